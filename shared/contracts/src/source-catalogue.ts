import type { LookupKind, ReportCategory } from './report';

/**
 * What the local stand-ins (`services/source-stubs`) serve for a source, so tests and `pnpm start`
 * work offline (docs/decisions.md#stand-ins).
 */
export interface SourceStandIn {
  /** The stand-in's service: the switch that makes it hang, trickle or reset. Several sources may share one. */
  service?: string;
  /**
   * The API's settings that point the source at the stand-in: variable → path on the stand-in's
   * origin (`''`: the origin itself). Each is a variable of the API's configuration.
   */
  settings: Readonly<Record<string, string>>;
  /** It asks DNS too (SRV, MX): the DNS stand-in answers it (`SOURCES_DNS_SERVER`). */
  dns?: true;
}

/** One source of the lookup engine as the catalogue describes it. */
export interface SourceCatalogueEntry {
  /** The kinds of lookup it is asked in (the username pivot reads usernames an email lookup found). */
  kinds: readonly LookupKind[];
  /** The report categories it can fill: its lists, the free checks it answers, the subsets of its lists. */
  categories: readonly ReportCategory[];
  /**
   * A networked source whose answer speaks about the address: it counts for the credit-back rule
   * (docs/decisions.md#credit-back). The domain facts and the username pivot go out to the network
   * too, but say nothing about the person (the facts are about the domain; the pivot only follows
   * usernames other sources found), so they do not count.
   */
  networked: boolean;
  /**
   * Where an owner changes or removes what the source publishes about them (the self-check's next
   * steps, docs/decisions.md#sources): the source's own page, or null for a source without one (our own checks, the numbering plan,
   * the domain's facts, the pivot's guesses, the records index the operator loads).
   */
  correctionPage: string | null;
  /** What the stand-ins serve for it; null for a source that asks no outside service (nothing to stand in for). */
  standIn: SourceStandIn | null;
}

/**
 * The one catalogue of sources (docs/architecture.md#add-a-source, docs/decisions.md#claims-from-catalogue):
 * every source of this service with its facts, written once. `SourceId` (the report's schema),
 * `CATEGORY_SOURCES` (the progress screen's and the report's mapping), `NETWORKED` (the credit-back
 * rule), `SOURCE_PAGES` (the owner's correction links), the stand-ins' services and settings and
 * every screen's key of a source's name are derived from it. What the product claims before a
 * sale — "Results May Include", the teaser, the sources named on the home page, /about and beside
 * Pay — is read from here. The API's sources are held to their entries by a test
 * (services/api/test/sources/source-catalogue-implementations.test.ts): the registry, each source's
 * `takes` and `returns`, its settings and its stand-in. The order is the order sources are named
 * (and asked) in.
 */
export const SOURCE_CATALOGUE = {
  'local-checks': {
    kinds: ['email'],
    categories: ['provider', 'mailServer'],
    networked: false,
    correctionPage: null,
    // The host's own resolver by default; offline, the DNS stand-in answers its MX questions.
    standIn: { settings: {}, dns: true },
  },
  'phone-numbering': { kinds: ['phone'], categories: ['provider', 'lineType', 'phones'], networked: false, correctionPage: null, standIn: null },
  // Gravatar's verified accounts and the records' profiles can name a messenger; GitHub cannot.
  gravatar: {
    kinds: ['email'],
    categories: ['names', 'locations', 'usernames', 'photos', 'accounts', 'messengerAccounts'],
    networked: true,
    correctionPage: 'https://gravatar.com/profile',
    standIn: { service: 'gravatar', settings: { GRAVATAR_API_URL: '' } },
  },
  github: {
    kinds: ['email'],
    categories: ['names', 'usernames', 'photos', 'accounts'],
    networked: true,
    correctionPage: 'https://github.com/settings/profile',
    standIn: { service: 'github', settings: { GITHUB_API_URL: '' } },
  },
  hibp: {
    kinds: ['email'],
    categories: ['breaches', 'exposedPasswords'],
    networked: true,
    correctionPage: 'https://haveibeenpwned.com/OptOut',
    standIn: { service: 'hibp', settings: { HIBP_API_URL: '' } },
  },
  // Licensed records the operator loads into our own database: local, and corrected by the operator.
  records: {
    kinds: ['email', 'phone'],
    categories: ['names', 'ages', 'genders', 'locations', 'phones', 'emails', 'usernames', 'accounts', 'messengerAccounts'],
    networked: false,
    correctionPage: null,
    standIn: null,
  },
  // Its avatar path is Gravatar's, so one service of the stand-in serves both.
  libravatar: {
    kinds: ['email'],
    categories: ['photos'],
    networked: true,
    correctionPage: 'https://www.libravatar.org/account/',
    standIn: { service: 'gravatar', settings: { LIBRAVATAR_URL: '' }, dns: true },
  },
  // The name in a key's user ID, and the key itself.
  openpgp: {
    kinds: ['email'],
    categories: ['names', 'keys'],
    networked: true,
    correctionPage: 'https://keys.openpgp.org/manage',
    standIn: { service: 'openpgp', settings: { OPENPGP_KEYSERVER_URL: '' } },
  },
  gitlab: {
    kinds: ['email'],
    categories: ['names', 'locations', 'usernames', 'photos', 'accounts'],
    networked: true,
    correctionPage: 'https://gitlab.com/-/user_settings/profile',
    standIn: { service: 'gitlab', settings: { GITLAB_API_URL: '' } },
  },
  'domain-facts': {
    kinds: ['email'],
    categories: ['domainFacts'],
    networked: false,
    correctionPage: null,
    standIn: { service: 'rdap', settings: { RDAP_BOOTSTRAP_URL: '/rdap/dns.json', DOMAIN_WEBSITE_URL: '/websites/{domain}/' }, dns: true },
  },
  'username-pivot': {
    kinds: ['email'],
    categories: ['possibleAccounts'],
    networked: false,
    correctionPage: null,
    // The profile sites (profile-sites.ts), served under /sites/<site>/ by the stand-in.
    standIn: { service: 'sites', settings: { PROFILE_SITES_STAND_IN_URL: '' } },
  },
} as const satisfies Readonly<Record<string, SourceCatalogueEntry>>;

type Catalogue = typeof SOURCE_CATALOGUE;

/** A source's id: a key of the catalogue (the report's `SourceId` schema and type are built from its keys). */
type SourceId = keyof Catalogue;

/** Every source of the catalogue, in the order they are named. */
export const CATALOGUE_SOURCES = Object.keys(SOURCE_CATALOGUE) as [SourceId, ...SourceId[]];

/** An entry, read through its general type (the literal types of `SOURCE_CATALOGUE` are too narrow to compare with). */
export const sourceEntry = (id: SourceId): SourceCatalogueEntry => SOURCE_CATALOGUE[id];

/** The sources asked in a lookup of this kind. */
export function sourcesForKind(kind: LookupKind): SourceId[] {
  return CATALOGUE_SOURCES.filter((id) => sourceEntry(id).kinds.includes(kind));
}

/**
 * The categories a lookup of this kind can fill, in the order of `order`: those some source of
 * the kind returns. `asked` narrows it to the sources this deployment really asks (a completed
 * preview's sources that were not `disabled`, e.g. HIBP without a key); without it, every source
 * of the kind counts.
 */
export function categoriesForKind<C extends ReportCategory>(kind: LookupKind, order: readonly C[], asked?: ReadonlySet<SourceId>): C[] {
  const sources = sourcesForKind(kind).filter((id) => !asked || asked.has(id));
  const filled = new Set<ReportCategory>(sources.flatMap((id) => sourceEntry(id).categories));
  return order.filter((category) => filled.has(category));
}

/** The sources a preview or a report really asked (every state but `disabled`). */
export function askedSourceIds(progress: ReadonlyArray<{ source: SourceId; state: string }>): Set<SourceId> {
  return new Set(progress.filter((each) => each.state !== 'disabled').map((each) => each.source));
}

/** Which sources count as networked for the credit-back rule (docs/decisions.md#credit-back), by id. */
export const NETWORKED = Object.fromEntries(CATALOGUE_SOURCES.map((id) => [id, sourceEntry(id).networked])) as Readonly<Record<SourceId, boolean>>;

/** Each source's correction page, for the sources that have one, in the catalogue's order. */
export const SOURCE_PAGES = Object.fromEntries(
  CATALOGUE_SOURCES.flatMap((id) => {
    const page = sourceEntry(id).correctionPage;
    return page ? [[id, page]] : [];
  }),
) as Readonly<Partial<Record<SourceId, string>>>;

/** A service of the source stand-ins (`services/source-stubs`): the one its fault switch names. */
export type StandInService = { [Id in SourceId]: Catalogue[Id]['standIn'] extends { service: infer S } ? S : never }[SourceId];

/** Every stand-in service, once each, in the catalogue's order. */
export const STAND_IN_SERVICES: readonly StandInService[] = [
  ...new Set(CATALOGUE_SOURCES.flatMap((id) => (sourceEntry(id).standIn?.service ? [sourceEntry(id).standIn!.service as StandInService] : []))),
];

/**
 * Every setting of the API that points a source at the stand-ins, given where they listen: the
 * HTTP stand-ins' origin and the DNS stand-in's `host:port`. `pnpm start`, the tests and the e2e
 * stack read it, so a new source's stand-in is configured everywhere by its entry.
 */
export function standInSettings(origin: string, dnsServer: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const id of CATALOGUE_SOURCES) {
    const standIn = sourceEntry(id).standIn;
    for (const [name, path] of Object.entries(standIn?.settings ?? {})) settings[name] = `${origin}${path}`;
    if (standIn?.dns) settings.SOURCES_DNS_SERVER = dnsServer;
  }
  return settings;
}

/**
 * Where each screen names a source: the translation key of its name is `<prefix>.<id>` in that
 * namespace, so a screen never keeps its own list of sources. Each namespace holds a name for
 * every source of the catalogue in every language (its test says which one is missing).
 */
export const SOURCE_NAME_KEYS = {
  /** shared/report: provenance, the report's lists of sources (the account's /my-data reads it too). */
  report: 'sources',
  /** mfe-marketing: the home page's "What we search". */
  marketing: 'sourceNames',
  /** mfe-legal: /about's "Where the results come from", a sentence per source. */
  legal: 'about.sources.items',
  /** mfe-funnel: the promise beside Pay. */
  funnelPromises: 'checkout.promises.sourceNames',
  /** mfe-funnel: what each source answered, on the empty preview. */
  funnelEmptyPreview: 'checkout.emptyPreview.sourceNames',
} as const;

export type SourceNamePlace = keyof typeof SOURCE_NAME_KEYS;

/** The translation key of a source's name in one place (`sourceNameKey('report', 'hibp')` → `sources.hibp`). */
export function sourceNameKey(place: SourceNamePlace, id: SourceId): string {
  return `${SOURCE_NAME_KEYS[place]}.${id}`;
}
