import { z } from 'zod';
import type { SourceAnswer } from '../source';
import { httpGet } from '../http/http-get';
import { readJson } from '../http/read-json';

const SERVICE = 'RDAP';
export const IANA_RDAP_BOOTSTRAP = 'https://data.iana.org/rdap/dns.json';

/** RFC 9224: `services` pairs TLDs with the base URLs of their registry's RDAP server. */
const Bootstrap = z.object({ services: z.array(z.tuple([z.array(z.string()), z.array(z.string())])) });
/** RFC 9083 domain answer: only its events are read. */
const RdapDomain = z.object({ events: z.array(z.object({ eventAction: z.string(), eventDate: z.string().optional() })).optional() });

type Outcome = { ok: true; registeredAt: string | null } | { ok: false; answer: SourceAnswer };

// The bootstrap file changes rarely (IANA asks clients to cache it); one copy per process and URL.
const BOOTSTRAP_TTL_MS = 24 * 3_600_000;
const bootstraps = new Map<string, { at: number; services: Array<[string[], string[]]> }>();

async function serversFor(bootstrapUrl: string, tld: string, signal: AbortSignal): Promise<{ ok: true; urls: string[] } | { ok: false; answer: SourceAnswer }> {
  let cached = bootstraps.get(bootstrapUrl);
  if (!cached || Date.now() - cached.at > BOOTSTRAP_TTL_MS) {
    const result = await httpGet(SERVICE, bootstrapUrl, { accept: 'application/json' }, signal);
    if (!result.ok) return result;
    if (result.response.status !== 200) return { ok: false, answer: { state: 'error', reason: `RDAP bootstrap answered HTTP ${result.response.status}` } };
    const parsed = readJson('RDAP bootstrap', result.response.body, Bootstrap);
    if (!parsed.ok) return parsed;
    cached = { at: Date.now(), services: parsed.value.services };
    bootstraps.set(bootstrapUrl, cached);
  }
  const entry = cached.services.find(([tlds]) => tlds.some((t) => t.toLowerCase() === tld));
  return { ok: true, urls: entry?.[1] ?? [] };
}

/**
 * When the domain was registered, from its registry's RDAP server found through IANA's
 * bootstrap registry. A name under the registered domain (mail.example.co.uk) is asked again
 * one label shorter when the registry does not know it. `registeredAt: null`: no RDAP service
 * for the TLD, or no registration event.
 */
export async function rdapRegistration(domain: string, bootstrapUrl: string, signal: AbortSignal): Promise<Outcome> {
  const labels = domain.toLowerCase().split('.').filter(Boolean);
  const servers = await serversFor(bootstrapUrl, labels.at(-1) ?? '', signal);
  if (!servers.ok) return servers;
  const base = servers.urls.find((u) => u.startsWith('https://')) ?? servers.urls[0];
  if (!base) return { ok: true, registeredAt: null };
  for (let start = 0; labels.length - start >= 2 && start < 3; start += 1) {
    const name = labels.slice(start).join('.');
    const result = await httpGet(SERVICE, `${base.replace(/\/?$/, '/')}domain/${name}`, { accept: 'application/rdap+json' }, signal);
    if (!result.ok) return result;
    if (result.response.status === 404) continue;
    if (result.response.status === 429) return { ok: false, answer: { state: 'rate_limited', retryAfterSeconds: null } };
    if (result.response.status !== 200) return { ok: false, answer: { state: 'error', reason: `RDAP answered HTTP ${result.response.status}` } };
    const parsed = readJson(SERVICE, result.response.body, RdapDomain);
    if (!parsed.ok) return parsed;
    const date = parsed.value.events?.find((e) => e.eventAction === 'registration')?.eventDate;
    return { ok: true, registeredAt: date && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : null };
  }
  return { ok: true, registeredAt: null };
}
