import { z } from 'zod';
import { Email } from './common';

/** §4: 'opted-out' stays, 'not-found' / 'debug-success' route to the funnel. */
export const LookupStatus = z.enum(['not-found', 'opted-out', 'debug-success']);

export const EmailLookupRequest = z.object({ email: Email });
export const EmailLookupResponse = z.object({ status: z.string(), message: z.string() });
export type EmailLookupRequest = z.infer<typeof EmailLookupRequest>;
export type EmailLookupResponse = z.infer<typeof EmailLookupResponse>;

/** GET /api/recent-lookups (DECISIONS §1): real completed lookups of the last 24 h, anonymised. */
export const LookupProvider = z.enum(['gmail', 'outlook', 'yahoo', 'other']);
export type LookupProvider = z.infer<typeof LookupProvider>;

export const RecentLookup = z.object({
  /** Masked by the server, e.g. 'j•••@gmail.com'; never a full address, never a name. */
  maskedEmail: z.string().min(1).max(254),
  /** A provider a client does not know yet is shown as 'other' rather than hiding the feed. */
  provider: LookupProvider.catch('other'),
  at: z.iso.datetime({ offset: true }),
});
export type RecentLookup = z.infer<typeof RecentLookup>;

export const RecentLookupsResponse = z.object({ items: z.array(RecentLookup) });
export type RecentLookupsResponse = z.infer<typeof RecentLookupsResponse>;
