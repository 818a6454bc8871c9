import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { build } from '../helper';
import { withTestMongo } from '../mongo';
import { SMTP_TIMEOUTS } from '../../src/plugins/app/mailer';

/**
 * A mail server that accepts the connection and never says a word: sending gives up after the
 * greeting timeout instead of holding the caller for nodemailer's default minutes.
 */
describe('mail to a server that never answers', () => {
  const mongo = withTestMongo();
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => sockets.push(socket));

  beforeAll(() => new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve)));
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails within the greeting timeout', async () => {
    const { port } = silent.address() as AddressInfo;
    const api = await build({ mongoUri: mongo.uri(), env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const started = Date.now();
    await expect(api.mailer.send('someone@example.com', { kind: 'opt-out-done' }, 'en')).rejects.toThrow();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(SMTP_TIMEOUTS.greetingTimeout - 500);
    expect(waited).toBeLessThan(SMTP_TIMEOUTS.socketTimeout + 2_000);
  }, 20_000);
});
