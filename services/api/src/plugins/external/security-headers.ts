import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

// A year, as browsers' preload lists expect.
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets with `options`. They do not depend on the request (no CSP nonces, no
 * per-request directives), so they are worked out once, by helmet itself on a probe request,
 * instead of on every request: @fastify/helmet builds a new helmet middleware (parsing the CSP
 * directives again) for each one, which was the largest cost of the global hooks (docs/architecture.md#hot-path).
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify();
  try {
    await probe.register(helmet, { ...options, global: true });
    // Helmet writes to the raw response before the handler runs; Fastify's own headers come later.
    probe.get('/', async (_request, reply) => reply.raw.getHeaders());
    const response = await probe.inject({ url: '/' });
    return Object.entries(response.json<Record<string, string | number | string[]>>()).map(([name, value]) => [name, String(value)]);
  } finally {
    await probe.close();
  }
}

/**
 * Helmet's defaults suit a JSON API, and the Swagger UI at /api/docs loads only its own files,
 * so the default Content-Security-Policy needs no exception. Outside production the API is
 * plain http on localhost, where `upgrade-insecure-requests` would send the docs' assets to an
 * https port that does not exist.
 *
 * docs/architecture.md#http-hardening: HSTS only on responses that went out over https (directly or, behind the trusted
 * proxy, as its X-Forwarded-Proto says): over plain http it is meaningless and browsers ignore
 * it. Every answer is `Cache-Control: no-store` unless its route says otherwise (the public
 * configuration and the ticker do): accounts, reports, credits, client secrets and tokens
 * must never sit in a shared or browser cache.
 */
export default fp(
  async function securityHeaders(app) {
    const headers = await helmetHeaders({
      strictTransportSecurity: false,
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: app.config.isProduction ? [] : null } },
    });
    // On the raw response at the start, as helmet does: answers that bypass onSend (event streams) carry them too.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) void reply.header('Cache-Control', 'no-store');
      if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
