import type { SourceId, SourceState } from '@mailscout/contracts';

/**
 * Which sources reach out over the network, read from the source registry
 * (`sources/registry.ts`, docs/decisions.md#sources):
 * - networked: Gravatar, GitHub and Have I Been Pwned, the three HTTP clients of `sources/http`
 *   (the local stand-ins in tests and offline, the real services in production);
 * - local: the checks (syntax, disposable list, free-mail, role, and MX through the host's own
 *   resolver, which says "unknown" rather than fail), the offline phone numbering plan, and the
 *   records index the operator loads into our own database.
 * A record keyed by every source id, so a new source cannot be added without deciding here.
 */
export const NETWORKED: Readonly<Record<SourceId, boolean>> = {
  'local-checks': false,
  'phone-numbering': false,
  records: false,
  gravatar: true,
  github: true,
  hibp: true,
  // Issue 19: HTTP (and DNS) clients of real services, stand-ins offline.
  libravatar: true,
  openpgp: true,
  gitlab: true,
  // Networked, but neither counts for the rule below: the domain facts say nothing about the
  // person (and answer at once for a free-mail domain), and the pivot only follows usernames
  // other sources found, so its "nothing to follow" is no answer about the address.
  'domain-facts': false,
  'username-pivot': false,
};

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
