import type { Report, SourceProgress } from '@mailscout/contracts';
import type { Findings } from '../sources/source';
import type { SourceResult } from './source-runner';

type ListCategory = Exclude<keyof Findings, 'emailChecks' | 'phoneChecks'>;
const LISTS: readonly ListCategory[] = ['names', 'ages', 'genders', 'locations', 'phones', 'emails', 'usernames', 'photos', 'accounts', 'breaches'];

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

export function progressOf(result: SourceResult): SourceProgress {
  return { source: result.source, state: result.answer.state, at: result.at.toISOString() };
}

/** The same value from one source once; from two sources twice (each keeps its provenance). */
function keyOf(category: ListCategory, value: unknown): string {
  if (category === 'accounts') return (value as { url: string }).url.toLowerCase();
  if (category === 'breaches') return (value as { name: string }).name.toLowerCase();
  return JSON.stringify(value).toLowerCase();
}

/**
 * Builds the report from whatever answered (DECISIONS §6): every datum is stamped with its
 * source and the time it was seen. Accounts without an http(s) URL are dropped (spec §2).
 */
export function assembleReport(input: {
  scanId: string;
  kind: Report['kind'];
  target: string;
  createdAt: Date;
  expiresAt: Date;
  durationSeconds: number;
  results: readonly SourceResult[];
  /** Set when the scan's credit goes back (decided by the caller, see scan-credit-decision.ts). */
  creditReturned?: Report['creditReturned'];
}): Report {
  const report: Report = {
    scanId: input.scanId,
    kind: input.kind,
    target: input.target,
    createdAt: input.createdAt.toISOString(),
    expiresAt: input.expiresAt.toISOString(),
    durationSeconds: Math.round(input.durationSeconds * 10) / 10,
    sources: input.results.map(progressOf),
    emailChecks: null,
    phoneChecks: null,
    names: [],
    ages: [],
    genders: [],
    locations: [],
    phones: [],
    emails: [],
    usernames: [],
    photos: [],
    accounts: [],
    breaches: [],
    ...(input.creditReturned ? { creditReturned: input.creditReturned } : {}),
  };
  for (const result of input.results) {
    if (result.answer.state !== 'found') continue;
    const { findings } = result.answer;
    const provenance = { source: result.source, seenAt: result.at.toISOString() };
    report.emailChecks ??= findings.emailChecks ?? null;
    report.phoneChecks ??= findings.phoneChecks ?? null;
    for (const category of LISTS) {
      const seen = new Set((report[category] as Array<{ value: unknown; source: string }>).filter((d) => d.source === result.source).map((d) => keyOf(category, d.value)));
      for (const value of (findings[category] ?? []) as unknown[]) {
        if (category === 'accounts' && !isWebUrl((value as { url: string }).url)) continue;
        const key = keyOf(category, value);
        if (seen.has(key)) continue;
        seen.add(key);
        (report[category] as Array<{ value: unknown }>).push({ value, ...provenance });
      }
    }
  }
  return report;
}
