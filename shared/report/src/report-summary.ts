import type { TFunction } from 'i18next';
import { groupData, reportData, searchedTest, type GroupedDatum, type Report, type ReportListCategory, type SourceId } from '@mailscout/contracts';
import { isWebUrl } from './site-icon';

/** One key fact of the summary: '3 linked accounts', found by 'Gravatar, GitHub'. */
export interface SummaryFact {
  id: FactId;
  value: string;
  sources: string;
}

export interface ReportSummary {
  /** The owner's name when a source gave one, with the sources that did. */
  name?: { value: string; from: string };
  /** The first photo a source found (an http(s) URL), with its sources. */
  photo?: { url: string; alt: string; from: string };
  /** Said when no source named anyone. */
  noName?: string;
  searchedLabel: string;
  facts: SummaryFact[];
  /** Said when there are no facts. */
  noFacts?: string;
}

/** The facts a reader looks for first (issue 15.3), in this order; a fact with nothing found is left out. */
const FACTS = ['accounts', 'breaches', 'locations', 'phones', 'emails', 'photos'] as const satisfies readonly ReportListCategory[];
type FactId = (typeof FACTS)[number];

/** Sources in the order they were first seen for any entry, by their display names. */
function sourcesOf(entries: ReadonlyArray<GroupedDatum<unknown>>, t: TFunction): string {
  const ids = [...new Set(entries.flatMap((entry) => entry.seen.map((seen) => seen.source)))] as SourceId[];
  return ids.map((id) => t(`sources.${id}`)).join(', ');
}

/**
 * The summary header: name and photo when a source found them (and which), then the counts of
 * what the report holds with their sources. Counted as the cards list them (`reportData`: one per
 * finding, never the searched address or number itself, docs/decisions.md#preview-counts), so the
 * header, the cards and the preview's counts before payment cannot disagree.
 */
export function buildSummary(report: Report, t: TFunction): ReportSummary {
  const context = report.kind;
  const names = groupData(report, 'names');
  const photos = groupData(report, 'photos').filter((entry) => isWebUrl(entry.value.url));
  const name = names[0];
  const photo = photos[0];
  const facts: SummaryFact[] = [];
  const isSearched = searchedTest(report.kind, report.target);
  for (const id of FACTS) {
    let entries: Array<GroupedDatum<unknown>> = reportData(report, id, isSearched);
    if (id === 'accounts' || id === 'photos') entries = entries.filter((entry) => isWebUrl((entry.value as { url: string }).url));
    if (entries.length === 0) continue;
    facts.push({ id, value: t(`summary.facts.${id}`, { count: entries.length }), sources: t('summary.sources', { sources: sourcesOf(entries, t) }) });
  }
  return {
    ...(name ? { name: { value: name.value, from: t('summary.nameFrom', { sources: sourcesOf([name], t) }) } } : { noName: t('summary.noName', { context }) }),
    ...(photo
      ? { photo: { url: photo.value.url, alt: t('summary.photoAlt', { name: name?.value ?? report.target }), from: t('summary.photoFrom', { sources: sourcesOf([photo], t) }) } }
      : {}),
    searchedLabel: t('summary.searched', { context }),
    facts,
    ...(facts.length === 0 ? { noFacts: t('summary.noFacts') } : {}),
  };
}
