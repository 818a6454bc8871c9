import fp from 'fastify-plugin';
import { billingDepsOf } from '../../billing/billing-deps';
import { createBilling, type Billing } from '../../billing/create-billing';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments through Stripe (docs/product.md#api-calls, docs/decisions.md#saved-card, docs/decisions.md#identity): checkout, packs, plan change, cancelling, refunds, webhooks. */
    billing: Billing;
  }
}

/** One decorated name for billing; its use cases get their dependencies passed in (billing-deps.ts). */
export default fp(
  async function billing(app) {
    app.decorate('billing', createBilling(billingDepsOf(app)));
  },
  { name: 'billing', dependencies: ['database', 'stripe', 'authentication', 'mailer'] },
);
