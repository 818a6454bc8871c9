import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet's defaults suit a JSON API, and the Swagger UI at /api/docs loads only its own files,
 * so the default Content-Security-Policy needs no exception. Outside production the API is
 * plain http on localhost, where `upgrade-insecure-requests` would send the docs' assets to an
 * https port that does not exist.
 */
export default fp(
  async function securityHeaders(app) {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: app.config.isProduction ? [] : null } },
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
