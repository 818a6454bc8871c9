import type { FastifyInstance } from 'fastify';
import { sendEdgeError } from './send-edge-error';

/**
 * Once the edge is closing, a request still arriving on an open connection (pipelined, or on a
 * keep-alive connection in use) gets 503 in the one error shape, as Fastify's
 * `return503OnClosing` would answer it in its own: the load balancer or the client tries
 * another edge. Pass `return503OnClosing: false` to Fastify with it.
 */
export function answerWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    reply.header('Connection', 'close');
    sendEdgeError(request, reply, { status: 503, code: 'SERVICE_UNAVAILABLE' });
  });
}
