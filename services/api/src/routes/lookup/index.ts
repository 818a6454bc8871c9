import { EmailLookupRequest, EmailLookupResponse, RecentLookupsResponse } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maskAddress, providerOf } from '../../lookup/mask-address';
import { errorResponses } from '../error-responses';

const DAY_MS = 86_400_000;
const TICKER_SIZE = 20;

/**
 * The public entry of a lookup. Spec §4: 'opted-out' keeps the visitor on the page; 'not-found'
 * (nothing known about the address yet: the report needs a scan) sends them to the funnel.
 * A suppressed address is answered before anything else is asked (DECISIONS §5).
 */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email-lookup',
    {
      config: { rateLimit: { max: app.config.rateLimit.lookupsPerMinute, timeWindow: 60_000 } },
      schema: { tags: ['lookup'], summary: 'Check an address before a scan', body: EmailLookupRequest, response: { 200: EmailLookupResponse, ...errorResponses(400, 429) } },
    },
    async (request) => {
      if (await app.store.suppressions.has(app.hashEmail(request.body.email))) {
        return { status: 'opted-out', message: 'This email address has opted out.' };
      }
      return { status: 'not-found', message: 'No report exists for this address yet; a scan will build one.' };
    },
  );

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

export default lookupRoutes;
