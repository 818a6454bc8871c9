import { z } from 'zod';
import { CATALOGUE_SOURCES, sourceEntry } from './source-catalogue';

/**
 * The report of a lookup (docs/decisions.md#provenance): assembled from whatever sources answered, every datum
 * carrying its source and the time it was seen. A source's id is a key of the one source catalogue
 * (docs/architecture.md#add-a-source), in its order.
 */
export const SourceId = z.enum(CATALOGUE_SOURCES);
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
/** A public OpenPGP key published for the address (keys.openpgp.org, docs/decisions.md#sources). */
export const KeyValue = z.object({
  fingerprint: z.string(),
  /** The key's user IDs as published ("Maren Holt <maren.holt@example.com>"). */
  userIds: z.array(z.string()),
  /** When the key was made (ISO). */
  createdAt: z.iso.datetime({ offset: true }).nullable(),
});
export type KeyValue = z.infer<typeof KeyValue>;
/**
 * A fact about the address's domain, never about the person (docs/decisions.md#sources): the mail provider its
 * MX records name, when the domain was registered (RDAP), the title of its website.
 */
export const DomainFactValue = z.object({
  domain: z.string(),
  kind: z.enum(['mailProvider', 'registeredAt', 'websiteTitle']),
  /** mailProvider: a provider id (MAIL_PROVIDERS); registeredAt: an ISO date; websiteTitle: the text. */
  value: z.string(),
});
export type DomainFactValue = z.infer<typeof DomainFactValue>;
/** The mail providers recognised from MX records; `self-hosted` is a domain's own mail server. */
export const MAIL_PROVIDERS = ['google-workspace', 'microsoft-365', 'proton', 'zoho', 'fastmail', 'icloud', 'yahoo', 'ionos', 'ovh', 'self-hosted', 'other'] as const;
/**
 * A profile on another site under a username a source found (the username pivot, docs/decisions.md#sources):
 * only "possible", never a verified link.
 */
export const PossibleAccountValue = z.object({
  site: z.string(),
  url: z.string(),
  username: z.string(),
  /** Which source's username led here (github, gravatar, gitlab). */
  via: z.string(),
  confidence: z.enum(['high', 'medium', 'low']),
  /** What the site answered: its status, and the text of its page that marks a profile (null: the status alone). */
  evidence: z.object({ httpStatus: z.number().int(), marker: z.string().nullable() }),
  tags: z.array(z.string()),
});
export type PossibleAccountValue = z.infer<typeof PossibleAccountValue>;
export type AccountValue = z.infer<typeof AccountValue>;

/** The free checks of an email address (verification checklist, docs/decisions.md#verification-checklist). */
export const EmailChecks = z.object({
  valid: z.boolean(),
  type: z.enum(['personal', 'business', 'disposable']).nullable(),
  role: z.boolean(),
  deliverability: z.enum(['deliverable', 'undeliverable', 'unknown']),
});
export type EmailChecks = z.infer<typeof EmailChecks>;

/** A phone number described offline from the numbering plan (docs/decisions.md#phone-lookups). */
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
 * Why a paid report's credit went back (docs/decisions.md#credit-back): no networked source answered, so the
 * report holds only what the local checks could say about the input (`scan_no_source_answered`);
 * or the sources answered and the report holds nothing beyond the free checks
 * (`scan_nothing_found`, `nothingBeyondFreeChecks`, docs/decisions.md#empty-previews).
 */
export const CreditReturnReason = z.enum(['scan_no_source_answered', 'scan_nothing_found']);
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
  // docs/decisions.md#sources. Optional: reports stored before these sources existed have none.
  keys: z.array(Datum(KeyValue)).optional(),
  domainFacts: z.array(Datum(DomainFactValue)).optional(),
  possibleAccounts: z.array(Datum(PossibleAccountValue)).optional(),
  /**
   * Present when the scan's credit was returned through the ledger (once, under the scan's own
   * key). Absent: the report kept its charge, partial or not; reports stored before the field
   * existed read as charged too.
   */
  creditReturned: CreditReturned.optional(),
});
export type Report = z.infer<typeof Report>;

/**
 * The report's categories (docs/decisions.md#progress-screen): the one mapping the progress screen, the
 * preview hints and the report share. Each names the sources that can fill it; a category no
 * source fills (`[]`) is "not searched" everywhere, never ticked. The list categories are the
 * report's lists; the check categories read the free checks; the derived ones are a subset of
 * a list (a messenger among the linked accounts, a breach that exposed passwords).
 */
export const ReportCategory = z.enum([
  // The free checks.
  'provider',
  'mailServer',
  'lineType',
  // The report's lists.
  'names',
  'ages',
  'genders',
  'locations',
  'phones',
  'emails',
  'usernames',
  'photos',
  'accounts',
  'breaches',
  'keys',
  'domainFacts',
  'possibleAccounts',
  // Subsets of a list.
  'messengerAccounts',
  'exposedPasswords',
  // What no source of this service looks for.
  'compromisedProfiles',
  'darkWebData',
  'suspiciousLogins',
  'linkedIncidents',
  'relationships',
  'work',
  'education',
  'vehicles',
  'sexOffender',
  'chatUsernames',
  'chatGroups',
  'contactAliases',
  'chatPhotos',
  'datingProfiles',
  'datingUsernames',
  'datingPhotos',
  'datingTexts',
  'datingAccounts',
  'datingActivity',
]);
export type ReportCategory = z.infer<typeof ReportCategory>;

/**
 * The sources that can fill each category, derived from the one source catalogue
 * (docs/decisions.md#claims-from-catalogue): a category no source fills (`[]`) is "not searched"
 * everywhere, never ticked. The numbering plan returns the searched number itself, which no count
 * and no list includes (`reportData`); it is asked all the same, so phones are searched in a
 * phone lookup.
 */
export const CATEGORY_SOURCES: Readonly<Record<ReportCategory, readonly SourceId[]>> = Object.fromEntries(
  ReportCategory.options.map((category) => [category, CATALOGUE_SOURCES.filter((id) => sourceEntry(id).categories.includes(category))]),
) as Partial<Record<ReportCategory, readonly SourceId[]>> as Record<ReportCategory, readonly SourceId[]>;

export type ReportListCategory = 'names' | 'ages' | 'genders' | 'locations' | 'phones' | 'emails' | 'usernames' | 'photos' | 'accounts' | 'breaches' | 'keys' | 'domainFacts' | 'possibleAccounts';
type ListValue<C extends ReportListCategory> = NonNullable<Report[C]>[number]['value'];

const isHttpUrl = (url: string) => /^https?:\/\/[^\s/]+/i.test(url);

/**
 * When two data are one finding (the report shows it once, naming every source that saw it).
 * The report page, the preview hints and the progress screen all count with this.
 */
export function datumKey<C extends ReportListCategory>(category: C, value: ListValue<C>): string {
  const v = value as unknown;
  switch (category) {
    case 'ages':
      return String(v);
    case 'locations': {
      const l = v as { address: string; current: boolean };
      return `${l.address.trim().toLowerCase()}|${l.current}`;
    }
    case 'phones':
      // Digits and the leading '+' only: '+44 20 7946 0101', '+44.20.7946.0101' and the E.164
      // '+442079460101' are one number.
      return (v as { number: string }).number.replace(/[^\d+]/g, '');
    case 'emails':
      return (v as { address: string }).address.trim().toLowerCase();
    case 'photos':
      return (v as { url: string }).url;
    case 'accounts':
      return (v as { url: string }).url.replace(/\/+$/, '').toLowerCase();
    case 'breaches':
      return (v as { name: string }).name.toLowerCase();
    case 'keys':
      return (v as { fingerprint: string }).fingerprint.toLowerCase();
    case 'domainFacts': {
      const f = v as { domain: string; kind: string; value: string };
      return `${f.domain}|${f.kind}|${f.value}`.toLowerCase();
    }
    case 'possibleAccounts':
      return (v as { url: string }).url.replace(/\/+$/, '').toLowerCase();
    default:
      return String(v).trim().toLowerCase();
  }
}

/** Whether the report shows a datum at all: links and photos only with an http(s) URL (docs/product.md#screens). */
function shown(category: ReportListCategory, value: unknown): boolean {
  if (category === 'accounts' || category === 'photos' || category === 'possibleAccounts') return isHttpUrl((value as { url: string }).url);
  return true;
}

export interface GroupedDatum<T> {
  value: T;
  /** Every source that saw it, in the report's order. */
  seen: Array<{ source: SourceId; seenAt: string }>;
}

/** The data of a list as the report shows them: one entry per finding, with every source that saw it. */
export function groupData<C extends ReportListCategory>(report: Pick<Report, C>, category: C): Array<GroupedDatum<ListValue<C>>> {
  const groups = new Map<string, GroupedDatum<ListValue<C>>>();
  for (const datum of (report[category] ?? []) as Array<{ value: ListValue<C>; source: SourceId; seenAt: string }>) {
    if (!shown(category, datum.value)) continue;
    const key = datumKey(category, datum.value);
    const group = groups.get(key);
    if (!group) groups.set(key, { value: datum.value, seen: [{ source: datum.source, seenAt: datum.seenAt }] });
    else if (!group.seen.some((s) => s.source === datum.source)) group.seen.push({ source: datum.source, seenAt: datum.seenAt });
  }
  return [...groups.values()];
}

/** The list in which a lookup's own input can come back: the address among the emails, the number among the phones. */
const SEARCHED_LIST: Readonly<Record<LookupKind, ReportListCategory>> = { email: 'emails', phone: 'phones' };

/**
 * Whether a datum is the searched address or number itself, told by its key (`datumKey`). A test
 * on the key, not the target's value: the server's preview keeps only the target's hash.
 */
export type IsSearched = (key: string) => boolean;

/** The test for a target known by its normal form (a report's `target`: a lower-cased address, an E.164 number). */
export function searchedTest(kind: LookupKind, target: string): IsSearched {
  const key = kind === 'email' ? datumKey('emails', { address: target, primary: false }) : datumKey('phones', { number: target, type: null });
  return (candidate) => candidate === key;
}

/**
 * A list as the report shows and counts it (docs/decisions.md#preview-counts): one entry per finding
 * (`groupData`), without the searched address or number itself. A source may return the input (the
 * numbering plan describes the number typed, a record names the address as its owner's primary
 * one), but it is not something found about its owner: the report names it as the one searched.
 */
export function reportData<C extends ReportListCategory>(
  report: Pick<Report, C | 'kind'>,
  category: C,
  isSearched: IsSearched,
): Array<GroupedDatum<ListValue<C>>> {
  const entries = groupData(report, category);
  if (category !== SEARCHED_LIST[report.kind]) return entries;
  return entries.filter((entry) => !isSearched(datumKey(category, entry.value)));
}

// Messaging services by the name a source gives the site (Telegram, WhatsApp…), lower-cased.
const MESSENGERS = ['telegram', 'whatsapp', 'signal', 'threema', 'wire', 'viber', 'wechat', 'line', 'kik', 'skype', 'discord', 'element', 'matrix', 'icq', 'session'];

export function isMessenger(site: string): boolean {
  const name = site.trim().toLowerCase();
  return MESSENGERS.some((m) => name === m || name.startsWith(`${m} `) || name.startsWith(`${m}.`));
}

/**
 * How many data of each category the report shows: a number (0: none), or null when the check
 * behind it could not answer (DNS gave no verdict). Categories no source fills are absent.
 * The preview's hints carry exactly these counts (no personal datum), so the progress screen's
 * "Found" means the paid report will show it.
 */
export type CategoryCounts = Partial<Record<ReportCategory, number | null>>;

export function checkCounts(checks: { emailChecks: EmailChecks | null; phoneChecks: PhoneChecks | null }): CategoryCounts {
  const counts: CategoryCounts = {};
  if (checks.emailChecks) {
    const { type, deliverability } = checks.emailChecks;
    counts.provider = type ? 1 : 0;
    // The mail server and the deliverability row are one check (docs/decisions.md#verification-checklist: MX via DNS).
    counts.mailServer = deliverability === 'deliverable' ? 1 : deliverability === 'undeliverable' ? 0 : null;
  }
  if (checks.phoneChecks) {
    counts.provider = checks.phoneChecks.country ? 1 : 0;
    counts.lineType = checks.phoneChecks.lineType ? 1 : 0;
  }
  return counts;
}

/**
 * `isSearched` tells the searched address or number (`searchedTest` of the report's target by
 * default); the server's preview, which knows the target only by its hash, passes its own.
 */
export function reportCategoryCounts(
  report: Pick<Report, ReportListCategory | 'emailChecks' | 'phoneChecks' | 'kind' | 'target'>,
  isSearched: IsSearched = searchedTest(report.kind, report.target),
): CategoryCounts {
  const count = (category: ReportListCategory) => reportData(report, category, isSearched).length;
  return {
    ...checkCounts(report),
    names: count('names'),
    ages: count('ages'),
    genders: count('genders'),
    locations: count('locations'),
    phones: count('phones'),
    emails: count('emails'),
    // docs/product.md#screens: the report shows the first username only (the possible username).
    usernames: Math.min(1, count('usernames')),
    photos: count('photos'),
    accounts: count('accounts'),
    breaches: count('breaches'),
    keys: count('keys'),
    domainFacts: count('domainFacts'),
    possibleAccounts: count('possibleAccounts'),
    messengerAccounts: groupData(report, 'accounts').filter((a) => isMessenger(a.value.site)).length,
    exposedPasswords: groupData(report, 'breaches').filter((b) => b.value.dataClasses.some((c) => /password/i.test(c))).length,
  };
}

/** What the screen says of a category (docs/decisions.md#progress-screen). */
export type CategoryState = 'pending' | 'found' | 'not_found' | 'unavailable' | 'not_searched';
/** Why a category was not searched: no source exists for it, none takes this kind of input, or its source is not set up (no key). */
export type NotSearchedReason = 'noSource' | 'notForKind' | 'notSetUp';

const FAILED_STATES: ReadonlySet<SourceState> = new Set(['error', 'timeout', 'rate_limited']);

/**
 * One rule for the progress screen, the checklist's name row and the report's cards:
 * - found: the report shows at least one datum of the category;
 * - not_found: every source for it answered, without such a datum;
 * - unavailable: nothing shown and a source for it failed (or its check had no verdict);
 * - not_searched: no source of this lookup looks for it.
 * `sources` are the sources of this lookup with their states; `counts` the category counts
 * when known; `settled`: nothing more will arrive (a source still pending then failed).
 */
export function categoryState(
  category: ReportCategory,
  input: { sources: ReadonlyArray<{ source: SourceId; state: SourceState }>; counts: CategoryCounts | null; settled: boolean },
): { state: CategoryState; reason?: NotSearchedReason } {
  const wanted = CATEGORY_SOURCES[category];
  if (wanted.length === 0) return { state: 'not_searched', reason: 'noSource' };
  const relevant = input.sources.filter((s) => wanted.includes(s.source));
  if (relevant.length === 0) return input.settled ? { state: 'not_searched', reason: 'notForKind' } : { state: 'pending' };
  const asked = relevant.filter((s) => s.state !== 'disabled');
  if (asked.length === 0) return { state: 'not_searched', reason: 'notSetUp' };
  const count = input.counts?.[category];
  if (typeof count === 'number' && count > 0) return { state: 'found' };
  const waiting = asked.some((s) => s.state === 'pending');
  if (waiting && !input.settled) return { state: 'pending' };
  const failed = waiting || asked.some((s) => FAILED_STATES.has(s.state));
  if (count === null) return { state: 'unavailable' };
  // A source found something, but whether it is of this category is known only from the counts.
  if (count === undefined && asked.some((s) => s.state === 'found')) return input.settled ? { state: 'unavailable' } : { state: 'pending' };
  return { state: failed ? 'unavailable' : 'not_found' };
}
