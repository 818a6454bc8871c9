import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accountRoutes from './account';
import accountBillingRoutes from './billing/account';
import paymentMethodRoutes from './billing/payment-method';
import cancelRoutes from './identity/cancel';
import preferencesRoutes from './identity/preferences';
import sessionRoutes from './identity/session';
import scanRoutes from './scans';
import { watchAccountRoutes } from './watch';

/**
 * Every route that needs a signed-in account, in one scope (docs/conventions.md#signed-in-routes):
 * its preHandler answers 401 without a live session, so a route added here cannot forget the
 * check, and its handlers read the account as `request.user` (never null here). The public
 * routes of the same resources stay in their folders' plugins.
 */
const signedInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);
  await app.register(sessionRoutes);
  await app.register(preferencesRoutes);
  await app.register(cancelRoutes);
  await app.register(accountBillingRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(scanRoutes);
  await app.register(accountRoutes);
  await app.register(watchAccountRoutes);
};

export default signedInRoutes;
