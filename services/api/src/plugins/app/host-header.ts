import fp from 'fastify-plugin';
import type { ApiError } from '@mailscout/contracts';

export const MISSING_HOST_BODY: ApiError = { error: 'BAD_REQUEST', message: 'The request has no Host header, which HTTP/1.1 requires.' };

/**
 * HTTP/1.1 requires a Host header (RFC 9112 §3.2); HTTP/1.0 does not, and is answered as usual.
 * Node refuses an HTTP/1.1 request without one with a bare 400 and no body unless
 * `requireHostHeader` is off (app.ts), so the check is made here, before any other hook (no rate
 * limit counted, no session read), and answered in the one error shape. The connection is closed
 * after it, as Node does.
 */
export default fp(
  async function hostHeader(app) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.raw.httpVersion !== '1.1' || request.headers.host !== undefined) return;
      request.log.info({ errorCode: MISSING_HOST_BODY.error, statusCode: 400 }, 'Request without Host');
      return reply.code(400).header('connection', 'close').send(MISSING_HOST_BODY);
    });
  },
  { name: 'host-header' },
);
