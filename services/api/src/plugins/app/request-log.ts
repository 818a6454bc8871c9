import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '@mailscout/logging';

/**
 * The request id back to the browser (docs/architecture.md#request-id): `request.id` (from
 * `genReqId` in app.ts: the trusted hop's, else a new one) in `X-Request-Id` on every answer,
 * event streams included (set on the raw response, which a hijacked stream writes too). The
 * lines themselves are written by `RequestLogController` (app.ts).
 */
export default fp(
  async function requestLog(app) {
    app.addHook('onRequest', async (request, reply) => {
      reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-log' },
);
