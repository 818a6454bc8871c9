import type { TFunction } from 'i18next';
import type { Language, Report, SourceId, SourceState } from '@mailscout/contracts';
import { formatLongDate } from '@mailscout/i18n';
import { isWebUrl, siteIconOf, type SiteIcon } from './site-icon';

/** Spec §2 results page: the cards, in the specification's order. */
export const SECTION_IDS = ['profile', 'sexOffender', 'phoneData', 'photos', 'accounts', 'phones', 'emails', 'vehicles', 'relationships', 'work', 'education', 'breaches'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * The sources that can fill each card (DECISIONS §6). A card without data whose source failed
 * is 'unavailable', not 'no data'. Vehicles, relationships, work history and education have no
 * source at all: they always say so honestly.
 */
const SECTION_SOURCES: Record<SectionId, readonly SourceId[]> = {
  profile: ['local-checks', 'gravatar', 'github', 'records'],
  sexOffender: [],
  phoneData: ['phone-numbering'],
  photos: ['gravatar', 'github', 'records'],
  accounts: ['gravatar', 'github', 'records'],
  phones: ['records'],
  emails: ['github', 'records'],
  vehicles: [],
  relationships: [],
  work: [],
  education: [],
  breaches: ['hibp'],
};

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
  /** 'Source: GitHub · seen 22 November 2026' (DECISIONS §6). */
  provenance?: string;
}

export interface ReportSection {
  id: SectionId;
  title: string;
  availability: Availability;
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
  /** Set when no source could be reached and the credit went back (DECISIONS §3): said first. */
  creditReturned?: { notice: string; hint: string };
  sections: ReportSection[];
  footer: string;
}

interface Datum<T> {
  value: T;
  source: SourceId;
  seenAt: string;
}

function availabilityOf(report: Report, id: SectionId, hasData: boolean): { availability: Availability; partial: boolean } {
  const relevant = report.sources.filter((progress) => SECTION_SOURCES[id].includes(progress.source));
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
 * Sources often agree (Gravatar, GitHub and the records index naming the same account): one row
 * per finding, whose provenance names every source that saw it. A link is the same finding
 * whatever each source calls it.
 */
export function mergeDuplicates(items: ReportItem[]): ReportItem[] {
  const merged = new Map<string, ReportItem>();
  for (const entry of items) {
    const key = entry.href ? `href|${entry.href.replace(/\/+$/, '').toLowerCase()}` : `${entry.label ?? ''}|${entry.value.toLowerCase()}`;
    const seen = merged.get(key);
    if (!seen) merged.set(key, entry);
    else if (entry.provenance && !seen.provenance?.includes(entry.provenance)) {
      merged.set(key, { ...seen, provenance: seen.provenance ? `${seen.provenance}; ${entry.provenance}` : entry.provenance });
    }
  }
  return [...merged.values()];
}

/**
 * The report as one language-specific document: the results page, the copied text and the PDF
 * all render this, so they cannot disagree.
 */
export function buildReportDocument(report: Report, t: TFunction, language: Language): ReportDocument {
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  const context = report.kind;
  const number = (value: number, digits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const provenance = (datum: Datum<unknown>) => t('report.provenance', { source: t(`report.sources.${datum.source}`), date: longDate(datum.seenAt, language) });
  const item = <T>(datum: Datum<T>, value: string, extra: Partial<ReportItem> = {}): ReportItem => ({ value, provenance: provenance(datum), ...extra });
  const notFound = t('report.fields.notFound');

  const section = (id: SectionId, items: ReportItem[], options: { hasData?: boolean; always?: boolean } = {}): ReportSection => {
    const hasData = options.hasData ?? items.length > 0;
    const { availability, partial } = availabilityOf(report, id, hasData);
    const message =
      availability === 'unavailable'
        ? t('report.status.unavailable')
        : availability === 'notSearched'
          ? t('report.status.notSearched')
          : availability === 'empty'
            ? t('report.status.empty', { context })
            : partial
              ? t('report.status.partial')
              : undefined;
    return { id, title: t(`report.sections.${id}`), availability, message, items: hasData || options.always ? items : [] };
  };

  // Profile summary: the possible username is the first username (spec §2); every other row
  // shows what was found, or says it was not.
  const rows = (label: string, found: ReportItem[]): ReportItem[] => (found.length ? mergeDuplicates(found.map((entry) => ({ ...entry, label }))) : [{ label, value: notFound }]);
  const firstUsername = report.usernames[0];
  const profileData = [report.usernames, report.names, report.ages, report.genders, report.locations, report.emails].some((list) => list.length > 0);
  const profile: ReportItem[] = [
    ...rows(t('report.fields.username'), firstUsername ? [item(firstUsername, firstUsername.value)] : []),
    ...rows(t('report.fields.owner'), report.names.map((d) => item(d, d.value))),
    ...rows(t('report.fields.age'), report.ages.map((d) => item(d, number(d.value)))),
    // Records hold an operator's wording ('female', 'Male'…): the known ones are said in the report's language.
    ...rows(t('report.fields.gender'), report.genders.map((d) => item(d, t(`report.values.gender.${d.value.trim().toLowerCase()}`, { defaultValue: d.value })))),
    ...rows(
      t('report.fields.location'),
      report.locations.map((d) => item(d, d.value.current ? `${d.value.address} (${t('report.fields.current')})` : d.value.address)),
    ),
  ];
  if (report.kind === 'email') {
    const checks = report.emailChecks;
    const at = report.sources.find((progress) => progress.source === 'local-checks')?.at;
    const checked = (value: string): ReportItem => (at ? item({ value, source: 'local-checks', seenAt: at }, value) : { value });
    if (checks?.type) profile.push({ label: t('report.fields.emailType'), ...checked(t(`report.values.type.${checks.type}`)) });
    if (checks) profile.push({ label: t('report.fields.deliverability'), ...checked(t(`report.values.deliverability.${checks.deliverability}`)) });
  }

  // Records name a number's line type as libphonenumber does (MOBILE, FIXED_LINE…): say it in words.
  const lineType = (type: string) => t(`report.values.lineType.${type.toUpperCase()}`, { defaultValue: type });
  const phoneChecks = report.phoneChecks;
  const phoneAt = report.sources.find((progress) => progress.source === 'phone-numbering')?.at;
  const phoneData: ReportItem[] = [];
  if (phoneChecks?.valid) {
    const described = (label: string, value: string | null) => {
      if (!value) return;
      phoneData.push(phoneAt ? { label, ...item({ value, source: 'phone-numbering', seenAt: phoneAt }, value) } : { label, value });
    };
    described(t('report.fields.number'), phoneChecks.international ?? phoneChecks.e164);
    described(t('report.fields.country'), phoneChecks.country ? countryName(phoneChecks.country, language) : null);
    described(t('report.fields.lineType'), phoneChecks.lineType ? lineType(phoneChecks.lineType) : null);
    described(t('report.fields.carrier'), phoneChecks.carrier);
  }

  const photos = report.photos
    .filter((d) => isWebUrl(d.value.url))
    .map((d, index) => item(d, t('report.fields.photo', { index: index + 1 }), { image: d.value.url, href: d.value.url }));
  const accounts = mergeDuplicates(
    report.accounts
      .filter((d) => isWebUrl(d.value.url))
      .map((d) => item(d, d.value.username ? `${d.value.site}: ${d.value.username}` : d.value.site, { href: d.value.url, site: siteIconOf(d.value.site) })),
  );
  const phones = mergeDuplicates(report.phones.map((d) => item(d, d.value.type ? `${d.value.number} (${lineType(d.value.type)})` : d.value.number)));
  const emails = mergeDuplicates(report.emails.map((d) => item(d, d.value.primary ? `${d.value.address} (${t('report.fields.primary')})` : d.value.address)));
  const breaches = report.breaches.map((d) => {
    const b = d.value;
    const details = [
      b.domain ? t('report.fields.domain', { domain: b.domain }) : null,
      b.breachDate ? t('report.fields.breachDate', { date: longDate(b.breachDate, language) }) : null,
      b.pwnCount !== null ? t('report.fields.affected', { number: number(b.pwnCount) }) : null,
      b.dataClasses.length ? t('report.fields.dataClasses', { classes: b.dataClasses.join(', ') }) : null,
      b.description,
    ].filter((line): line is string => Boolean(line));
    return item(d, b.title || b.name, { details });
  });

  const sexOffender: ReportSection = {
    id: 'sexOffender',
    title: t('report.sections.sexOffender'),
    availability: 'notSearched',
    message: t('report.status.sexOffender'),
    items: [],
  };

  const sections: ReportSection[] = [
    section('profile', profile, { hasData: profileData, always: true }),
    sexOffender,
    section('phoneData', phoneData),
    section('photos', photos),
    section('accounts', accounts),
    section('phones', phones),
    section('emails', emails),
    section('vehicles', []),
    section('relationships', []),
    section('work', []),
    section('education', []),
    section('breaches', breaches),
  ];

  return {
    title: t('report.view.title', { context }),
    target: report.target,
    duration: t('report.view.duration', { seconds: number(report.durationSeconds, 1) }),
    date: t('report.view.reportDate', { date: longDate(report.createdAt, language) }),
    availableUntil: t('report.view.availableUntil', { date: longDate(report.expiresAt, language) }),
    ...(report.creditReturned
      ? {
          creditReturned: { notice: t('report.status.creditReturned'), hint: t('report.status.creditReturnedHint') },
          // One notice instead of a stack of cards that each say "unavailable": only what the
          // local sources still found (a records hit, say) is shown.
          sections: sections.filter((entry) => entry.availability === 'data'),
        }
      : { sections }),
    footer: t('report.view.footer', { context }),
  };
}

function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
