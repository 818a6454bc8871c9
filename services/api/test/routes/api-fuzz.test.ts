import fc from 'fast-check';
import { bearer, buyTrial, withBilling } from '../billing-harness';

/**
 * docs/architecture.md#http-hardening: the API probed as an attacker would, kept as a test. Every route of
 * /api/openapi.json gets generated bad requests (garbage bodies of every JSON type, huge and
 * hostile strings, wrong content types, bad path parameters and query strings, with and without
 * a session). None may answer 5xx, and every 4xx is the one error shape. Seeded and repeatable:
 * FUZZ_RUNS sets the number of requests (`pnpm test:fuzz` runs 10,000; `pnpm test` a smaller count).
 */
// The limiter would answer most requests with 429 and hide what the routes do.
const h = withBilling({ env: { RATE_LIMIT_MAX: '1000000', RATE_LIMIT_NOT_FOUND_MAX: '1000000', LOOKUPS_PER_MINUTE_PER_CLIENT: '100000' } });
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

interface Route {
  method: string;
  path: string;
  /** The JSON body's field names in the route's schema: bodies that look right get further in. */
  fields: string[];
}

type Operation = { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } };

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u200b', '\ud800', '\u0000', '%00', '../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '{"$gt":""}', 'a'.repeat(70_000), 'x@example.com', 'pm_card_visa', 'sub_123', 'NaN', '-1', '1e309', '\ud800@example.com', 'a\u200b@example.com', 'x@example.com\u0000'),
);
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('email', 'otp', '__proto__', 'constructor', '$where', 'item', 'plan', 'subscriptionId', 'termsAccepted')), tie('value'), { maxKeys: 5 }),
  ),
})).value;

const body = fc.oneof(
  jsonValue.map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' })),
  hostileString.map((text) => ({ contentType: 'application/json', payload: text })),
  hostileString.map((text) => ({ contentType: 'text/plain', payload: text })),
  fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml', 'application/json; charset=latin1', 'application/json; charset=utf-16', '').map((contentType) => ({ contentType, payload: 'email=x%40y.z' })),
);

/** Percent-encodes every byte, so lone surrogates and control characters reach the router too. */
const encodeBytes = (value: string) => [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeBytes(value.slice(0, 600)));
}

describe('API fuzz: generated bad requests on every route', () => {
  it(`${RUNS} requests: never a 5xx, every 4xx the one error shape`, async () => {
    const document = (await h.api.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const routes: Route[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        fields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      })),
    );
    expect(routes.length).toBeGreaterThan(30);
    const { token } = (await buyTrial(h, 'fuzz@example.com')).json();

    const request = fc.record({
      route: fc.constantFrom(...routes),
      param: hostileString,
      query: fc.option(fc.dictionary(fc.string({ maxLength: 10 }), hostileString, { maxKeys: 3 }), { nil: undefined }),
      body,
      withSession: fc.boolean(),
      // Half the bodies carry the route's own field names with hostile values.
      shaped: fc.boolean(),
      fieldValues: fc.array(fc.oneof(hostileString, jsonValue), { minLength: 6, maxLength: 6 }),
      origin: fc.option(fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000'), { nil: undefined }),
    });

    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async ({ route, param, query, body: generated, withSession, origin, shaped, fieldValues }) => {
        const sent =
          shaped && route.fields.length > 0
            ? { contentType: 'application/json', payload: JSON.stringify(Object.fromEntries(route.fields.map((field, i) => [field, fieldValues[i % fieldValues.length]]))) }
            : generated;
        const url = fillPath(route.path, param) + (query ? `?${new URLSearchParams(query as Record<string, string>).toString()}` : '');
        const headers: Record<string, string> = { ...(withSession ? bearer(token) : {}), ...(origin ? { origin } : {}), ...(sent.contentType ? { 'content-type': sent.contentType } : {}) };
        const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
        const res = await h.api.inject({ method: route.method as 'GET', url, headers, ...(hasBody ? { payload: sent.payload } : {}) });
        const isStream = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
        if (res.statusCode >= 500) failures.push(`${route.method} ${route.path} → ${res.statusCode} ${res.body.slice(0, 120)} for ${JSON.stringify(sent).slice(0, 200)}`);
        if (res.statusCode >= 400 && !isStream) {
          const parsed = JSON.parse(res.body) as { error?: unknown; message?: unknown };
          if (typeof parsed.error !== 'string' || typeof parsed.message !== 'string') failures.push(`${route.method} ${route.path} → ${res.statusCode} not the error shape: ${res.body.slice(0, 200)}`);
        }
        return true;
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
