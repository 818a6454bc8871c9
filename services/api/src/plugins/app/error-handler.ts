import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDeclaredErrorCode } from '../../errors/declared-error-codes';
import { DomainError } from '../../errors/domain-error';
import { toApiError } from '../../errors/to-api-error';

/** Answers any failure in the one error shape; also used for Fastify's routing errors. */
export function sendApiError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, body, unexpected } = toApiError(error);
  const routeUrl = request.routeOptions.url;
  if (!isDeclaredErrorCode(request.method, routeUrl, body.error)) {
    // The route's contract (shared/contracts) must list every code it answers. In tests that is
    // a failure the suite sees; in production the answer stays as it is and only a warning is logged.
    if (process.env.NODE_ENV === 'test') {
      request.log.error({ err: error, errorCode: body.error, route: routeUrl }, 'Error code not declared by the route');
      void reply.code(500).send({ error: 'INTERNAL_ERROR', message: `UNDECLARED_ERROR_CODE ${body.error} for ${request.method} ${routeUrl}` });
      return;
    }
    request.log.warn({ errorCode: body.error, route: routeUrl }, 'Error code not declared by the route');
  }
  if (unexpected) {
    request.log.error({ err: error }, 'Request failed unexpectedly');
  } else if (statusCode >= 500) {
    request.log.warn({ err: error, errorCode: body.error }, 'Request failed');
  } else {
    request.log.info({ errorCode: body.error, statusCode }, 'Request rejected');
  }
  if (error instanceof DomainError && error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
  void reply.code(statusCode).send(body);
}

export default fp(
  async function errorHandler(app) {
    app.setErrorHandler(sendApiError);
  },
  { name: 'error-handler' },
);
