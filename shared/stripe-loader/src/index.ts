export { loadStripeFrom, resetStripeLoader, StripeLoadError } from './load-stripe';
