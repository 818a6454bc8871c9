/** The API's database connection, for tools that measure or seed it (the front-door bench). */
export { connectStore } from '../store/connect';
