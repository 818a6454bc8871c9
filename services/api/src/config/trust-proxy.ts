import net from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` is given: nobody, or the proxies by address (proxy-addr's forms). */
export type TrustedProxies = false | string[];

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const CIDR = /^(.+)\/(\d{1,3})$/;

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry) || net.isIP(entry) !== 0) return true;
  const cidr = CIDR.exec(entry);
  if (!cidr) return false;
  const version = net.isIP(cidr[1]!);
  return version !== 0 && Number(cidr[2]) <= (version === 4 ? 32 : 128);
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

const THE_FORMS = 'comma-separated addresses or CIDR ranges of the proxies, e.g. TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=127.0.0.2 (also loopback, linklocal, uniquelocal), or false';

/**
 * Who may say who the client is (X-Forwarded-For, docs/deploy.md#edge): `false` (or `0`) nobody,
 * the socket's address is the client; or the proxies' own addresses. Only a connection from one
 * of them has its X-Forwarded-For read, and then from the right up to the first address that is
 * not a proxy. A hop count is refused: it trusts the nearest hop whoever it is, so a client
 * reaching an instance directly names itself in X-Forwarded-For and escapes its per-client
 * limits. `true` is refused too: it takes the left-most address, which any client writes itself.
 */
export const TrustProxy = z.string().transform((text, ctx): TrustedProxies => {
  const value = text.trim();
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: `must list the proxies' addresses, not a number of hops (a hop count trusts whoever connects, so a client could name itself): ${THE_FORMS}` });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (value !== 'true' && entries.length > 0 && entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `must be the ${THE_FORMS}; true is refused: it trusts whatever X-Forwarded-For a client sends`,
  });
  return z.NEVER;
});

/** Unset: the local proxy (the dev server's, the edge on the same machine) when the API listens on loopback, else nobody. */
export function defaultTrustProxy(apiHost: string): TrustedProxies {
  return isLoopbackHost(apiHost) ? ['loopback'] : false;
}
