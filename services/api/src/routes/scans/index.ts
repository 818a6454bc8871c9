import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import startScanRoutes from './start-scan';
import scanReadRoutes from './read-scans';
import scanEventRoutes from './scan-events';

/** Paid scans (docs/decisions.md#sources, docs/product.md#api-calls): start one with a credit, follow it, read its report. Session required. */
const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(startScanRoutes);
  await app.register(scanReadRoutes);
  await app.register(scanEventRoutes);
};

export default scanRoutes;
