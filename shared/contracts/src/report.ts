import { z } from 'zod';

/**
 * The report of a lookup (DECISIONS §6): assembled from whatever sources answered, every datum
 * carrying its source and the time it was seen.
 */
export const SourceId = z.enum(['local-checks', 'phone-numbering', 'gravatar', 'github', 'hibp', 'records']);
export type SourceId = z.infer<typeof SourceId>;

/**
 * What a source answered. `pending`: not answered yet; `disabled`: not configured (e.g. HIBP
 * without a key) so not asked. An error is never reported as `not_found`.
 */
export const SourceState = z.enum(['pending', 'found', 'not_found', 'rate_limited', 'error', 'timeout', 'disabled']);
export type SourceState = z.infer<typeof SourceState>;

export const SourceProgress = z.object({
  source: SourceId,
  state: SourceState,
  /** When the source answered (ISO); null while pending. */
  at: z.iso.datetime({ offset: true }).nullable(),
});
export type SourceProgress = z.infer<typeof SourceProgress>;

const Provenance = { source: SourceId, seenAt: z.iso.datetime({ offset: true }) };

export const Datum = <T extends z.ZodType>(value: T) => z.object({ value, ...Provenance });

export const LocationValue = z.object({ address: z.string(), current: z.boolean() });
export const PhoneValue = z.object({ number: z.string(), type: z.string().nullable() });
export const EmailValue = z.object({ address: z.string(), primary: z.boolean() });
export const PhotoValue = z.object({ url: z.string() });
export const AccountValue = z.object({ site: z.string(), url: z.string(), username: z.string().nullable() });
export const BreachValue = z.object({
  name: z.string(),
  title: z.string(),
  domain: z.string().nullable(),
  breachDate: z.string().nullable(),
  pwnCount: z.number().int().nonnegative().nullable(),
  dataClasses: z.array(z.string()),
  /** Plain text (the catalogue's HTML is stripped by the server). */
  description: z.string().nullable(),
});
export type BreachValue = z.infer<typeof BreachValue>;
export type AccountValue = z.infer<typeof AccountValue>;

/** The free checks of an email address (verification checklist, DECISIONS §1). */
export const EmailChecks = z.object({
  valid: z.boolean(),
  type: z.enum(['personal', 'business', 'disposable']).nullable(),
  role: z.boolean(),
  deliverability: z.enum(['deliverable', 'undeliverable', 'unknown']),
});
export type EmailChecks = z.infer<typeof EmailChecks>;

/** A phone number described offline from the numbering plan (DECISIONS §6). */
export const PhoneChecks = z.object({
  valid: z.boolean(),
  e164: z.string().nullable(),
  country: z.string().nullable(),
  lineType: z.string().nullable(),
  international: z.string().nullable(),
  carrier: z.string().nullable(),
});
export type PhoneChecks = z.infer<typeof PhoneChecks>;

export const LookupKind = z.enum(['email', 'phone']);
export type LookupKind = z.infer<typeof LookupKind>;

/**
 * Why a paid report's credit went back (DECISIONS §3): no networked source answered, so the
 * report holds only what the local checks could say about the input.
 */
export const CreditReturnReason = z.enum(['scan_no_source_answered']);
export type CreditReturnReason = z.infer<typeof CreditReturnReason>;

export const CreditReturned = z.object({ reason: CreditReturnReason });
export type CreditReturned = z.infer<typeof CreditReturned>;

export const Report = z.object({
  scanId: z.string(),
  kind: LookupKind,
  /** The address or number (E.164) searched. */
  target: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  durationSeconds: z.number().nonnegative(),
  /** Every source asked, with its final state: a section whose source failed is "unavailable". */
  sources: z.array(SourceProgress),
  emailChecks: EmailChecks.nullable(),
  phoneChecks: PhoneChecks.nullable(),
  names: z.array(Datum(z.string())),
  ages: z.array(Datum(z.number().int())),
  genders: z.array(Datum(z.string())),
  locations: z.array(Datum(LocationValue)),
  phones: z.array(Datum(PhoneValue)),
  emails: z.array(Datum(EmailValue)),
  usernames: z.array(Datum(z.string())),
  photos: z.array(Datum(PhotoValue)),
  accounts: z.array(Datum(AccountValue)),
  breaches: z.array(Datum(BreachValue)),
  /**
   * Present when the scan's credit was returned through the ledger (once, under the scan's own
   * key). Absent: the report kept its charge, partial or not; reports stored before the field
   * existed read as charged too.
   */
  creditReturned: CreditReturned.optional(),
});
export type Report = z.infer<typeof Report>;
