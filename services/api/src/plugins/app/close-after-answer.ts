import fp from 'fastify-plugin';

/**
 * Once the app is closing, every answer still being sent says `Connection: close`, so its
 * keep-alive connection ends with it. Otherwise a client's connection that carried a request in
 * flight when closing began (a Stripe webhook, a proxy's pooled connection) stays open and idle:
 * Fastify closes only the connections idle at that moment, and Node drops the rest only at its
 * headers-timeout sweep, a minute or more later, holding the close (and a rolling deploy) that long.
 */
export default fp(
  async function closeAfterAnswer(app) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing && !reply.raw.headersSent) reply.header('connection', 'close');
    });
  },
  { name: 'close-after-answer' },
);
