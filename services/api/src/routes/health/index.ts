import { HealthResponse } from '@mailscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_VERSION } from '../../version';
import { errorResponses } from '../error-responses';

/** 503 when a dependency is down, so a load balancer takes the instance out of rotation. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service health and the state of each dependency',
        response: { 200: HealthResponse, 503: HealthResponse, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      const checks = await app.runHealthChecks();
      const degraded = Object.values(checks).includes('down');
      return reply.code(degraded ? 503 : 200).send({
        status: degraded ? 'degraded' : 'ok',
        version: API_VERSION,
        uptimeSeconds: Math.floor(process.uptime()),
        checks,
      });
    },
  );
};

export default healthRoutes;
