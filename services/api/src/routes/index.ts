import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import healthRoutes from './health';
import publicConfigRoutes from './public-config';
import identityRoutes from './identity';
import lookupRoutes from './lookup';
import billingRoutes from './billing';
import { accountLinkRoutes } from './account';
import selfCheckRoutes from './self-check';
import watchRoutes from './watch';
import signedInRoutes from './signed-in';

/** Every resource's routes, mounted under /api by the app: one line per folder of routes/, and the signed-in scope. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  // Routes that need the database exist only when the app was built with it.
  if (app.hasDecorator('store')) {
    await app.register(identityRoutes);
    await app.register(lookupRoutes);
    await app.register(billingRoutes);
    await app.register(accountLinkRoutes);
    await app.register(selfCheckRoutes);
    await app.register(watchRoutes);
    await app.register(signedInRoutes);
  }
};

export default routes;
