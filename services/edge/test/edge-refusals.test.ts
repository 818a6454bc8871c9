import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serveApp } from '../src/serve-app';
import type { FailureLogEntry } from '../src/errors/failure-log';
import { httpRequest, rawRequest, refusesConnections, refusingPort, silentServer, splitAnswers, until, type RawResponse } from './raw-http';

function tempBuild(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-refusals-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  return dir;
}

const portOf = (app: FastifyInstance) => (app.server.address() as { port: number }).port;

/** Nothing a client may learn about the machinery: framework codes, addresses, files, stacks. */
function expectNothingInternal(res: RawResponse, internals: string[] = []) {
  for (const leak of ['FST_', '127.0.0.1', 'localhost', 'ECONN', 'UND_ERR', 'Error:', os.tmpdir(), ...internals]) expect(res.raw).not.toContain(leak);
  expect(res.raw).not.toMatch(/\n\s*at \S+ \(/);
}

function expectErrorJson(res: RawResponse, status: number, code: string, internals: string[] = []) {
  expect({ status: res.status, type: res.headers['content-type'] }).toEqual({ status, type: 'application/json; charset=utf-8' });
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  expect(body.error).toBe(code);
  expect(body.message).toMatch(/^[A-Z].{10,}/);
  expectNothingInternal(res, internals);
}

function expectErrorPage(res: RawResponse, status: number, language: 'en' | 'de', heading: string) {
  expect({ status: res.status, type: res.headers['content-type'], language: res.headers['content-language'] }).toEqual({ status, type: 'text/html; charset=utf-8', language });
  expect(res.body).toMatch(/^<!doctype html>/);
  expect(res.body).toContain(`<html lang="${language}">`);
  expect(res.body).toContain(`<h1>${heading}</h1>`);
  expect(res.body).toContain('<a href="/">');
  expect(res.headers['cache-control']).toBe('no-store');
  expectNothingInternal(res);
}

const PAGE = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the edge answers its own refusals in the one error shape, on real connections', () => {
  const shellDir = tempBuild({ 'index.html': '<html><script>boot()</script><body></body></html>', 'runtime-config.json': JSON.stringify({ remotes: [] }) });
  const storeDir = tempBuild({ 'remoteEntry.js': 'var x=1' });
  const logs: FailureLogEntry[] = [];
  const failureLog = (entry: FailureLogEntry) => logs.push(entry);
  let refused: number;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let shell: FastifyInstance;
  let slowShell: FastifyInstance;
  let store: FastifyInstance;

  beforeAll(async () => {
    refused = await refusingPort();
    silent = await silentServer();
    shell = await serveApp({ kind: 'shell', root: shellDir, port: 0, apiUrl: `http://127.0.0.1:${refused}`, failureLog });
    slowShell = await serveApp({ kind: 'shell', root: shellDir, port: 0, apiUrl: `http://127.0.0.1:${silent.port}`, apiTimeoutMs: 300, failureLog });
    store = await serveApp({ kind: 'remote', root: storeDir, port: 0, failureLog });
  });
  afterAll(async () => {
    await Promise.all([shell.close(), slowShell.close(), store.close()]);
    await silent.close();
  });
  beforeEach(() => {
    logs.length = 0;
  });

  const kinds = () => [
    ['shell', portOf(shell)],
    ['release store', portOf(store)],
  ] as const;

  describe('requests Node’s parser refuses', () => {
    const framing: Array<[string, string, number, string]> = [
      ['Content-Length and Transfer-Encoding together', 'POST /api/x HTTP/1.1\r\nHost: e\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400, 'BAD_REQUEST'],
      ['an invalid chunk size', 'POST /api/x HTTP/1.1\r\nHost: e\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n', 400, 'BAD_REQUEST'],
      ['a NUL in a header', 'GET / HTTP/1.1\r\nHost: e\r\nX-Note: a\0b\r\n\r\n', 400, 'BAD_REQUEST'],
      ['a bad character in a header name', 'GET / HTTP/1.1\r\nHost: e\r\nX (Note): a\r\n\r\n', 400, 'BAD_REQUEST'],
      ['a folded header (obs-fold)', 'GET / HTTP/1.1\r\nHost: e\r\nX-Note: a\r\n  b\r\n\r\n', 400, 'BAD_REQUEST'],
      ['a broken request line', 'GET / HTTP/1.1 extra\r\nHost: e\r\n\r\n', 400, 'BAD_REQUEST'],
      ['headers over the limit', `GET / HTTP/1.1\r\nHost: e\r\nX-Note: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
    ];

    it.each(framing)('%s: the shell and the release store answer in the one shape', async (_name, request, status, code) => {
      for (const [kind, port] of kinds()) {
        const res = await rawRequest(port, request);
        expect({ kind, status: res.status }).toEqual({ kind, status });
        expectErrorJson(res, status, code);
        expect(res.headers.connection).toBe('close');
      }
    });
  });

  describe('URLs the edge cannot serve', () => {
    it('a malformed percent-encoding is a bad request (JSON, or the page for a browser)', async () => {
      for (const [, port] of kinds()) {
        expectErrorJson(await httpRequest(port, '/%E0%A4%A'), 400, 'BAD_REQUEST');
        expectErrorJson(await httpRequest(port, '/api/%E0%A4%A', { headers: PAGE }), 400, 'BAD_REQUEST');
        expectErrorPage(await httpRequest(port, '/%E0%A4%A', { headers: PAGE }), 400, 'en', 'This request could not be understood');
        expectErrorPage(await httpRequest(port, '/%E0%A4%A?lng=de', { headers: PAGE }), 400, 'de', 'Diese Anfrage konnte nicht verarbeitet werden');
      }
    });

    it('an encoded way out of the build, a NUL or a name too long is simply not found', async () => {
      for (const [, port] of kinds()) {
        for (const url of ['/..%2f..%2fetc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/a%00b.js', `/${'a'.repeat(300)}.js`]) {
          expectErrorJson(await httpRequest(port, url), 404, 'NOT_FOUND');
        }
      }
      expectErrorPage(await httpRequest(portOf(shell), '/%2e%2e/%2e%2e/etc/passwd', { headers: PAGE }), 404, 'en', 'Oops! Page not found');
    });

    it('a file missing from the release store is not found, in the visitor’s language for a browser', async () => {
      const port = portOf(store);
      expectErrorJson(await httpRequest(port, '/missing.0123456789.js'), 404, 'NOT_FOUND');
      expectErrorJson(await httpRequest(port, '/api/health'), 404, 'NOT_FOUND');
      expectErrorPage(await httpRequest(port, '/missing', { headers: PAGE }), 404, 'en', 'Oops! Page not found');
      expectErrorPage(await httpRequest(port, '/missing?lng=de', { headers: PAGE }), 404, 'de', 'Hoppla! Seite nicht gefunden');
      expectErrorPage(await httpRequest(port, '/missing', { headers: { ...PAGE, 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' } }), 404, 'de', 'Hoppla! Seite nicht gefunden');
      expectErrorPage(await httpRequest(port, '/missing', { headers: { ...PAGE, 'Accept-Language': 'de', Cookie: 'ms_lng=en' } }), 404, 'en', 'Oops! Page not found');
      // The store's files stay usable from other origins, error answers included.
      expect((await httpRequest(port, '/missing')).headers['access-control-allow-origin']).toBe('*');
    });

    it('a HEAD page request gets the page’s headers without its body', async () => {
      const res = await httpRequest(portOf(store), '/missing?lng=de', { method: 'HEAD', headers: PAGE });
      expect({ status: res.status, type: res.headers['content-type'], language: res.headers['content-language'], body: res.body }).toEqual({
        status: 404,
        type: 'text/html; charset=utf-8',
        language: 'de',
        body: '',
      });
    });
  });

  describe('an API instance that cannot answer', () => {
    it('refusing connections: 503 with Retry-After, nothing of the address, one line for the operator', async () => {
      const res = await httpRequest(portOf(shell), '/api/email-lookup?email=someone@example.com', { headers: { Cookie: 'ms_session=secret-token' } });
      expectErrorJson(res, 503, 'SERVICE_UNAVAILABLE', [String(refused)]);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(logs).toEqual([expect.objectContaining({ event: 'upstream-failure', method: 'GET', path: '/api/email-lookup', status: 503, upstream: `http://127.0.0.1:${refused}`, cause: 'ECONNREFUSED' })]);
      expect(JSON.stringify(logs)).not.toMatch(/someone|secret-token/);
    });

    it('refusing a request with a body, and for a browser too: /api/* is always JSON', async () => {
      expectErrorJson(await httpRequest(portOf(shell), '/api/previews', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":"a@b.co"}' }), 503, 'SERVICE_UNAVAILABLE', [String(refused)]);
      expectErrorJson(await httpRequest(portOf(shell), '/api/health', { headers: PAGE }), 503, 'SERVICE_UNAVAILABLE', [String(refused)]);
      expect(logs).toHaveLength(2);
    });

    it('accepting and never answering: 504 GATEWAY_TIMEOUT once the configured wait is over', async () => {
      const started = Date.now();
      const res = await httpRequest(portOf(slowShell), '/api/health');
      expectErrorJson(res, 504, 'GATEWAY_TIMEOUT', [String(silent.port)]);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.headers['retry-after']).toBeUndefined();
      expect(logs).toEqual([expect.objectContaining({ event: 'upstream-failure', path: '/api/health', status: 504, upstream: `http://127.0.0.1:${silent.port}`, cause: 'UND_ERR_HEADERS_TIMEOUT' })]);
    });
  });

  it('anything unexpected is a 500 that says nothing of its cause, logged with it', async () => {
    const missingConfig = path.join(shellDir, 'not-there', 'runtime-config.json');
    const broken = await serveApp({ kind: 'shell', root: shellDir, port: 0, apiUrl: `http://127.0.0.1:${refused}`, runtimeConfigFile: missingConfig, failureLog });
    try {
      const res = await httpRequest(portOf(broken), '/runtime-config.json');
      expectErrorJson(res, 500, 'INTERNAL_ERROR', ['ENOENT', 'not-there']);
      expect(logs).toEqual([expect.objectContaining({ event: 'unexpected-error', path: '/runtime-config.json', status: 500, cause: 'ENOENT', stack: expect.stringContaining('not-there') })]);
    } finally {
      await broken.close();
    }
  });

  it('a request still arriving while the edge closes gets 503 in the one shape, not Fastify’s', async () => {
    const hanging = await silentServer();
    const closing = await serveApp({ kind: 'shell', root: shellDir, port: 0, apiUrl: `http://127.0.0.1:${hanging.port}`, apiTimeoutMs: 500, failureLog });
    const port = portOf(closing);
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    try {
      // A request in flight keeps the connection open while the edge closes …
      socket.write('GET /api/slow HTTP/1.1\r\nHost: e\r\n\r\n');
      await until(() => hanging.connections() > 0);
      const closed = closing.close();
      await until(() => refusesConnections(port));
      // … and the next request on it arrives once the edge no longer takes new connections.
      socket.write('GET /main.js HTTP/1.1\r\nHost: e\r\nConnection: close\r\n\r\n');
      await ended;
      await closed;
      const [first, second] = splitAnswers(Buffer.concat(received).toString('latin1'));
      expect(first?.status).toBe(504);
      expectErrorJson(second!, 503, 'SERVICE_UNAVAILABLE', [String(hanging.port)]);
      expect(second?.headers['retry-after']).toBe('5');
    } finally {
      socket.destroy();
      await hanging.close();
    }
  });

  it('the shell still serves its page for client routes, and a JSON 404 for other unknown paths', async () => {
    const page = await httpRequest(portOf(shell), '/account/history', { headers: PAGE });
    expect(page.status).toBe(200);
    expect(page.body).toContain('boot()');
    expectErrorJson(await httpRequest(portOf(shell), '/missing.0123456789.js'), 404, 'NOT_FOUND');
    expectErrorJson(await httpRequest(portOf(shell), '/account/history', { method: 'POST', headers: PAGE, body: '' }), 404, 'NOT_FOUND');
  });

  it('the error page shows under the shell’s Content-Security-Policy: nothing in it that the policy governs', async () => {
    const res = await httpRequest(portOf(shell), '/%2e%2e/x', { headers: PAGE });
    expect(res.status).toBe(404);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).not.toMatch(/<script|<style|<link|<img|<iframe|\sstyle=|\son[a-z]+=|\ssrc=/i);
  });
});
