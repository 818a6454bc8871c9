import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metrics } from '@mailscout/ops';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts and times every answer of the edge by its route's pattern (docs/operations.md#metrics):
 * `/api/*` (the proxy), `/*` (the shell's files), `/runtime-config.json`, `/` and `page` for a page
 * composed by the not-found handler (every client-side route), `unmatched` for the rest. Answers
 * the set the page handler adds its requests to.
 */
export function countRequests(app: FastifyInstance): WeakSet<FastifyRequest> {
  const pages = new WeakSet<FastifyRequest>();
  app.addHook('onResponse', async (request, reply) => {
    // A page is answered by the not-found handler, which the static files' wildcard may call.
    const route = pages.has(request) ? 'page' : (request.routeOptions.url ?? 'unmatched');
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    metrics.httpRequests.inc({ method, route, status: String(reply.statusCode) });
    metrics.httpRequestDuration.observe({ method, route }, reply.elapsedTime / 1000);
  });
  return pages;
}
