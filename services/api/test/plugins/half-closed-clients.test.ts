import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { build } from '../helper';
import { withTestMongo } from '../mongo';

/**
 * A client that sends its request and then closes its sending side (FIN) still reads the whole
 * answer, then the API closes the connection (plugins/app/half-closed-clients.ts).
 */

const mongo = withTestMongo();

// An answer that takes a moment, so the client's FIN surely arrives before it.
const slowRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { done: true };
  });
};

/** Writes `bytes`, half-closes at once, and reads everything until the server closes. */
function sendAndHalfClose(port: number, bytes: string): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error(`the connection was not closed; got ${JSON.stringify(received)}`)));
    socket.on('close', () => {
      const end = received.indexOf('\r\n\r\n');
      resolve({ head: end < 0 ? received : received.slice(0, end), body: end < 0 ? '' : received.slice(end + 4) });
    });
    socket.end(bytes);
  });
}

describe('clients that half-close after their request', () => {
  let port: number;
  beforeEach(async () => {
    // With its database, as deployed: the health answer waits on it, so the FIN comes first.
    const api = await build({ mongoUri: mongo.uri(), routes: slowRoute });
    await api.listen({ port: 0, host: '127.0.0.1' });
    port = (api.server.address() as AddressInfo).port;
  });

  it.each([
    ['an HTTP/1.0 request', 'GET /api/health HTTP/1.0\r\n\r\n'],
    ['an HTTP/1.1 request with Connection: close', 'GET /api/health HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n'],
    ['an HTTP/1.1 request that would keep the connection alive', 'GET /api/health HTTP/1.1\r\nHost: api\r\n\r\n'],
  ])('%s gets the whole answer, then the connection is closed', async (_label, request) => {
    const { head, body } = await sendAndHalfClose(port, request);
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(JSON.parse(body)).toMatchObject({ status: 'ok' });
  });

  it('an answer still being made when the FIN arrives is sent in full', async () => {
    const { head, body } = await sendAndHalfClose(port, 'GET /api/test/slow HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(JSON.parse(body)).toEqual({ done: true });
  });

  it('a connection closed with no request is closed by the API too, nothing left open', async () => {
    expect(await sendAndHalfClose(port, '')).toEqual({ head: '', body: '' });
  });
});
