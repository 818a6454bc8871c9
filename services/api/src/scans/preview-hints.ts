import { groupData, reportCategoryCounts, type PreviewHints } from '@mailscout/contracts';
import { assembleFindings, progressOf } from './assemble-report';
import { noNetworkedSourceAnswered } from './networked-sources';
import type { SourceResult } from './source-runner';

/**
 * docs/product.md#data report preview hints from what the sources found: counts and booleans only, so
 * nothing personal is shown before payment. They are counted from the same assembled findings
 * and with the same rules (`reportCategoryCounts`: one finding seen by two sources is one) as
 * the paid report, so "Address records 2" means the report lists two locations. The service
 * provider is the address's domain (or the phone's country), which the visitor typed themselves.
 */
export function previewHints(kind: 'email' | 'phone', target: string, results: readonly SourceResult[]): PreviewHints {
  const findings = assembleFindings(results);
  const categories = reportCategoryCounts(findings);
  // The searched number itself is not a find ("Other phone numbers").
  const otherPhones = groupData(findings, 'phones').filter((p) => kind === 'email' || p.value.number.replace(/[\s()-]/g, '') !== target);
  return {
    ownerNameFound: (categories.names ?? 0) > 0,
    locationFound: (categories.locations ?? 0) > 0,
    serviceProvider: kind === 'email' ? (target.split('@')[1] ?? null) : (findings.phoneChecks?.country ?? null),
    phoneFound: otherPhones.length > 0,
    socialProfiles: categories.accounts ?? 0,
    addressRecords: categories.locations ?? 0,
    breaches: categories.breaches ?? 0,
    // The same rule as the paid scan's credit return, so the funnel's warning before payment
    // (docs/decisions.md#credit-back) means exactly "a scan now would likely give its credit back".
    noNetworkedSourceAnswered: noNetworkedSourceAnswered(results.map(progressOf)),
    categories,
  };
}
