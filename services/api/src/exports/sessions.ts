/** Session tokens as the API mints and stores them, for benches that sign a load in directly. */
export { hashSessionToken, newSessionToken } from '../identity/session-token';
