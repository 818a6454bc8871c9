import type { LookupKind, ReportCategory, SourceId } from './report';

/** One source of the lookup engine as the catalogue describes it. */
export interface SourceCatalogueEntry {
  /** The kinds of lookup it is asked in (the username pivot reads usernames an email lookup found). */
  kinds: readonly LookupKind[];
  /** The report categories it can fill: its lists, the free checks it answers, the subsets of its lists. */
  categories: readonly ReportCategory[];
}

/**
 * The one catalogue of sources (docs/decisions.md#claims-from-catalogue): every source of this
 * service, the kinds of lookup it takes and the categories of facts it can return. What the
 * product claims before a sale — "Results May Include", the teaser, the sources named on the home
 * page, /about and beside Pay — is read from here, and `CATEGORY_SOURCES` (the progress screen's
 * and the report's mapping) is derived from it. The API's registry agrees with it: a test holds
 * each source's `takes` and `returns` to its entry (services/api/test/claims-equal-report.test.ts).
 * The order is the order sources are named in.
 */
export const SOURCE_CATALOGUE = {
  'local-checks': { kinds: ['email'], categories: ['provider', 'mailServer'] },
  'phone-numbering': { kinds: ['phone'], categories: ['provider', 'lineType', 'phones'] },
  // Gravatar's verified accounts and the records' profiles can name a messenger; GitHub cannot.
  gravatar: { kinds: ['email'], categories: ['names', 'locations', 'usernames', 'photos', 'accounts', 'messengerAccounts'] },
  github: { kinds: ['email'], categories: ['names', 'usernames', 'photos', 'accounts'] },
  hibp: { kinds: ['email'], categories: ['breaches', 'exposedPasswords'] },
  records: { kinds: ['email', 'phone'], categories: ['names', 'ages', 'genders', 'locations', 'phones', 'emails', 'usernames', 'accounts', 'messengerAccounts'] },
  libravatar: { kinds: ['email'], categories: ['photos'] },
  // The name in a key's user ID, and the key itself.
  openpgp: { kinds: ['email'], categories: ['names', 'keys'] },
  gitlab: { kinds: ['email'], categories: ['names', 'locations', 'usernames', 'photos', 'accounts'] },
  'domain-facts': { kinds: ['email'], categories: ['domainFacts'] },
  'username-pivot': { kinds: ['email'], categories: ['possibleAccounts'] },
} as const satisfies Readonly<Record<SourceId, SourceCatalogueEntry>>;

/** Every source of the catalogue, in the order they are named. */
export const CATALOGUE_SOURCES = Object.keys(SOURCE_CATALOGUE) as SourceId[];

/** The sources asked in a lookup of this kind. */
export function sourcesForKind(kind: LookupKind): SourceId[] {
  return CATALOGUE_SOURCES.filter((id) => (SOURCE_CATALOGUE[id].kinds as readonly LookupKind[]).includes(kind));
}

/**
 * The categories a lookup of this kind can fill, in the order of `order`: those some source of
 * the kind returns. `asked` narrows it to the sources this deployment really asks (a completed
 * preview's sources that were not `disabled`, e.g. HIBP without a key); without it, every source
 * of the kind counts.
 */
export function categoriesForKind<C extends ReportCategory>(kind: LookupKind, order: readonly C[], asked?: ReadonlySet<SourceId>): C[] {
  const sources = sourcesForKind(kind).filter((id) => !asked || asked.has(id));
  const filled = new Set<ReportCategory>(sources.flatMap((id) => SOURCE_CATALOGUE[id].categories));
  return order.filter((category) => filled.has(category));
}

/** The sources a preview or a report really asked (every state but `disabled`). */
export function askedSourceIds(progress: ReadonlyArray<{ source: SourceId; state: string }>): Set<SourceId> {
  return new Set(progress.filter((each) => each.state !== 'disabled').map((each) => each.source));
}
