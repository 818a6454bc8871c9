import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toApiError } from '../../errors/to-api-error';

/** Answers any failure in the one error shape; also used for Fastify's routing errors. */
export function sendApiError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, body, unexpected } = toApiError(error);
  if (unexpected) {
    request.log.error({ err: error }, 'Request failed unexpectedly');
  } else if (statusCode >= 500) {
    request.log.warn({ err: error, errorCode: body.error }, 'Request failed');
  } else {
    request.log.info({ errorCode: body.error, statusCode }, 'Request rejected');
  }
  void reply.code(statusCode).send(body);
}

export default fp(
  async function errorHandler(app) {
    app.setErrorHandler(sendApiError);
  },
  { name: 'error-handler' },
);
