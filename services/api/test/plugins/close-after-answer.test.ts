import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from '../helper';

/**
 * A request in flight when the app starts closing is answered with `Connection: close`, so its
 * keep-alive connection ends with the answer and the close does not wait for Node's headers-timeout
 * sweep (a minute or more) to drop it (plugins/app/close-after-answer.ts).
 */
describe('closing while an answer is in flight', () => {
  it('the answer ends its keep-alive connection, and the close finishes once it is sent', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const app = await build({
      routes: async (test) => {
        test.get('/slow', async () => {
          arrived();
          await released;
          return { ok: true };
        });
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: '/api/test/slow', agent }, resolve).on('error', reject);
      });
      await inFlight;
      let closed = false;
      const closing = app.close().then(() => (closed = true));
      // The close waits for the answer in flight…
      await new Promise((resolve) => setImmediate(resolve));
      expect(closed).toBe(false);
      release();
      const response = await answered;
      response.resume();
      // …which says the connection ends with it, so nothing holds the close afterwards.
      expect(response.headers.connection).toBe('close');
      await closing;
      expect(closed).toBe(true);
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
