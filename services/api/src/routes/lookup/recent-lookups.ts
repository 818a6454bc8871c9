import crypto from 'node:crypto';
import { type RecentLookupPeriod } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maskAddress, providerOf } from '../../lookup/mask-address';
import { contractRoute } from '../contract-route';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const TICKER_SIZE = 20;
/** 96 bits of the keyed hash: unique enough for a feed of 20, too short to be worth anything else. */
const ID_LENGTH = 16;

export function periodOf(completedAt: Date, now: number): RecentLookupPeriod {
  return now - completedAt.getTime() < DAY_MS ? 'today' : 'this-week';
}

/**
 * The home ticker (docs/decisions.md#ticker): real completed email lookups of the last 7 days,
 * newest first, one entry per address (with how often it was looked up and how many sources found
 * something), as coarse as can still be called a trace: no local part, no company domain, no
 * exact time, and an id that is a keyed hash of the scan id (stable across refreshes, so the
 * ticker can tell new entries from known ones, yet neither the scan id nor the address).
 */
const recentLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const idKey = crypto.createHmac('sha256', app.config.secrets.session).update('mailscout:ticker-id:v1').digest();
  const opaqueId = (scanId: string) => crypto.createHmac('sha256', idKey).update(scanId).digest('base64url').slice(0, ID_LENGTH);

  app.route({
    ...contractRoute('lookup.recentLookups'),
    handler: async (_request, reply) => {
      const now = Date.now();
      const scans = await app.store.scans.recentCompletedEmail(new Date(now - WEEK_MS), TICKER_SIZE);
      reply.header('Cache-Control', 'public, max-age=5');
      return {
        items: scans.map((scan) => ({
          id: opaqueId(scan.id),
          maskedEmail: maskAddress(scan.target),
          provider: providerOf(scan.target),
          period: periodOf(scan.completedAt, now),
          sourcesWithData: scan.sourcesWithData,
          sourcesAsked: scan.sourcesAsked,
          lookups: scan.lookups,
        })),
      };
    },
  });
};

export default recentLookupRoutes;
