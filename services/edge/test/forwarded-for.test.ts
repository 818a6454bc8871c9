import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveApp } from '../src/serve-app';

/** docs/architecture.md#client-address: the edge tells the API who the client is, after whatever the client claimed. */
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

  /**
   * A POST as clients other than browsers send it (fetch refuses these headers, so plain node:http,
   * on a connection of its own: its `Connection: close` names no other header, as curl's requests).
   */
  function postThroughEdge(headers: Record<string, string>, body = '{"phone":"+447700900123"}'): Promise<{ status: number; seen: Record<string, string> }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${edgeUrl}/api/echo`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, seen: res.statusCode === 200 ? (JSON.parse(text) as { headers: Record<string, string> }).headers : {} }));
      });
      request.on('error', reject);
      // A client that asked to continue sends its body once the edge says so.
      if (headers.expect) request.on('continue', () => request.end(body));
      else request.end(body);
    });
  }

  it.each([
    ['Expect', { expect: '100-continue' }], // curl's way with a body over 1 MiB
    ['Keep-Alive', { 'keep-alive': 'timeout=5' }],
    ['Upgrade', { upgrade: 'websocket' }],
    ['TE', { te: 'trailers' }],
    ['a header the Connection header names', { connection: 'keep-alive, x-hop', 'x-hop': 'one hop only' }],
  ])('passes a request with a connection-level header (%s) on without it, rather than failing it', async (_name, headers) => {
    const { status, seen } = await postThroughEdge(headers);
    expect(status).toBe(200);
    // The edge's own connection to the API has its own Connection header; the client's others never arrive.
    for (const name of Object.keys(headers).filter((h) => h !== 'connection')) expect(seen).not.toHaveProperty(name);
    expect(seen['content-type']).toBe('application/json');
  });
});
