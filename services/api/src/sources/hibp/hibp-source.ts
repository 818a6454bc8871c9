import type { BreachValue } from '@mailscout/contracts';
import type { Source, SourceAnswer } from '../source';
import { httpGet, unexpectedStatus } from '../http/http-get';
import { readJson } from '../http/read-json';
import { retryAfterSeconds } from '../http/retry-after';
import { hasDetails, HibpBreaches, type HibpBreach } from './breach-model';
import { breachCatalogue } from './breach-catalogue';
import { htmlToText } from './html-to-text';

const SERVICE = 'Have I Been Pwned';
export const HIBP_API = 'https://haveibeenpwned.com';
// HIBP refuses requests without a user agent naming the application.
const USER_AGENT = 'MailScout-lookup';

function toBreachValue(breach: HibpBreach): BreachValue {
  const count = breach.PwnCount;
  return {
    name: breach.Name,
    title: breach.Title ?? breach.Name,
    domain: breach.Domain?.trim() || null,
    breachDate: breach.BreachDate ?? null,
    pwnCount: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null,
    dataClasses: breach.DataClasses ?? [],
    description: breach.Description ? htmlToText(breach.Description) || null : null,
  };
}

/**
 * Have I Been Pwned (docs/decisions.md#sources): the breaches an address appears in. Needs a key; without
 * one the source is disabled and never asked.
 *
 * Sensitive breaches (`IsSensitive`: adult sites and the like) are never reported (
 * docs/decisions.md#sources; HIBP itself hides them from public searches). Spam lists (`IsSpamList`) are reported: the
 * address really was in that list, and the description says what kind of exposure it was. An
 * address whose only breaches are sensitive is reported as having none.
 *
 * The account is asked with `truncateResponse=false`; if an answer still comes without details
 * (a proxy that truncates), they come from the breach catalogue, cached for `catalogueTtlMs`.
 */
export function hibpSource(options: { url: string; apiKey: string | null; catalogueTtlMs?: number; now?: () => number }): Source {
  const official = options.url === HIBP_API;
  const catalogue = breachCatalogue({ url: options.url, userAgent: USER_AGENT, ttlMs: options.catalogueTtlMs ?? 24 * 3_600_000, now: options.now });
  return {
    id: 'hibp',
    takes: ['email'],
    returns: ['breaches'],
    timeoutMs: 6_000,
    // The smallest subscription allows 10 requests a minute; a stand-in has no quota to protect.
    rateLimit: official ? { requests: 10, windowMs: 60_000 } : null,
    needsKey: true,
    enabled: Boolean(options.apiKey),
    async lookup(input, signal): Promise<SourceAnswer> {
      if (!options.apiKey) return { state: 'error', reason: `${SERVICE} needs an API key (HIBP_API_KEY)` };
      if (input.kind !== 'email') return { state: 'error', reason: `${SERVICE} takes email addresses only` };
      const url = `${options.url}/api/v3/breachedaccount/${encodeURIComponent(input.email)}?truncateResponse=false`;
      const result = await httpGet(SERVICE, url, { 'hibp-api-key': options.apiKey, 'user-agent': USER_AGENT, accept: 'application/json' }, signal);
      if (!result.ok) return result.answer;
      const { status, headers, body } = result.response;
      if (status === 404) return { state: 'not_found' };
      if (status === 429) return { state: 'rate_limited', retryAfterSeconds: retryAfterSeconds(headers) };
      if (status === 401) return { state: 'error', reason: `${SERVICE} refused the API key (HTTP 401)` };
      if (status !== 200) return unexpectedStatus(SERVICE, status);
      const answered = readJson(SERVICE, body, HibpBreaches);
      if (!answered.ok) return answered.answer;

      let breaches = answered.value;
      let unchecked = 0;
      if (breaches.some((b) => !hasDetails(b))) {
        const known = await catalogue.get(signal);
        if (!known.ok) return known.answer;
        // A breach the catalogue does not know cannot be checked for sensitivity: not reported.
        breaches = breaches.flatMap((b) => {
          const detailed = hasDetails(b) ? b : known.byName.get(b.Name.toLowerCase());
          if (!detailed) unchecked += 1;
          return detailed ? [detailed] : [];
        });
      }
      const reportable = breaches.filter((b) => b.IsSensitive !== true).map(toBreachValue);
      if (reportable.length) return { state: 'found', findings: { breaches: reportable } };
      // Breaches that could not be checked are not "none".
      return unchecked ? { state: 'error', reason: `${SERVICE} named breaches its catalogue does not describe` } : { state: 'not_found' };
    },
  };
}
