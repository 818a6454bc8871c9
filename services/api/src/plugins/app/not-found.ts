import fp from 'fastify-plugin';
import type { ApiError } from '@mailscout/contracts';

export const NOT_FOUND_BODY: ApiError = { error: 'NOT_FOUND', message: 'The requested resource was not found.' };

/**
 * Unknown paths get their own, stricter limit: a client walking through guessed URLs is
 * probing, not using the product. The path is not echoed back (it may hold an address).
 */
export default fp(
  async function notFound(app) {
    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: app.config.rateLimit.notFoundMax, timeWindow: app.config.rateLimit.windowMs }) },
      (request, reply) => {
        request.log.info({ errorCode: NOT_FOUND_BODY.error, statusCode: 404 }, 'Route not found');
        void reply.code(404).send(NOT_FOUND_BODY);
      },
    );
  },
  { name: 'not-found', dependencies: ['config', 'rate-limits'] },
);
