/**
 * @jest-environment node
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createProxyMiddleware, type Options } from 'http-proxy-middleware';
import { hostDevMiddleware } from '../src/host-dev-middleware';
import { defineApp } from '../src/app-definition';

/** The shell dev server's `/api` proxy, run by the library webpack-dev-server runs it with. */
describe("the shell dev server's API proxy", () => {
  let upstream: http.Server;
  let proxy: http.Server;
  let proxyPort: number;

  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const body = JSON.stringify({ headers: request.headers });
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    process.env.API_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const [entry] = hostDevMiddleware(defineApp({ name: 'shell', kind: 'host', dir: '/x' })).proxy as Array<Options & { context: string[] }>;
    delete process.env.API_URL;
    const middleware = createProxyMiddleware(entry!.context, { ...entry!, logLevel: 'silent' });
    proxy = http.createServer((request, response) => void middleware(request as never, response as never, () => response.writeHead(404).end()));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyPort = (proxy.address() as AddressInfo).port;
  });
  afterAll(async () => {
    proxy.closeAllConnections();
    upstream.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  /** A POST written on the socket as curl sends it (Node's own client refuses a Trailer header). */
  function post(headers: Record<string, string>): Promise<{ status: number; seen: Record<string, string> }> {
    const body = '{"phone":"+447700900123"}';
    const lines = Object.entries({ host: 'localhost', connection: 'close', 'content-type': 'application/json', 'content-length': String(body.length), ...headers }).map(([name, value]) => `${name}: ${value}`);
    return new Promise((resolve, reject) => {
      const socket = net.connect(proxyPort, '127.0.0.1', () => socket.write(`POST /api/echo HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${body}`));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', reject);
      socket.on('end', () => {
        const [head = '', payload = ''] = text.split('\r\n\r\n');
        const status = Number(head.split(' ')[1]);
        resolve({ status, seen: status === 200 ? (JSON.parse(payload) as { headers: Record<string, string> }).headers : {} });
      });
    });
  }

  // Forwarded, a Trailer header made Node throw inside the proxy, and the whole dev server exited.
  it.each([
    ['Trailer', { trailer: 'x-checksum' }],
    ['Keep-Alive', { 'keep-alive': 'timeout=5' }],
    ['Upgrade', { upgrade: 'websocket' }],
    ['a header the Connection header names', { connection: 'close, x-hop', 'x-hop': 'one hop only' }],
  ])('passes a request with a connection-level header (%s) on without it', async (_name, headers) => {
    const { status, seen } = await post(headers);
    expect(status).toBe(200);
    for (const name of Object.keys(headers).filter((h) => h !== 'connection')) expect(seen).not.toHaveProperty(name);
    expect(seen['content-type']).toBe('application/json');
  });

  // docs/architecture.md#request-id: the first hop never passes on a browser's id; the API mints one.
  it('drops a request id the browser sent', async () => {
    const { status, seen } = await post({ 'x-request-id': 'chosen-by-the-browser-1' });
    expect(status).toBe(200);
    expect(seen).not.toHaveProperty('x-request-id');
  });
});
