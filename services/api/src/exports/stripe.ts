/** What the API expects of a Stripe account, for `pnpm stripe:setup` (docs/deploy.md#stripe-account). */
export { catalogueItems } from '../billing/stripe/catalogue-sync';
export { HANDLED_WEBHOOK_EVENTS } from '../billing/stripe/webhook-events';
export { createStripeClient, STRIPE_API_VERSION } from '../plugins/app/stripe';
