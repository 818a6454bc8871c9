import type { SourceAnswer } from '../source';
import { httpGet, unexpectedStatus } from '../http/http-get';
import { readJson } from '../http/read-json';
import { HibpBreaches, type HibpBreach } from './breach-model';

export type CatalogueResult = { ok: true; byName: Map<string, HibpBreach> } | { ok: false; answer: SourceAnswer };

// The shared request has its own limit: one lookup giving up must not fail the others.
const FETCH_TIMEOUT_MS = 10_000;

function aborted(signal: AbortSignal): Promise<CatalogueResult> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve({ ok: false, answer: { state: 'timeout' } });
    signal.addEventListener('abort', () => resolve({ ok: false, answer: { state: 'timeout' } }), { once: true });
  });
}

/**
 * HIBP's breach catalogue (`GET /api/v3/breaches`, no key needed), fetched once and kept in
 * memory for `ttlMs` (it changes a few times a week). Concurrent lookups share one request; a
 * failed fetch is not kept, so the next lookup asks again.
 */
export function breachCatalogue(options: { url: string; userAgent: string; ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  let cached: { at: number; byName: Map<string, HibpBreach> } | null = null;
  let inFlight: Promise<CatalogueResult> | null = null;

  async function fetchCatalogue(signal: AbortSignal): Promise<CatalogueResult> {
    const result = await httpGet('Have I Been Pwned', `${options.url}/api/v3/breaches`, { 'user-agent': options.userAgent, accept: 'application/json' }, signal, { timeoutMs: FETCH_TIMEOUT_MS });
    if (!result.ok) return result;
    if (result.response.status !== 200) return { ok: false, answer: unexpectedStatus('Have I Been Pwned (breach catalogue)', result.response.status) };
    const breaches = readJson('Have I Been Pwned (breach catalogue)', result.response.body, HibpBreaches);
    if (!breaches.ok) return breaches;
    const byName = new Map(breaches.value.map((b) => [b.Name.toLowerCase(), b]));
    cached = { at: now(), byName };
    return { ok: true, byName };
  }

  return {
    async get(signal: AbortSignal): Promise<CatalogueResult> {
      if (cached && now() - cached.at < options.ttlMs) return { ok: true, byName: cached.byName };
      // Its own limit is a timer httpGet holds (an `AbortSignal.timeout` can be lost to a GC).
      inFlight ??= fetchCatalogue(new AbortController().signal).finally(() => {
        inFlight = null;
      });
      return Promise.race([inFlight, aborted(signal)]);
    },
  };
}
