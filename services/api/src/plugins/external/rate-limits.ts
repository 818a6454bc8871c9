import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { DomainError } from '../../errors/domain-error';

/**
 * A default limit on every route (from the configuration); a route sets a stricter one with
 * `config: { rateLimit: { max, timeWindow } }` (e.g. the one-time code requests).
 */
export default fp(
  async function rateLimits(app) {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.windowMs,
      // Thrown by the plugin, so the error handler answers it in the one error shape.
      errorResponseBuilder: (_request, context) =>
        new DomainError({
          code: 'RATE_LIMITED',
          statusCode: context.statusCode,
          message: `Too many requests. Please try again in ${context.after}.`,
        }),
    });
  },
  { name: 'rate-limits', dependencies: ['config'] },
);
