import type { Source, SourceAnswer } from '../source';
import { httpGet, unexpectedStatus } from '../http/http-get';
import { retryAfterSeconds } from '../http/retry-after';
import { readPublishedKeys } from './read-published-key';

const SERVICE = 'keys.openpgp.org';
export const OPENPGP_KEYSERVER_URL = 'https://keys.openpgp.org';

/**
 * OpenPGP keys published for the address (docs/decisions.md#sources), from the keyserver's VKS API
 * (`GET /vks/v1/by-email/<address>`): 404 means no key is published for it. keys.openpgp.org
 * lists an address only after its owner confirmed it by mail, so a key found names them.
 */
export function openpgpSource(options: { url: string }): Source {
  const official = options.url === OPENPGP_KEYSERVER_URL;
  return {
    id: 'openpgp',
    takes: ['email'],
    returns: ['names', 'keys'],
    timeoutMs: 5_000,
    // The server allows about one lookup per address per minute and throttles bursts; stay well below.
    rateLimit: official ? { requests: 60, windowMs: 60_000 } : null,
    needsKey: false,
    enabled: true,
    async lookup(input, signal): Promise<SourceAnswer> {
      if (input.kind !== 'email') return { state: 'error', reason: `${SERVICE} takes email addresses only` };
      const result = await httpGet(SERVICE, `${options.url}/vks/v1/by-email/${encodeURIComponent(input.email.trim().toLowerCase())}`, { accept: 'application/pgp-keys' }, signal);
      if (!result.ok) return result.answer;
      const { status, headers, body } = result.response;
      if (status === 404) return { state: 'not_found' };
      if (status === 429) return { state: 'rate_limited', retryAfterSeconds: retryAfterSeconds(headers) };
      if (status !== 200) return unexpectedStatus(SERVICE, status);
      let keys;
      try {
        keys = await readPublishedKeys(body);
      } catch (error) {
        return { state: 'error', reason: `${SERVICE} answered something that is not an OpenPGP key (${error instanceof Error ? error.message : String(error)})` };
      }
      if (!keys.length) return { state: 'not_found' };
      const names = [...new Set(keys.flatMap((k) => k.names))];
      return {
        state: 'found',
        findings: {
          keys: keys.map(({ fingerprint, userIds, createdAt }) => ({ fingerprint, userIds, createdAt })),
          ...(names.length ? { names } : {}),
        },
      };
    },
  };
}
