import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// A year, as browsers' preload lists expect.
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's defaults suit a JSON API, and the Swagger UI at /api/docs loads only its own files,
 * so the default Content-Security-Policy needs no exception. Outside production the API is
 * plain http on localhost, where `upgrade-insecure-requests` would send the docs' assets to an
 * https port that does not exist.
 *
 * Issue 14.5: HSTS only on responses that went out over https (directly or, behind the trusted
 * proxy, as its X-Forwarded-Proto says): over plain http it is meaningless and browsers ignore
 * it. Every answer is `Cache-Control: no-store` unless its route says otherwise (the public
 * configuration and the ticker do): accounts, reports, credits, client secrets and tokens
 * must never sit in a shared or browser cache.
 */
export default fp(
  async function securityHeaders(app) {
    await app.register(helmet, {
      global: true,
      strictTransportSecurity: false,
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: app.config.isProduction ? [] : null } },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) void reply.header('Cache-Control', 'no-store');
      if (request.protocol === 'https') void reply.header('Strict-Transport-Security', HSTS);
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
