import { BREACHES, breachByName, type BreachFixture } from './fixtures/breaches';
import { personByEmail } from './fixtures/people';
import { garbageReply, json, type StubReply, type StubRequest } from './http';
import { specialBehaviour } from './special-addresses';

const TRUNCATED_BREACHES = ['Pixelboard', 'NightOwlChat'];

const hibpError = (status: number, message: string, headers: Record<string, string> = {}) => json(status, { statusCode: status, message }, headers);

/** HIBP refuses requests without a user agent (403) and account searches without a key (401). */
function refused(request: StubRequest, requiredKey: string | undefined, needsKey: boolean): StubReply | null {
  if (!request.headers['user-agent']) return { status: 403, headers: { 'content-type': 'text/plain' }, body: 'Forbidden - no user agent has been specified in the request.' };
  if (!needsKey) return null;
  const key = request.headers['hibp-api-key'];
  if (typeof key !== 'string' || key.trim() === '') return hibpError(401, 'Access denied due to missing hibp-api-key.');
  if (requiredKey && key !== requiredKey) return hibpError(401, 'Access denied due to invalid hibp-api-key.');
  return null;
}

/** GET /api/v3/breachedaccount/{account}?truncateResponse=false&includeUnverified=… */
export async function breachedAccount(request: StubRequest, account: string, options: { slowMs: number; apiKey?: string }): Promise<StubReply> {
  const denied = refused(request, options.apiKey, true);
  if (denied) return denied;
  const email = decodeURIComponent(account);
  const behaviour = specialBehaviour(email);
  if (behaviour === 'slow') await request.delay(options.slowMs);
  if (behaviour === 'rateLimited') return hibpError(429, 'Rate limit is exceeded. Try again in 30 seconds.', { 'retry-after': '30' });
  if (behaviour === 'garbage') return garbageReply();
  if (behaviour === 'unexpected') return json(200, { Name: 'Pixelboard', Breaches: 'many' });
  if (behaviour === 'broken') return hibpError(500, 'Internal server error.');

  const truncated = behaviour === 'truncated' || request.url.searchParams.get('truncateResponse')?.toLowerCase() !== 'false';
  const includeUnverified = request.url.searchParams.get('includeUnverified')?.toLowerCase() !== 'false';
  const names = behaviour === 'truncated' ? TRUNCATED_BREACHES : (personByEmail(email)?.breaches ?? []);
  const breaches = names.map(breachByName).filter((b): b is BreachFixture => Boolean(b) && (includeUnverified || b!.IsVerified));
  // An account in no breach is a 404 with an empty body.
  if (breaches.length === 0) return { status: 404 };
  return json(200, truncated ? breaches.map((b) => ({ Name: b.Name })) : breaches);
}

/** GET /api/v3/breaches: the whole catalogue (no key needed), optionally for one domain. */
export function breachCatalogue(request: StubRequest): StubReply {
  const denied = refused(request, undefined, false);
  if (denied) return denied;
  const domain = request.url.searchParams.get('domain')?.toLowerCase();
  return json(200, domain ? BREACHES.filter((b) => b.Domain === domain) : BREACHES);
}
