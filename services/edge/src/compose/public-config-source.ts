import crypto from 'node:crypto';
import { PublicConfig } from '@mailscout/contracts';
import { fetchWithTimeout } from './fetch-with-timeout';

export interface PublicConfigSnapshot {
  config: PublicConfig;
  /** Changes with the content: part of a rendered fragment's cache key. */
  version: string;
}

export interface PublicConfigSourceOptions {
  fetch?: typeof fetch;
  /** How long a configuration is used before asking the API again. */
  ttlMs?: number;
  /** How long the last good one may still be used while the API does not answer. */
  staleMs?: number;
  /** After a failed request, how long pages are composed without asking again (a hung API costs one wait, not one per page). */
  retryAfterMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * docs/architecture.md#prerendered-pages: the public configuration (prices, dates, company details) the edge renders pages with,
 * from the API the browser would ask. A page must never show figures the checkout would not: what
 * does not parse is not used, and without a configuration the page is composed without it (the
 * browser then fetches it, as before).
 */
export function createPublicConfigSource(apiUrl: () => string | undefined, options: PublicConfigSourceOptions = {}) {
  const fetchImpl = options.fetch ?? fetch;
  const ttl = options.ttlMs ?? 30_000;
  const staleFor = options.staleMs ?? 10 * 60_000;
  const timeoutMs = options.timeoutMs ?? 1_000;
  const retryAfter = options.retryAfterMs ?? 5_000;
  let failedAt: number | undefined;
  const now = options.now ?? Date.now;
  let last: { at: number; snapshot: PublicConfigSnapshot } | undefined;
  let inFlight: Promise<PublicConfigSnapshot | undefined> | undefined;

  async function fetchOnce(): Promise<PublicConfigSnapshot | undefined> {
    const base = apiUrl();
    if (!base) return undefined;
    const response = await fetchWithTimeout(fetchImpl, new URL('/api/public-config', base).href, timeoutMs);
    if (!response?.ok) return undefined;
    const parsed = PublicConfig.safeParse(await response.json().catch(() => null));
    if (!parsed.success) return undefined;
    const version = crypto.createHash('sha256').update(JSON.stringify(parsed.data)).digest('hex').slice(0, 16);
    return { config: parsed.data, version };
  }

  return {
    async current(): Promise<PublicConfigSnapshot | undefined> {
      if (last && now() - last.at < ttl) return last.snapshot;
      const stale = () => (last && now() - last.at < staleFor ? last.snapshot : undefined);
      if (failedAt !== undefined && now() - failedAt < retryAfter) return stale();
      // Concurrent pages share one request.
      inFlight ??= fetchOnce().finally(() => (inFlight = undefined));
      const fresh = await inFlight;
      if (fresh) {
        last = { at: now(), snapshot: fresh };
        failedAt = undefined;
        return fresh;
      }
      failedAt = now();
      return stale();
    },
  };
}

export type PublicConfigSource = ReturnType<typeof createPublicConfigSource>;
