import fp from 'fastify-plugin';

/**
 * A client may send its whole request and then close its sending side (an HTTP/1.0 request,
 * `Connection: close` and a FIN, as `nc`, some health checkers and scripts do) and still read
 * the answer. Node's HTTP server aborts every request on the client's FIN unless
 * `httpAllowHalfOpen` is set (not in @types/node, hence the cast): with it, the request in
 * flight is answered and the connection closed after it; an idle one is still closed at once.
 * A long-lived answer (an event stream) treats the FIN as the client gone itself
 * (scans/event-stream.ts).
 */
export default fp(
  async function halfClosedClients(app) {
    (app.server as typeof app.server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  },
  { name: 'half-closed-clients' },
);
