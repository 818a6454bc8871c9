import type { TFunction } from 'i18next';
import { CATEGORY_SOURCES, groupData, reportData, searchedTest, sourceNameKey, type GroupedDatum, type Report, type ReportListCategory, type SourceId, type SourceState } from '@mailscout/contracts';
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

/** The facts a reader looks for first (docs/product.md#results), in this order; a fact with nothing found is left out. */
const FACTS = ['accounts', 'breaches', 'locations', 'phones', 'emails', 'photos'] as const satisfies readonly ReportListCategory[];
type FactId = (typeof FACTS)[number];

/** Sources in the order they were first seen for any entry, by their display names. */
function sourcesOf(entries: ReadonlyArray<GroupedDatum<unknown>>, t: TFunction): string {
  const ids = [...new Set(entries.flatMap((entry) => entry.seen.map((seen) => seen.source)))] as SourceId[];
  return ids.map((id) => t(sourceNameKey('report', id))).join(', ');
}

/** A source that could not look: it failed, or never answered before the scan ended. */
const COULD_NOT_LOOK: ReadonlySet<SourceState> = new Set(['error', 'timeout', 'rate_limited', 'pending']);

/**
 * What the report can say when a category shows nothing (docs/decisions.md#empty-previews: failed is not
 * empty): 'nothing found' only when every source for it answered; 'could not be checked', naming the
 * sources that failed, when none answered ('unchecked') or some did ('partly').
 */
function emptyReason(report: Report, categories: readonly ReportListCategory[], t: TFunction): { key: 'answered' } | { key: 'unchecked' | 'partly'; sources: string } {
  const wanted = new Set(categories.flatMap((category) => CATEGORY_SOURCES[category]));
  const asked = report.sources.filter((progress) => wanted.has(progress.source) && progress.state !== 'disabled');
  const failed = asked.filter((progress) => COULD_NOT_LOOK.has(progress.state));
  if (failed.length === 0) return { key: 'answered' };
  const sources = failed.map((progress) => t(sourceNameKey('report', progress.source))).join(', ');
  return { key: failed.length === asked.length ? 'unchecked' : 'partly', sources };
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
  const nameReason = emptyReason(report, ['names'], t);
  const factsReason = emptyReason(report, FACTS, t);
  for (const id of FACTS) {
    let entries: Array<GroupedDatum<unknown>> = reportData(report, id, isSearched);
    if (id === 'accounts' || id === 'photos') entries = entries.filter((entry) => isWebUrl((entry.value as { url: string }).url));
    if (entries.length === 0) continue;
    facts.push({ id, value: t(`summary.facts.${id}`, { count: entries.length }), sources: t('summary.sources', { sources: sourcesOf(entries, t) }) });
  }
  return {
    ...(name
      ? { name: { value: name.value, from: t('summary.nameFrom', { sources: sourcesOf([name], t) }) } }
      : {
          noName:
            nameReason.key === 'answered'
              ? t('summary.noName', { context })
              : t(nameReason.key === 'unchecked' ? 'summary.noNameUnchecked' : 'summary.noNamePartly', { context, sources: nameReason.sources }),
        }),
    ...(photo
      ? { photo: { url: photo.value.url, alt: t('summary.photoAlt', { name: name?.value ?? report.target }), from: t('summary.photoFrom', { sources: sourcesOf([photo], t) }) } }
      : {}),
    searchedLabel: t('summary.searched', { context }),
    facts,
    ...(facts.length === 0
      ? { noFacts: factsReason.key === 'answered' ? t('summary.noFacts') : t(factsReason.key === 'unchecked' ? 'summary.noFactsUnchecked' : 'summary.noFactsPartly', { sources: factsReason.sources }) }
      : {}),
  };
}
