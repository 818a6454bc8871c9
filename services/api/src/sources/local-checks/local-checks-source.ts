import type { Source, SourceAnswer } from '../source';
import type { MailDns } from './deliverability';
import { runLocalChecks } from './run-local-checks';

// Each DNS question has this long; MX then A/AAAA fits in the source's own limit.
const DNS_TIMEOUT_MS = 2_500;

function whenAborted(signal: AbortSignal): Promise<SourceAnswer> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve({ state: 'timeout' });
    signal.addEventListener('abort', () => resolve({ state: 'timeout' }), { once: true });
  });
}

/**
 * The free checks of the verification checklist (docs/decisions.md#verification-checklist) as a source. It always answers
 * `found`: the checks are a verdict about the address, and "not a valid address" is a verdict
 * too (valid: false), which the checklist shows, rather than a missing answer.
 */
export function localChecksSource(options: { dns?: MailDns } = {}): Source {
  return {
    id: 'local-checks',
    takes: ['email'],
    returns: ['emailChecks'],
    timeoutMs: 2 * DNS_TIMEOUT_MS + 1_000,
    rateLimit: null,
    needsKey: false,
    enabled: true,
    async lookup(input, signal) {
      if (input.kind !== 'email') return { state: 'error', reason: 'local checks take email addresses only' };
      const checks = runLocalChecks(input.email, { dns: options.dns, timeoutMs: DNS_TIMEOUT_MS }).then(
        (emailChecks): SourceAnswer => ({ state: 'found', findings: { emailChecks } }),
        (error: unknown): SourceAnswer => ({ state: 'error', reason: error instanceof Error ? error.message : String(error) }),
      );
      return Promise.race([checks, whenAborted(signal)]);
    },
  };
}
