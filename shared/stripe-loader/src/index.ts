export { loadStripeFrom, resetStripeLoader, StripeLoadError } from './load-stripe';
export { useStripeJs, type LoadedStripe, type StripeSource } from './use-stripe-js';
