import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import healthRoutes from './health';
import publicConfigRoutes from './public-config';
import identityRoutes from './identity';
import lookupRoutes from './lookup';
import billingRoutes from './billing';
import accountRoutes from './account';
import scanRoutes from './scans';
import selfCheckRoutes from './self-check';
import watchRoutes from './watch';

/** Every resource's routes, mounted under /api by the app. One line per folder of routes/. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  // Routes that need the database exist only when the app was built with it.
  if (app.hasDecorator('store')) {
    await app.register(identityRoutes);
    await app.register(lookupRoutes);
    await app.register(billingRoutes);
    await app.register(accountRoutes);
    await app.register(scanRoutes);
    await app.register(selfCheckRoutes);
    await app.register(watchRoutes);
  }
};

export default routes;
