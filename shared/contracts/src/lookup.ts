import { z } from 'zod';
import { Email } from './common';
import { EmailChecks, LookupKind, PhoneChecks, ReportCategory, SourceProgress } from './report';

/**
 * docs/product.md#states: 'opted-out' stays on the page; 'not-found' (no saved report: a scan builds one) and
 * 'debug-success' route to the funnel. The server never sends 'debug-success' (docs/decisions.md#no-staged-data);
 * it sends 'not-found' with the id of the free preview it started (or reused).
 */
export const LookupStatus = z.enum(['not-found', 'opted-out', 'debug-success']);

export const EmailLookupRequest = z.object({ email: Email });
export const EmailLookupResponse = z.object({
  status: z.string(),
  message: z.string(),
  /** The preview started for this address; absent when it is opted out. */
  previewId: z.string().optional(),
});
export type EmailLookupRequest = z.infer<typeof EmailLookupRequest>;
export type EmailLookupResponse = z.infer<typeof EmailLookupResponse>;

export const PhoneInput = z.string().trim().min(1, 'This field is required').max(40, 'Invalid format');
export const PhoneLookupRequest = z.object({ phone: PhoneInput });
export const PhoneLookupResponse = EmailLookupResponse;
export type PhoneLookupRequest = z.infer<typeof PhoneLookupRequest>;

/**
 * docs/product.md#data report preview hints: counts and booleans only, never a personal detail before payment.
 */
export const PreviewHints = z.object({
  ownerNameFound: z.boolean(),
  locationFound: z.boolean(),
  /** The mail provider's domain (gmail.com) or the phone's country; not personal. */
  serviceProvider: z.string().nullable(),
  phoneFound: z.boolean(),
  socialProfiles: z.number().int().nonnegative(),
  addressRecords: z.number().int().nonnegative(),
  breaches: z.number().int().nonnegative(),
  /**
   * docs/decisions.md#credit-back: the preview asked at least one networked source and none of them answered
   * (each was unavailable or timed out), so the funnel warns before payment. A fact about the
   * sources, not about the person. Absent (older previews, or still running): not known.
   */
  noNetworkedSourceAnswered: z.boolean().optional(),
  /**
   * docs/decisions.md#progress-screen: how many data of each report category the paid report will show, counted with the
   * report's own rules (`reportCategoryCounts`); null where a check had no verdict. Counts only,
   * never a value. Absent in previews stored before the field existed.
   */
  categories: z.partialRecord(ReportCategory, z.number().int().nonnegative().nullable()).optional(),
});
export type PreviewHints = z.infer<typeof PreviewHints>;

/** GET /api/previews/{id}: the free checks and hints, growing as sources answer. */
export const Preview = z.object({
  id: z.string(),
  kind: LookupKind,
  status: z.enum(['running', 'completed']),
  emailChecks: EmailChecks.nullable(),
  phoneChecks: PhoneChecks.nullable(),
  sources: z.array(SourceProgress),
  hints: PreviewHints,
});
export type Preview = z.infer<typeof Preview>;

/**
 * Server-sent events of GET /api/previews/{id}/events: `source` (a SourceProgress) each time a
 * source answers, then `preview` (the whole Preview) once everything answered; the stream
 * then ends. A client that connects late gets the current state first.
 */
export const PreviewEventName = z.enum(['source', 'preview']);

/**
 * GET /api/recent-lookups (docs/decisions.md#ticker): real completed email lookups of the last
 * 7 days, newest first, anonymised so that no entry points at a person or an employer.
 */
/** The providers the ticker can name (docs/product.md#page-details: its icon and accessible name depend on it). */
export const LookupProvider = z.enum(['gmail', 'outlook', 'yahoo', 'icloud', 'proton', 'gmx', 'webde', 'tonline', 'other']);
export type LookupProvider = z.infer<typeof LookupProvider>;

/** When the lookup completed, coarsely: within the last 24 hours, or earlier within 7 days. */
export const RecentLookupPeriod = z.enum(['today', 'this-week']);
export type RecentLookupPeriod = z.infer<typeof RecentLookupPeriod>;

export const RecentLookup = z.object({
  /** Opaque and stable (a keyed hash of the lookup): tells new entries from known ones, reveals nothing. */
  id: z.string().min(1).max(64),
  /**
   * Masked by the server: the local part never shows ('•••@gmail.com'); the domain only for the
   * well-known free-mail providers, any other as '•••@•••' with at most its top-level domain.
   */
  maskedEmail: z.string().min(1).max(254),
  /** A provider a client does not know yet is shown as 'other' rather than hiding the feed. */
  provider: LookupProvider.catch('other'),
  /** No exact time anywhere in the feed. */
  period: RecentLookupPeriod,
  /**
   * What the lookup found, as counts only (docs/decisions.md#ticker): the networked sources that
   * found something about the address, of those asked. Optional for a server that does not send them.
   */
  sourcesWithData: z.number().int().nonnegative().optional(),
  sourcesAsked: z.number().int().nonnegative().optional(),
  /** One entry per address: how many completed lookups of it there were in the 7 days. */
  lookups: z.number().int().positive().optional(),
});
export type RecentLookup = z.infer<typeof RecentLookup>;

export const RecentLookupsResponse = z.object({ items: z.array(RecentLookup) });
export type RecentLookupsResponse = z.infer<typeof RecentLookupsResponse>;
