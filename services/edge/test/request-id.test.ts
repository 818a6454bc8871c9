import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { processLogger } from '@mailscout/logging';
import { waitFor } from '@mailscout/test-kit/node';
import type { FailureLogEntry } from '../src/errors/failure-log';
import { serveApp } from '../src/serve-app';

/**
 * docs/architecture.md#request-id at the edge: it keeps the id only of a proxy it trusts by address
 * (EDGE_TRUST_PROXY), else mints one; hands it to the API; names it in every answer; and logs one
 * line per request under it in the one shape (docs/deploy.md#logs).
 */
describe('the request id at the edge', () => {
  const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-request-id-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<html><body></body></html>');
  fs.writeFileSync(path.join(shellDir, 'runtime-config.json'), JSON.stringify({ remotes: [] }));
  let upstream: FastifyInstance;
  const edges: FastifyInstance[] = [];
  let logText = '';
  const failures: FailureLogEntry[] = [];
  const log = processLogger('edge', {
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logText += chunk.toString();
        done();
      },
    }),
  });
  const lines = () =>
    logText
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  async function edgeUrl(options: { trustProxy?: string[]; apiUrl?: string } = {}) {
    const { port } = upstream.server.address() as { port: number };
    const edge = await serveApp({ kind: 'shell', root: shellDir, port: 0, apiUrl: options.apiUrl ?? `http://127.0.0.1:${port}`, log, failureLog: (entry) => failures.push(entry), ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}) });
    edges.push(edge);
    return `http://127.0.0.1:${(edge.server.address() as { port: number }).port}`;
  }

  beforeAll(async () => {
    // An API that echoes the id it was given and names it in its answer, as the real one does.
    upstream = Fastify();
    upstream.get('/api/echo', async (request, reply) => {
      reply.header('x-request-id', request.headers['x-request-id']);
      return { requestId: request.headers['x-request-id'] ?? null };
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(edges.map((edge) => edge.close()));
    await upstream.close();
    fs.rmSync(shellDir, { recursive: true, force: true });
  });

  it('replaces the id of a client it does not trust, gives the API its own, names it in the answer and logs it', async () => {
    const url = await edgeUrl();
    const res = await fetch(`${url}/api/echo?email=ada@example.com`, { headers: { 'x-request-id': 'chosen-by-a-visitor-1' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(((await res.json()) as { requestId: string }).requestId).toBe(id);
    const line = await waitFor(() => lines().find((one) => one.requestId === id && one.msg === 'request completed'), { what: 'the edge’s line of the request' });
    expect(line).toMatchObject({ level: 'info', process: 'edge', route: '/api/echo', method: 'GET', status: 200, durationMs: expect.any(Number), time: expect.any(String) });
    expect(logText).not.toMatch(/ada@example\.com|chosen-by-a-visitor/);
  });

  it('keeps the id of the proxy it trusts (the door’s HAProxy) when it has the safe shape', async () => {
    const url = await edgeUrl({ trustProxy: ['127.0.0.1'] });
    const kept = await fetch(`${url}/api/echo`, { headers: { 'x-request-id': 'door-0123456789abcdef' } });
    expect(kept.headers.get('x-request-id')).toBe('door-0123456789abcdef');
    expect(((await kept.json()) as { requestId: string }).requestId).toBe('door-0123456789abcdef');
    const unsafe = await fetch(`${url}/api/echo`, { headers: { 'x-request-id': 'not safe, has spaces' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('names the id in its own error answers and in the failure it logs', async () => {
    const url = await edgeUrl({ apiUrl: 'http://127.0.0.1:9' });
    const res = await fetch(`${url}/api/echo`);
    expect(res.status).toBe(503);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(failures.find((entry) => entry.requestId === id)).toMatchObject({ event: 'upstream-failure', status: 503 });
    const page = await fetch(`${url}/no-such-file.js`);
    expect(page.status).toBe(404);
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });
});
