import { z } from 'zod';

/**
 * GET /api/recent-lookups (DECISIONS §1: real completed lookups of the last 24 h, anonymised).
 * Defined here until the endpoint exists; it belongs in @mailscout/contracts once it does.
 */
export const LookupProvider = z.enum(['gmail', 'outlook', 'yahoo', 'other']);
export type LookupProvider = z.infer<typeof LookupProvider>;

export const RecentLookup = z.object({
  /** Masked by the server, e.g. 'j•••@gmail.com'; never a full address, never a name. */
  maskedEmail: z.string().min(1).max(254),
  /** A provider this client does not know yet is shown as 'other' rather than hiding the feed. */
  provider: LookupProvider.catch('other'),
  at: z.iso.datetime({ offset: true }),
});
export type RecentLookup = z.infer<typeof RecentLookup>;

export const RecentLookupsResponse = z.object({ items: z.array(RecentLookup) });
export type RecentLookupsResponse = z.infer<typeof RecentLookupsResponse>;
