import type { TFunction } from 'i18next';
import { CATEGORY_SOURCES, groupData, reportData, searchedTest, sourceNameKey, type GroupedDatum, type Language, type Report, type ReportCategory, type SourceId, type SourceState } from '@mailscout/contracts';
import { formatPhoneNumber } from '@mailscout/contracts/phone';
import { formatLongDate } from '@mailscout/i18n';
import { dataClassName } from './breach-data-classes';
import { countryName, localizeAddress } from './country-names';
import { isWebUrl, siteIconOf, type SiteIcon } from './site-icon';
import { siteName } from './site-name';
import { buildSummary, type ReportSummary } from './report-summary';

/** docs/product.md#results results page: the cards, in the original's order. */
export const SECTION_IDS = ['profile', 'sexOffender', 'phoneData', 'photos', 'accounts', 'possibleAccounts', 'phones', 'emails', 'keys', 'vehicles', 'relationships', 'work', 'education', 'breaches', 'domain'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * The report categories each card shows (docs/decisions.md#progress-screen). The sources that can fill a card are those
 * of its categories (`CATEGORY_SOURCES` in the contracts, the mapping the progress screen uses
 * too), so a card and the progress items cannot disagree about who looked. A card whose
 * categories no source fills is 'notSearched' and says so.
 */
const SECTION_CATEGORIES: Record<SectionId, readonly ReportCategory[]> = {
  profile: ['provider', 'mailServer', 'names', 'ages', 'genders', 'locations', 'usernames'],
  sexOffender: ['sexOffender'],
  phoneData: ['lineType'],
  photos: ['photos'],
  accounts: ['accounts'],
  possibleAccounts: ['possibleAccounts'],
  phones: ['phones'],
  emails: ['emails'],
  keys: ['keys'],
  vehicles: ['vehicles'],
  relationships: ['relationships'],
  work: ['work'],
  education: ['education'],
  breaches: ['breaches'],
  domain: ['domainFacts'],
};

/**
 * The newer sources' cards (docs/decisions.md#sources) appear only in reports whose lookup asked their source: a report made before
 * those sources existed, or a phone report (they take addresses only), has no such card at all
 * rather than one saying "no data".
 */
const ASKED_ONLY: ReadonlySet<SectionId> = new Set(['possibleAccounts', 'keys', 'domain']);

const sourcesOf = (id: SectionId): readonly SourceId[] => [...new Set(SECTION_CATEGORIES[id].flatMap((category) => CATEGORY_SOURCES[category]))];

const FAILED: ReadonlySet<SourceState> = new Set(['error', 'timeout', 'rate_limited']);

/** data: something to show; empty: looked, nothing; unavailable: a source failed; notSearched: no source set up or none exists. */
export type Availability = 'data' | 'empty' | 'unavailable' | 'notSearched';

export interface ReportItem {
  label?: string;
  value: string;
  /** An http(s) link (linked accounts). */
  href?: string;
  site?: SiteIcon;
  /** An http(s) image (photos). */
  image?: string;
  details?: string[];
  /** 'Source: GitHub · seen 22 November 2026' (docs/decisions.md#provenance). */
  provenance?: string;
}

export interface ReportSection {
  id: SectionId;
  title: string;
  availability: Availability;
  /** Why a 'notSearched' card was not searched: no source looks for it, or its source is not set up. */
  reason?: 'noSource' | 'notSetUp';
  /** What the card says instead of (or besides) data. */
  message?: string;
  items: ReportItem[];
}

export interface ReportDocument {
  title: string;
  target: string;
  duration: string;
  date: string;
  availableUntil: string;
  /** Set when the credit went back (docs/decisions.md#credit-back, docs/decisions.md#empty-previews): said first, with its reason. */
  creditReturned?: { notice: string; hint: string };
  /** Who the sources say this is and what they found, before the cards (docs/product.md#results). */
  summary: ReportSummary;
  /** The cards with something to show (data, or a warning that a source failed). */
  sections: ReportSection[];
  /**
   * The categories without data, one line per reason instead of a card each (docs/product.md#results), in
   * the original's words (docs/product.md#results: 'Keine Daten für diese Kategorie aus dem E-Mail-Scan verfügbar.').
   */
  gathered: string[];
  /** Texts only the PDF and the copied text need. */
  labels: { gathered: string; facts: string; photoMissing: string; tagline: string };
  footer: string;
}

interface Datum<T> {
  value: T;
  source: SourceId;
  seenAt: string;
}

function availabilityOf(report: Report, id: SectionId, hasData: boolean): { availability: Availability; partial: boolean; noSource?: boolean } {
  if (sourcesOf(id).length === 0) return { availability: 'notSearched', partial: false, noSource: true };
  const relevant = report.sources.filter((progress) => sourcesOf(id).includes(progress.source));
  const failed = relevant.some((progress) => FAILED.has(progress.state));
  if (hasData) return { availability: 'data', partial: failed };
  if (failed) return { availability: 'unavailable', partial: false };
  if (relevant.length > 0 && relevant.every((progress) => progress.state === 'disabled')) return { availability: 'notSearched', partial: false };
  return { availability: 'empty', partial: false };
}

/** Dates of the report (ISO instants, or a breach's YYYY-MM-DD) in the language's long format. */
export function longDate(value: string, language: Language): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatLongDate(date, language);
}

/**
 * The report as one language-specific document: the results page, the copied text and the PDF
 * all render this, so they cannot disagree.
 */
export function buildReportDocument(report: Report, t: TFunction, language: Language): ReportDocument {
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  const context = report.kind;
  const number = (value: number, digits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const provenance = (datum: Datum<unknown>) => t('provenance', { source: t(sourceNameKey('report', datum.source)), date: longDate(datum.seenAt, language) });
  const item = <T>(datum: Datum<T>, value: string, extra: Partial<ReportItem> = {}): ReportItem => ({ value, provenance: provenance(datum), ...extra });
  // One row per finding with every source that saw it: the same grouping (`groupData`) the
  // preview hints count with, so '2 places' before payment is two locations here.
  const grouped = <T>(entry: GroupedDatum<T>, value: string, extra: Partial<ReportItem> = {}): ReportItem => ({
    value,
    provenance: entry.seen.map((seen) => provenance({ value: entry.value, ...seen })).join('; '),
    ...extra,
  });
  const notFound = t('fields.notFound');

  const section = (id: SectionId, items: ReportItem[], options: { hasData?: boolean; always?: boolean } = {}): ReportSection => {
    const hasData = options.hasData ?? items.length > 0;
    const { availability, partial, noSource } = availabilityOf(report, id, hasData);
    const message =
      availability === 'unavailable'
        ? t('status.unavailable')
        : availability === 'notSearched'
          ? t(noSource ? 'status.noSource' : 'status.notSearched')
          : availability === 'empty'
            ? t('status.empty', { context })
            : partial
              ? t('status.partial')
              : undefined;
    return {
      id,
      title: t(`sections.${id}`),
      availability,
      ...(availability === 'notSearched' ? { reason: noSource ? ('noSource' as const) : ('notSetUp' as const) } : {}),
      message,
      items: hasData || options.always ? items : [],
    };
  };

  // Profile summary: the possible username is the first username (docs/product.md#results); every other row
  // shows what was found, or says it was not.
  const rows = (label: string, found: ReportItem[]): ReportItem[] => (found.length ? found.map((entry) => ({ ...entry, label })) : [{ label, value: notFound }]);
  const firstUsername = groupData(report, 'usernames')[0];
  const profileData = [report.usernames, report.names, report.ages, report.genders, report.locations, report.emails].some((list) => list.length > 0);
  const profile: ReportItem[] = [
    ...rows(t('fields.username'), firstUsername ? [grouped(firstUsername, firstUsername.value)] : []),
    ...rows(t('fields.owner'), groupData(report, 'names').map((d) => grouped(d, d.value))),
    ...rows(t('fields.age'), groupData(report, 'ages').map((d) => grouped(d, number(d.value)))),
    // Records hold an operator's wording ('female', 'Male'…): the known ones are said in the report's language.
    ...rows(t('fields.gender'), groupData(report, 'genders').map((d) => grouped(d, t(`values.gender.${d.value.trim().toLowerCase()}`, { defaultValue: d.value })))),
    ...rows(
      t('fields.location'),
      groupData(report, 'locations').map((d) => {
        const address = localizeAddress(d.value.address, language);
        return grouped(d, d.value.current ? `${address} (${t('fields.current')})` : address);
      }),
    ),
  ];
  if (report.kind === 'email') {
    const checks = report.emailChecks;
    const at = report.sources.find((progress) => progress.source === 'local-checks')?.at;
    const checked = (value: string): ReportItem => (at ? item({ value, source: 'local-checks', seenAt: at }, value) : { value });
    if (checks?.type) profile.push({ label: t('fields.emailType'), ...checked(t(`values.type.${checks.type}`)) });
    if (checks) profile.push({ label: t('fields.deliverability'), ...checked(t(`values.deliverability.${checks.deliverability}`)) });
  }

  // Records name a number's line type as libphonenumber does (MOBILE, FIXED_LINE…): say it in words.
  const lineType = (type: string) => t(`values.lineType.${type.toUpperCase()}`, { defaultValue: type });
  const phoneChecks = report.phoneChecks;
  const phoneAt = report.sources.find((progress) => progress.source === 'phone-numbering')?.at;
  const phoneData: ReportItem[] = [];
  if (phoneChecks?.valid) {
    const described = (label: string, value: string | null) => {
      if (!value) return;
      phoneData.push(phoneAt ? { label, ...item({ value, source: 'phone-numbering', seenAt: phoneAt }, value) } : { label, value });
    };
    described(t('fields.number'), phoneChecks.international ?? (phoneChecks.e164 ? formatPhoneNumber(phoneChecks.e164) : null));
    described(t('fields.country'), phoneChecks.country ? countryName(phoneChecks.country, language) : null);
    described(t('fields.lineType'), phoneChecks.lineType ? lineType(phoneChecks.lineType) : null);
    described(t('fields.carrier'), phoneChecks.carrier);
  }

  const photos = groupData(report, 'photos')
    .filter((d) => isWebUrl(d.value.url))
    .map((d, index) => grouped(d, t('fields.photo', { index: index + 1 }), { image: d.value.url, href: d.value.url }));
  const accounts = groupData(report, 'accounts')
    .filter((d) => isWebUrl(d.value.url))
    .map((d) => {
      const site = siteName(d.value.site, t);
      return grouped(d, d.value.username ? `${site}: ${d.value.username}` : site, { href: d.value.url, site: siteIconOf(d.value.site) });
    });
  // Other numbers and addresses than the one searched (docs/decisions.md#preview-counts): the header
  // names that one, and the number's own card describes it; so these cards list what the preview
  // counted before payment.
  const isSearched = searchedTest(report.kind, report.target);
  // docs/decisions.md#phone-numbers: every number in the one international format, whatever form its source gave.
  const phones = reportData(report, 'phones', isSearched).map((d) => {
    const shown = formatPhoneNumber(d.value.number);
    return grouped(d, d.value.type ? `${shown} (${lineType(d.value.type)})` : shown);
  });
  const emails = reportData(report, 'emails', isSearched).map((d) => grouped(d, d.value.primary ? `${d.value.address} (${t('fields.primary')})` : d.value.address));
  const breaches = groupData(report, 'breaches').map((d) => {
    const b = d.value;
    const details = [
      b.domain ? t('fields.domain', { domain: b.domain }) : null,
      b.breachDate ? t('fields.breachDate', { date: longDate(b.breachDate, language) }) : null,
      b.pwnCount !== null ? t('fields.affected', { number: number(b.pwnCount) }) : null,
      b.dataClasses.length ? t('fields.dataClasses', { classes: b.dataClasses.map((name) => dataClassName(name, t)).join(', ') }) : null,
      b.description,
    ].filter((line): line is string => Boolean(line));
    return grouped(d, b.title || b.name, { details });
  });

  // docs/decisions.md#sources: possible accounts apart from the verified links, each with its evidence and confidence.
  const possibleAccounts = groupData(report, 'possibleAccounts')
    .filter((d) => isWebUrl(d.value.url))
    .map((d) => {
      const p = d.value;
      const details = [
        t('fields.confidence', { level: t(`values.confidence.${p.confidence}`) }),
        p.evidence.marker ? t('fields.evidenceMarker', { status: p.evidence.httpStatus, marker: p.evidence.marker }) : t('fields.evidence', { status: p.evidence.httpStatus }),
        t('fields.via', { sources: p.via.split(',').map((source) => t(sourceNameKey('report', source as SourceId), { defaultValue: source })).join(', ') }),
      ];
      return grouped(d, `${p.site}: ${p.username}`, { href: p.url, site: siteIconOf(p.site), details });
    });
  const keys = groupData(report, 'keys').map((d) => {
    const k = d.value;
    const details = [
      t('fields.fingerprint', { fingerprint: k.fingerprint.replace(/(.{4})(?!$)/g, '$1 ') }),
      k.createdAt ? t('fields.keyCreated', { date: longDate(k.createdAt, language) }) : null,
      ...k.userIds.slice(1).map((userId) => t('fields.userId', { userId })),
    ].filter((line): line is string => Boolean(line));
    return grouped(d, k.userIds[0] ?? k.fingerprint, { details });
  });
  // docs/decisions.md#sources: facts about the domain, labelled as such, never as facts about the person.
  const domainFacts = groupData(report, 'domainFacts').map((d) => {
    const f = d.value;
    const value = f.kind === 'mailProvider' ? t(`values.mailProvider.${f.value}`, { defaultValue: f.value }) : f.kind === 'registeredAt' ? longDate(f.value, language) : f.value;
    return grouped(d, value, { label: t(`fields.${f.kind}`) });
  });
  const domainName = report.kind === 'email' ? (report.target.split('@')[1] ?? report.target) : report.target;
  const noted = (entry: ReportSection, note: string): ReportSection => (entry.availability === 'data' ? { ...entry, message: entry.message ? `${note} ${entry.message}` : note } : entry);

  const sexOffender: ReportSection = {
    id: 'sexOffender',
    title: t('sections.sexOffender'),
    availability: 'notSearched',
    reason: 'noSource',
    message: t('status.sexOffender'),
    items: [],
  };

  const sections: ReportSection[] = [
    section('profile', profile, { hasData: profileData, always: true }),
    sexOffender,
    section('phoneData', phoneData),
    section('photos', photos),
    section('accounts', accounts),
    noted(section('possibleAccounts', possibleAccounts), t('fields.possibleNote')),
    section('phones', phones),
    section('emails', emails),
    section('keys', keys),
    section('vehicles', []),
    section('relationships', []),
    section('work', []),
    section('education', []),
    section('breaches', breaches),
    noted(section('domain', domainFacts), t('fields.domainNote', { domain: domainName })),
  ].filter((entry) => !ASKED_ONLY.has(entry.id) || report.sources.some((progress) => sourcesOf(entry.id).includes(progress.source)));

  const summary = buildSummary(report, t);
  return {
    title: t('view.title', { context }),
    target: report.kind === 'phone' ? formatPhoneNumber(report.target) : report.target,
    // How long the sources were being asked, the preview's own time included when the paid scan
    // reused its answers (measured by the server from the answers' times).
    duration:
      report.durationSeconds < 1
        ? t('view.durationUnderOne')
        : t('view.duration', { count: report.durationSeconds, seconds: number(report.durationSeconds, 1) }),
    date: t('view.reportDate', { date: longDate(report.createdAt, language) }),
    // A report kept for nobody (the owner's free self-check) says so instead of a date it could be reopened until.
    availableUntil: Date.parse(report.expiresAt) > Date.parse(report.createdAt) ? t('view.availableUntil', { date: longDate(report.expiresAt, language) }) : t('view.notStored'),
    ...(report.creditReturned?.reason === 'scan_nothing_found'
      ? {
          // docs/decisions.md#empty-previews: the sources answered, empty; the cards still say what was checked.
          creditReturned: { notice: t('status.creditReturned', { context: 'nothingFound' }), hint: t('status.creditReturnedHint', { context: 'nothingFound' }) },
          ...gatherEmpty(sections, t, context),
        }
      : report.creditReturned
      ? {
          creditReturned: { notice: t('status.creditReturned'), hint: t('status.creditReturnedHint') },
          // One notice instead of a stack of cards that each say "unavailable": only what the
          // local sources still found (a records hit, say) is shown.
          sections: sections.filter((entry) => entry.availability === 'data'),
          gathered: [],
        }
      : gatherEmpty(sections, t, context)),
    summary,
    labels: {
      gathered: t('gathered.label'),
      facts: t('summary.factsLabel'),
      photoMissing: t('pdf.photoMissing'),
      tagline: t('pdf.tagline', { context }),
    },
    footer: t('view.footer', { context }),
  };
}

/**
 * The profile card always shows (it holds the free checks), and so does a card whose source
 * failed (the reader must know data may be missing); every other card without data becomes a
 * name in one line per reason. The sex-offender check keeps its own sentence (US-only registers).
 */
function gatherEmpty(all: ReportSection[], t: TFunction, context: Report['kind']): { sections: ReportSection[]; gathered: string[] } {
  const shown = (section: ReportSection) => section.id === 'profile' || section.availability === 'data' || section.availability === 'unavailable';
  const titles = (keep: (section: ReportSection) => boolean) =>
    all
      .filter((section) => !shown(section) && section.id !== 'sexOffender' && keep(section))
      .map((section) => section.title)
      .join(', ');
  const empty = titles((section) => section.availability === 'empty');
  const noSource = titles((section) => section.reason === 'noSource');
  const notSetUp = titles((section) => section.reason === 'notSetUp');
  const sexOffender = all.find((section) => section.id === 'sexOffender');
  return {
    sections: all.filter(shown),
    gathered: [
      empty ? t('gathered.empty', { context, sections: empty }) : null,
      notSetUp ? t('gathered.notSetUp', { sections: notSetUp }) : null,
      noSource ? t('gathered.noSource', { sections: noSource }) : null,
      sexOffender?.message ?? null,
    ].filter((line): line is string => Boolean(line)),
  };
}
