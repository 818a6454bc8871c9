import type { CreditReturned } from '@mailscout/contracts';
import { progressOf } from './assemble-report';
import { noNetworkedSourceAnswered } from './networked-sources';
import type { SourceResult } from './source-runner';

/**
 * Whether a paid scan keeps its credit (docs/decisions.md#credit-back): it goes back when no networked source
 * answered (the rule in networked-sources.ts). A partial report, where at least one networked
 * source answered, keeps its charge and marks its unavailable sections instead.
 */
export function creditDecision(results: readonly SourceResult[]): CreditReturned | undefined {
  return noNetworkedSourceAnswered(results.map(progressOf)) ? { reason: 'scan_no_source_answered' } : undefined;
}
