import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { App } from '../../src/app';
import { build } from '../helper';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();

/**
 * docs/architecture.md#http-hardening: every 4xx, including those Node's HTTP parser and Fastify raise before a route
 * runs, answers the one error shape `{ error, message }` with a readable message; invalid
 * UTF-8 in a JSON body is refused with 400 instead of being turned into replacement characters.
 */

/**
 * Sends raw bytes and reads the whole answer (the server closes after a client error). With
 * `halfClose: false` the client never closes its side, so only the server can end the exchange.
 */
function rawExchange(port: number, bytes: string | Buffer, { halfClose = true } = {}): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      const [head = '', ...rest] = received.split('\r\n\r\n');
      resolve({ status, head, body: rest.join('\r\n\r\n') });
    });
    socket.setTimeout(5000, () => reject(new Error(`no answer; got ${received}`)));
    socket.write(bytes);
    // Some malformed requests are only answered once the client stops sending.
    if (halfClose) setTimeout(() => socket.end(), 200);
  });
}

const oneShape = (body: string) => {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(parsed).toEqual({ error: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String), ...(parsed.details ? { details: expect.anything() } : {}) });
  expect(String(parsed.message)).not.toMatch(/FST_|Client Error|statusCode/);
  return parsed;
};

describe('client errors in the one error shape', () => {
  let api: App;
  let port: number;
  // The helper closes every app after its test: one per test.
  beforeEach(async () => {
    api = await build({ mongoUri: mongo.uri() });
    await api.listen({ port: 0, host: '127.0.0.1' });
    port = (api.server.address() as AddressInfo).port;
  });

  it.each([
    ['headers too large', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a broken request line', 'GARBAGE\r\n\r\n', 400],
    ['an invalid header character', 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad\u0001Header: 1\r\n\r\n', 400],
    ['two different Content-Lengths', 'POST /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab', 400],
    ['an invalid Transfer-Encoding', 'POST /api/health HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', 400],
  ])('%s: the one error shape', async (_label, request, status) => {
    const answer = await rawExchange(port, request);
    expect(answer.status).toBe(status);
    oneShape(answer.body);
  });

  it('an HTTP/1.1 request without Host: 400 in the one error shape, a readable message, the connection closed', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const answer = await rawExchange(port, `GET ${path} HTTP/1.1\r\n\r\n`, { halfClose: false });
      expect(answer.status).toBe(400);
      expect(answer.head).toMatch(/\r\nConnection: close(\r\n|$)/i);
      expect(oneShape(answer.body)).toEqual({ error: 'BAD_REQUEST', message: 'The request has no Host header, which HTTP/1.1 requires.' });
    }
  });

  it('an HTTP/1.0 request without Host (which HTTP/1.0 does not require) is answered as usual', async () => {
    const answer = await rawExchange(port, 'GET /api/health HTTP/1.0\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
  });

  it.each([
    // Fastify reads text/plain as a string: the body then fails validation.
    ['text/plain', 'hello', 400],
    ['application/xml', '<a/>', 415],
    ['multipart/form-data; boundary=x', '--x--', 415],
    ['application/json', '{"email":', 400],
    ['application/json', '', 400],
    ['application/json', '{"__proto__":{"x":1}}', 400],
  ])('a body sent as %s (%s): the one error shape', async (contentType, payload, status) => {
    const res = await api.inject({ method: 'POST', url: '/api/email-lookup', headers: { 'content-type': contentType }, payload });
    expect(res.statusCode).toBe(status);
    oneShape(res.body);
  });

  it('a JSON body that is not valid UTF-8 is refused with 400, not read with replacement characters', async () => {
    const bytes = Buffer.concat([Buffer.from('{"email":"ab'), Buffer.from([0xc3, 0x28]), Buffer.from('@example.com"}')]);
    const res = await api.inject({ method: 'POST', url: '/api/email-lookup', headers: { 'content-type': 'application/json' }, payload: bytes });
    expect(res.statusCode).toBe(400);
    expect(oneShape(res.body)).toMatchObject({ error: 'INVALID_ENCODING' });
    const truncated = Buffer.concat([Buffer.from('{"email":"ab'), Buffer.from([0xe2, 0x82]), Buffer.from('"}')]);
    expect((await api.inject({ method: 'POST', url: '/api/email-lookup', headers: { 'content-type': 'application/json' }, payload: truncated })).statusCode).toBe(400);
  });

  it('unknown routes, wrong methods, a malformed URL and a body too large: the one error shape', async () => {
    for (const res of [
      await api.inject({ url: '/api/nope' }),
      await api.inject({ method: 'DELETE', url: '/api/health' }),
      await api.inject({ url: '/api/%E0%A4%A' }),
      await api.inject({ method: 'POST', url: '/api/email-lookup', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a'.repeat(200_000) }) }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      oneShape(res.body);
    }
  });
});
