export { PageProviders } from './page-providers';
