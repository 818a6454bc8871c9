import type { Report, SourceId, WatchedCategory } from '@mailscout/contracts';

/** One finding a watch compares between checks: its category, a stable key, what to show, who found it. */
export interface WatchFinding {
  category: WatchedCategory;
  key: string;
  label: string;
  source: SourceId;
}

/**
 * What a check found in the watched categories (docs/decisions.md#watch-my-address). Sensitive
 * breaches never reach a report (the HIBP source drops them, docs/decisions.md#sources), so they
 * never reach a watch mail either. A new name is how a changed name shows.
 */
export function watchFindings(report: Report): WatchFinding[] {
  const found: WatchFinding[] = [];
  for (const d of report.breaches) found.push({ category: 'breaches', key: `breach:${d.value.name}`, label: d.value.breachDate ? `${d.value.title} (${d.value.breachDate})` : d.value.title, source: d.source });
  for (const d of report.accounts) found.push({ category: 'accounts', key: `account:${d.value.url}`, label: `${d.value.site}: ${d.value.url}`, source: d.source });
  for (const d of report.possibleAccounts ?? []) found.push({ category: 'possibleAccounts', key: `profile:${d.value.url}`, label: `${d.value.site}: ${d.value.url}`, source: d.source });
  for (const d of report.keys ?? []) found.push({ category: 'keys', key: `key:${d.value.fingerprint}`, label: d.value.fingerprint, source: d.source });
  // One photo whatever size or fallback its URL asks for (Gravatar and Libravatar serve the same image by one hash).
  for (const d of report.photos) found.push({ category: 'photos', key: `photo:${d.value.url.split('?')[0]}`, label: d.value.url.split('?')[0]!, source: d.source });
  for (const d of report.names) found.push({ category: 'names', key: `name:${d.value.trim().toLowerCase()}`, label: d.value, source: d.source });
  // One entry per key (several sources may report the same thing): the first source named.
  return [...new Map(found.map((f) => [f.key, f])).values()];
}
