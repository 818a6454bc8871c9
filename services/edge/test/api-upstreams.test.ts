import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiUpstreams } from '../src/api-upstreams';
import { serveApp } from '../src/serve-app';

describe('choosing an API instance', () => {
  it('takes the instances in turn', () => {
    const upstreams = apiUpstreams(['http://a:1/', 'http://b:2', 'http://c:3']);
    expect(Array.from({ length: 5 }, () => upstreams.pick({}).url)).toEqual(['http://a:1', 'http://b:2', 'http://c:3', 'http://a:1', 'http://b:2']);
  });

  it('follows the pin header only when it is configured, and only to an instance that exists', () => {
    const pinned = apiUpstreams(['http://a:1', 'http://b:2'], { pinHeader: 'X-Upstream' });
    expect(pinned.pick({ 'x-upstream': '2' })).toEqual({ url: 'http://b:2', number: 2 });
    expect(pinned.pick({ 'x-upstream': '2' })).toEqual({ url: 'http://b:2', number: 2 });
    expect(pinned.pick({ 'x-upstream': '7' }).number).toBe(1); // out of range: round robin
    const unpinned = apiUpstreams(['http://a:1', 'http://b:2']);
    expect([unpinned.pick({ 'x-upstream': '2' }).number, unpinned.pick({ 'x-upstream': '2' }).number]).toEqual([1, 2]);
  });

  it('refuses an empty list or an unreadable URL at start', () => {
    expect(() => apiUpstreams([])).toThrow('names no API instance');
    expect(() => apiUpstreams(['not a url'])).toThrow();
  });
});

/** docs/deploy.md#rehearsal: two API instances behind one edge, as `pnpm start:prod` runs them. */
describe('the edge in front of two API instances', () => {
  const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-rr-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<html><body></body></html>');
  fs.writeFileSync(path.join(shellDir, 'runtime-config.json'), JSON.stringify({ remotes: [] }));
  const instances: FastifyInstance[] = [];
  let edge: FastifyInstance;
  let edgeUrl: string;

  beforeAll(async () => {
    const urls: string[] = [];
    for (const name of ['one', 'two']) {
      const api = Fastify();
      api.all('/api/who', async (request) => ({ name, forwardedFor: request.headers['x-forwarded-for'], body: request.body ?? null }));
      await api.listen({ port: 0, host: '127.0.0.1' });
      instances.push(api);
      urls.push(`http://127.0.0.1:${(api.server.address() as { port: number }).port}`);
    }
    edge = await serveApp({ kind: 'shell', root: shellDir, port: 0, apiUrl: urls, apiPinHeader: 'X-MailScout-Upstream' });
    edgeUrl = `http://127.0.0.1:${(edge.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await edge.close();
    await Promise.all(instances.map((api) => api.close()));
  });

  const who = async (init?: RequestInit) => {
    const res = await fetch(`${edgeUrl}/api/who`, init);
    return { ...((await res.json()) as { name: string; forwardedFor: string; body: unknown }), answeredBy: res.headers.get('x-mailscout-upstream') };
  };

  it('sends requests to each instance in turn, with the client’s address forwarded to both', async () => {
    const answers = [await who(), await who(), await who(), await who()];
    const names = answers.map((a) => a.name);
    expect(new Set(names)).toEqual(new Set(['one', 'two']));
    expect(names[0]).not.toBe(names[1]);
    expect(names[0]).toBe(names[2]);
    for (const answer of answers) expect(answer.forwardedFor).toBe('127.0.0.1');
  });

  it('passes request bodies through whichever instance answers', async () => {
    const answer = await who({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ a: 1 }) });
    expect(answer.body).toEqual({ a: 1 });
  });

  it('answers from the pinned instance and says which one answered', async () => {
    const answers = [await who({ headers: { 'x-mailscout-upstream': '2' } }), await who({ headers: { 'x-mailscout-upstream': '2' } })];
    expect(answers.map((a) => [a.name, a.answeredBy])).toEqual([
      ['two', '2'],
      ['two', '2'],
    ]);
    expect((await who({ headers: { 'x-mailscout-upstream': '1' } })).name).toBe('one');
  });
});
