import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveApp } from '../src/serve-app';

/** Issue 14.3: the edge tells the API who the client is, after whatever the client claimed. */
describe('the edge in front of the API', () => {
  const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-xff-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<html><body></body></html>');
  fs.writeFileSync(path.join(shellDir, 'runtime-config.json'), JSON.stringify({ remotes: [] }));
  let upstream: FastifyInstance;
  let edge: FastifyInstance;
  let edgeUrl: string;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.all('/api/echo', async (request) => ({ headers: request.headers }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const { port } = upstream.server.address() as { port: number };
    edge = await serveApp({ kind: 'shell', root: shellDir, port: 0, apiUrl: `http://127.0.0.1:${port}` });
    edgeUrl = `http://127.0.0.1:${(edge.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await edge.close();
    await upstream.close();
  });

  async function seenUpstream(headers: Record<string, string> = {}) {
    const res = await fetch(`${edgeUrl}/api/echo`, { headers });
    return ((await res.json()) as { headers: Record<string, string> }).headers;
  }

  it('sends the client’s address as X-Forwarded-For, with its own protocol and host', async () => {
    const headers = await seenUpstream();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(new URL(edgeUrl).host);
  });

  it('appends the address it sees after any X-Forwarded-For the client wrote (never replaced by it)', async () => {
    const headers = await seenUpstream({ 'x-forwarded-for': '203.0.113.9, 198.51.100.4', 'x-forwarded-proto': 'https' });
    expect(headers['x-forwarded-for']).toBe('203.0.113.9, 198.51.100.4, 127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
  });
});
