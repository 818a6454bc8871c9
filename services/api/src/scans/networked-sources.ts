import { NETWORKED, type SourceId, type SourceState } from '@mailscout/contracts';

// Which sources count as networked is written once, in each source's entry of the source
// catalogue (`networked`, docs/architecture.md#add-a-source).

// An answer, empty or not; error, timeout and rate_limited are "could not look".
const ANSWERED: ReadonlySet<SourceState> = new Set(['found', 'not_found']);

/**
 * The rule behind the credit return and the funnel's warning (docs/decisions.md#credit-back): at least one
 * networked source was asked and none of them answered. A source left `disabled` (no key
 * configured) was not asked, so it neither counts as failed nor as answered; a lookup with no
 * networked source at all (a phone number, a deployment without them) never meets the rule:
 * nothing failed, the report is what this deployment offers. A cached answer is an answer.
 */
export function noNetworkedSourceAnswered(states: ReadonlyArray<{ source: SourceId; state: SourceState }>): boolean {
  const asked = states.filter((s) => NETWORKED[s.source] && s.state !== 'disabled');
  return asked.length > 0 && !asked.some((s) => ANSWERED.has(s.state));
}
