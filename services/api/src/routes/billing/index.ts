import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import checkoutRoutes from './checkout';
import checkoutOfferRoutes from './checkout-offer';
import webhookRoutes from './webhook';

/**
 * Payments (docs/decisions.md#prices-and-credits, docs/product.md#api-calls): checkout and
 * Stripe's webhook. Needs the database. The account's billing and saved card are in the
 * signed-in scope (routes/signed-in.ts).
 */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(checkoutOfferRoutes);
  await app.register(checkoutRoutes);
  await app.register(webhookRoutes);
};

export default billingRoutes;
