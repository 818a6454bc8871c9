import { nothingBeyondFreeChecks, reportCategoryCounts, type CreditReturned, type LookupKind } from '@mailscout/contracts';
import { assembleFindings, progressOf } from './assemble-report';
import { noNetworkedSourceAnswered } from './networked-sources';
import type { SourceResult } from './source-runner';

/**
 * Whether a paid scan keeps its credit. It goes back (once, under the scan's ledger key):
 * - when no networked source answered (docs/decisions.md#credit-back, the rule in networked-sources.ts);
 * - else when the report holds nothing beyond the free checks (docs/decisions.md#empty-previews): its
 *   counts, made as the report and the preview make them (`reportCategoryCounts`), meet the one
 *   rule of the contracts (`nothingBeyondFreeChecks`). Nothing was sold, so nothing is charged.
 * A report with at least one finding keeps its charge, partial or not (its unavailable sections
 * say what could not be checked).
 */
export function creditDecision(results: readonly SourceResult[], searched: { kind: LookupKind; target: string }): CreditReturned | undefined {
  if (noNetworkedSourceAnswered(results.map(progressOf))) return { reason: 'scan_no_source_answered' };
  const counts = reportCategoryCounts({ ...assembleFindings(results), kind: searched.kind, target: searched.target });
  return nothingBeyondFreeChecks(counts) ? { reason: 'scan_nothing_found' } : undefined;
}
