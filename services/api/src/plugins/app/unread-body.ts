import fp from 'fastify-plugin';
import { drainUnreadBody } from '../../errors/drain-unread-body';

/** Every answer waits for the rest of a body nothing read (see drain-unread-body.ts): never a reset instead of it. */
export default fp(
  async function unreadBody(app) {
    app.addHook('onSend', async (request) => {
      await drainUnreadBody(request);
    });
  },
  { name: 'unread-body' },
);
