import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import healthRoutes from './health';
import publicConfigRoutes from './public-config';

/** Every resource's routes, mounted under /api by the app. One line per folder of routes/. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
};

export default routes;
