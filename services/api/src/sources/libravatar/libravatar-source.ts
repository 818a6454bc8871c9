import crypto from 'node:crypto';
import type { Source, SourceAnswer } from '../source';
import { isNoSuchRecord, type SourceDns } from '../dns/source-dns';
import { httpGet, unexpectedStatus } from '../http/http-get';
import { retryAfterSeconds } from '../http/retry-after';

const SERVICE = 'Libravatar';
export const LIBRAVATAR_URL = 'https://seccdn.libravatar.org';

/** Libravatar accepts the SHA-256 (or MD5) of the trimmed, lower-cased address. */
export const libravatarHash = (email: string) => crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

type Base = { ok: true; url: string } | { ok: false; answer: SourceAnswer };

/**
 * Where the address's domain keeps its avatars (the Libravatar federation protocol): the
 * target of `_avatars-sec._tcp.<domain>` over https, else `_avatars._tcp.<domain>` over http,
 * else the central service. A DNS failure other than "no such record" is an error, never a
 * silent fallback (the domain may run its own server we could not find).
 */
export async function avatarBase(domain: string, dns: SourceDns, fallback: string): Promise<Base> {
  for (const [prefix, scheme, defaultPort] of [['_avatars-sec', 'https', 443], ['_avatars', 'http', 80]] as const) {
    try {
      const records = await dns.resolveSrv(`${prefix}._tcp.${domain}`);
      const best = [...records].sort((a, b) => a.priority - b.priority || b.weight - a.weight)[0];
      if (best && best.name && best.name !== '.') {
        return { ok: true, url: `${scheme}://${best.name}${best.port === defaultPort ? '' : `:${best.port}`}` };
      }
    } catch (error) {
      if (!isNoSuchRecord(error)) return { ok: false, answer: { state: 'error', reason: `${SERVICE}: DNS could not answer for ${prefix}._tcp (${(error as { code?: string }).code ?? 'error'})` } };
    }
  }
  return { ok: true, url: fallback };
}

/**
 * Libravatar (docs/decisions.md#sources): the photo the address's owner published on the federated avatar
 * service. `d=404` asks for a 404 instead of a generated default, so a 404 means "none".
 */
export function libravatarSource(options: { url: string; dns: SourceDns }): Source {
  const official = options.url === LIBRAVATAR_URL;
  return {
    id: 'libravatar',
    takes: ['email'],
    returns: ['photos'],
    timeoutMs: 5_000,
    // No documented limit; a polite ceiling protects the volunteer-run service. A stand-in has none.
    rateLimit: official ? { requests: 120, windowMs: 60_000 } : null,
    needsKey: false,
    enabled: true,
    async lookup(input, signal): Promise<SourceAnswer> {
      if (input.kind !== 'email') return { state: 'error', reason: `${SERVICE} takes email addresses only` };
      const domain = input.email.split('@')[1]?.toLowerCase() ?? '';
      const base = await avatarBase(domain, options.dns, options.url);
      if (!base.ok) return base.answer;
      if (signal.aborted) return { state: 'timeout' };
      const url = `${base.url}/avatar/${libravatarHash(input.email)}?s=256&d=404`;
      const result = await httpGet(SERVICE, url, { accept: 'image/*' }, signal);
      if (!result.ok) return result.answer;
      const { status, headers } = result.response;
      if (status === 404) return { state: 'not_found' };
      if (status === 429) return { state: 'rate_limited', retryAfterSeconds: retryAfterSeconds(headers) };
      if (status !== 200) return unexpectedStatus(SERVICE, status);
      if (!/^image\//i.test(headers.get('content-type') ?? '')) return { state: 'error', reason: `${SERVICE} answered something that is not an image` };
      return { state: 'found', findings: { photos: [{ url }] } };
    },
  };
}
