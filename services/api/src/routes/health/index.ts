import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_VERSION } from '../../version';
import { contractRoute } from '../contract-route';

/**
 * The circuit of each source this process asks (in memory, so the answer stays instant). A
 * source's circuit being open does not make the instance unhealthy: scans go on without it.
 */
function sourceStates(app: FastifyInstance) {
  const { sources, breakers } = app.lookup.deps;
  const ids = [...new Set([...sources.email, ...sources.phone].map((s) => s.id))];
  return breakers.health(ids);
}

/** 503 when a dependency is down, so a load balancer takes the instance out of rotation. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute('health.get'),
    // Load balancers ask every second (docs/deploy.md#front-door): their requests are not logged;
    // an instance going degraded is, by the check that failed.
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const checks = await app.runHealthChecks();
      const degraded = Object.values(checks).includes('down');
      return reply.code(degraded ? 503 : 200).send({
        status: degraded ? 'degraded' : 'ok',
        version: API_VERSION,
        uptimeSeconds: Math.floor(process.uptime()),
        checks,
        ...(app.hasDecorator('lookup') ? { sources: sourceStates(app) } : {}),
      });
    },
  });
};

export default healthRoutes;
