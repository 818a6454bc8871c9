import { RecentLookupsResponse } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maskAddress, providerOf } from '../../lookup/mask-address';
import { errorResponses } from '../error-responses';

const DAY_MS = 86_400_000;
const TICKER_SIZE = 20;

/** The home ticker (DECISIONS §1): real completed email lookups of the last 24 h, masked, no names. */
const recentLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recent-lookups',
    { schema: { tags: ['lookup'], summary: 'Anonymised completed lookups of the last 24 hours', response: { 200: RecentLookupsResponse, ...errorResponses(429) } } },
    async (_request, reply) => {
      const since = new Date(Date.now() - DAY_MS);
      const scans = await app.store.scans.collection
        .find({ status: 'completed', kind: 'email', completedAt: { $gte: since } }, { projection: { target: 1, completedAt: 1 } })
        .sort({ completedAt: -1 })
        .limit(TICKER_SIZE)
        .toArray();
      reply.header('Cache-Control', 'public, max-age=5');
      return {
        items: scans.map((scan) => ({ maskedEmail: maskAddress(scan.target), provider: providerOf(scan.target), at: scan.completedAt!.toISOString() })),
      };
    },
  );
};

export default recentLookupRoutes;
