import { reportCategoryCounts, searchedTest, type IsSearched, type LookupKind, type PreviewHints } from '@mailscout/contracts';
import { assembleFindings, progressOf } from './assemble-report';
import { noNetworkedSourceAnswered } from './networked-sources';
import type { SourceResult } from './source-runner';

/**
 * docs/product.md#data report preview hints from what the sources found: counts and booleans only, so
 * nothing personal is shown before payment. They are counted from the same assembled findings
 * and with the same rules as the paid report (docs/decisions.md#preview-counts: one finding seen by
 * two sources is one, and the searched address or number itself is never counted), so "2 other
 * email addresses" means the report lists two. The service provider is the address's domain (or
 * the phone's country), which the visitor typed themselves.
 *
 * `target` is the normal form of what was searched; `isSearched` tells it among the findings
 * when only its hash is known (the watchdog, which completes a preview from its cached answers).
 */
export function previewHints(kind: LookupKind, target: string, results: readonly SourceResult[], isSearched: IsSearched = searchedTest(kind, target)): PreviewHints {
  const findings = assembleFindings(results);
  const categories = reportCategoryCounts({ ...findings, kind, target }, isSearched);
  const count = (category: 'names' | 'locations' | 'phones' | 'accounts' | 'breaches') => categories[category] ?? 0;
  return {
    ownerNameFound: count('names') > 0,
    locationFound: count('locations') > 0,
    serviceProvider: kind === 'email' ? (target.split('@')[1] ?? null) : (findings.phoneChecks?.country ?? null),
    // For a number: other numbers than the one searched.
    phoneFound: count('phones') > 0,
    socialProfiles: count('accounts'),
    // The places the report lists (its locations; the wire name stays for funnel releases already out).
    addressRecords: count('locations'),
    breaches: count('breaches'),
    // The same rule as the paid scan's credit return, so the funnel's warning before payment
    // (docs/decisions.md#credit-back) means exactly "a scan now would likely give its credit back".
    noNetworkedSourceAnswered: noNetworkedSourceAnswered(results.map(progressOf)),
    categories,
  };
}
