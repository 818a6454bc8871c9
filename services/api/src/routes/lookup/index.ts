import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import lookupStartRoutes from './start-lookup';
import previewRoutes from './previews';
import recentLookupRoutes from './recent-lookups';

/** The free side of a lookup (docs/decisions.md#sources): start a preview, watch it, the home ticker. */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lookupStartRoutes);
  await app.register(previewRoutes);
  await app.register(recentLookupRoutes);
};

export default lookupRoutes;
