import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import healthRoutes from './health';

/** Every resource's routes, mounted under /api by the app. One line per folder of routes/. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
};

export default routes;
