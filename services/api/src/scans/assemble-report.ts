import type { Report, SourceProgress } from '@mailscout/contracts';
import type { Findings } from '../sources/source';
import type { SourceResult } from './source-runner';

type ListCategory = Exclude<keyof Findings, 'emailChecks' | 'phoneChecks'>;
const LISTS: readonly ListCategory[] = ['names', 'ages', 'genders', 'locations', 'phones', 'emails', 'usernames', 'photos', 'accounts', 'breaches', 'keys', 'domainFacts', 'possibleAccounts'];

/** The part of a report the sources fill: the checks and the lists, each datum with its provenance. */
export type AssembledFindings = Required<Pick<Report, 'emailChecks' | 'phoneChecks' | ListCategory>>;

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

export function progressOf(result: SourceResult): SourceProgress {
  return { source: result.source, state: result.answer.state, at: result.at.toISOString() };
}

/** The same value from one source once; from two sources twice (each keeps its provenance). */
function keyOf(category: ListCategory, value: unknown): string {
  if (category === 'accounts') return (value as { url: string }).url.toLowerCase();
  if (category === 'breaches') return (value as { name: string }).name.toLowerCase();
  if (category === 'possibleAccounts') return (value as { url: string }).url.toLowerCase();
  if (category === 'keys') return (value as { fingerprint: string }).fingerprint.toLowerCase();
  return JSON.stringify(value).toLowerCase();
}

/**
 * What the sources found, stamped with source and time (docs/decisions.md#provenance). The paid report and the
 * preview's hints are both made from this, so the hints count what the report will show.
 * Accounts without an http(s) URL are dropped (docs/product.md#screens).
 */
export function assembleFindings(results: readonly SourceResult[]): AssembledFindings {
  const out: AssembledFindings = { emailChecks: null, phoneChecks: null, names: [], ages: [], genders: [], locations: [], phones: [], emails: [], usernames: [], photos: [], accounts: [], breaches: [], keys: [], domainFacts: [], possibleAccounts: [] };
  for (const result of results) {
    if (result.answer.state !== 'found') continue;
    const { findings } = result.answer;
    const provenance = { source: result.source, seenAt: result.at.toISOString() };
    out.emailChecks ??= findings.emailChecks ?? null;
    out.phoneChecks ??= findings.phoneChecks ?? null;
    for (const category of LISTS) {
      const seen = new Set((out[category] as Array<{ value: unknown; source: string }>).filter((d) => d.source === result.source).map((d) => keyOf(category, d.value)));
      for (const value of (findings[category] ?? []) as unknown[]) {
        if ((category === 'accounts' || category === 'possibleAccounts') && !isWebUrl((value as { url: string }).url)) continue;
        const key = keyOf(category, value);
        if (seen.has(key)) continue;
        seen.add(key);
        (out[category] as Array<{ value: unknown }>).push({ value, ...provenance });
      }
    }
  }
  return out;
}

/**
 * How long the lookup took (the report header): the time in which a source was being asked,
 * from its first call to its last answer. A paid scan that reused the preview's answers
 * (cached) counts the preview's own asking time, not the minutes the visitor spent paying in
 * between: overlapping calls are counted once and gaps where nothing was asked are left out.
 * A source not asked (disabled, rate-limited at once) adds nothing.
 */
export function lookupDurationSeconds(results: ReadonlyArray<Pick<SourceResult, 'startedAt' | 'at'>>): number {
  const spans = results
    .map((r) => [r.startedAt.getTime(), r.at.getTime()] as const)
    .filter(([start, end]) => Number.isFinite(start) && end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let open: [number, number] | null = null;
  for (const [start, end] of spans) {
    if (open && start <= open[1]) open[1] = Math.max(open[1], end);
    else {
      if (open) total += open[1] - open[0];
      open = [start, end];
    }
  }
  if (open) total += open[1] - open[0];
  return total / 1000;
}

/**
 * Builds the report from whatever answered (docs/decisions.md#provenance): every datum is stamped with its
 * source and the time it was seen. The duration is measured from the results' own times
 * (`lookupDurationSeconds`).
 */
export function assembleReport(input: {
  scanId: string;
  kind: Report['kind'];
  target: string;
  createdAt: Date;
  expiresAt: Date;
  results: readonly SourceResult[];
  /** Set when the scan's credit goes back (decided by the caller, see scan-credit-decision.ts). */
  creditReturned?: Report['creditReturned'];
}): Report {
  const measured = lookupDurationSeconds(input.results);
  return {
    scanId: input.scanId,
    kind: input.kind,
    target: input.target,
    createdAt: input.createdAt.toISOString(),
    expiresAt: input.expiresAt.toISOString(),
    durationSeconds: Math.round(measured * 10) / 10,
    sources: input.results.map(progressOf),
    ...assembleFindings(input.results),
    ...(input.creditReturned ? { creditReturned: input.creditReturned } : {}),
  };
}
