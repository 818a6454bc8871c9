import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accountBillingRoutes from './account';
import checkoutRoutes from './checkout';
import checkoutOfferRoutes from './checkout-offer';
import paymentMethodRoutes from './payment-method';
import webhookRoutes from './webhook';

/** Payments (docs/decisions.md#prices-and-credits, docs/product.md#api-calls): checkout, the account's billing and saved card, Stripe's webhook. Needs the database. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(checkoutOfferRoutes);
  await app.register(checkoutRoutes);
  await app.register(accountBillingRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(webhookRoutes);
};

export default billingRoutes;
