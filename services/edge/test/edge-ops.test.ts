import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { FRAME_RENDERER_FILE, PRERENDER_MANIFEST_FILE } from '@mailscout/contracts';
import { createHealth, scrape } from '@mailscout/ops';
import { waitFor } from '@mailscout/test-kit/node';
import { serveApp } from '../src/serve-app';

/**
 * docs/operations.md#edge: the edge's metrics move as pages are composed (fresh, from memory, stale,
 * left to the browser) and as it fetches from the release store; its readiness follows its runtime
 * configuration and frame renderer. A real edge over a tiny shell build and a release store.
 */
jest.setTimeout(60_000);

const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>MailScout</title></head><body><div id="root"><div class="boot"></div></div><script defer src="/main.js"></script></body></html>';
const FRAME = `module.exports = { async renderFrame(request) { return { html: '<main>' + (request.withFragment ? '<template data-ms-fragment=""></template>' : '<div aria-busy="true"></div>') + '</main>', title: 'MailScout', notFound: false }; } };`;

function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[3]);
  }
  return sum;
}
const sample = async (name: string, labels: Record<string, string> = {}) => sampleOf(await scrape(), name, labels);

/** A shell build: its page, its frame renderer (unless `frames: false`) and a runtime configuration naming `remotes`. */
function shellBuild(remotes: Array<{ name: string; manifestUrl: string; routes: string[] }>, options: { frames?: boolean } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-ops-'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  if (options.frames !== false) {
    fs.mkdirSync(path.join(dir, path.dirname(FRAME_RENDERER_FILE)), { recursive: true });
    fs.writeFileSync(path.join(dir, FRAME_RENDERER_FILE), FRAME);
  }
  fs.writeFileSync(path.join(dir, 'runtime-config.json'), JSON.stringify({ apiBaseUrl: '', remotes }));
  return dir;
}

/** The release store of one remote (`legal`): its prerender manifest and one prerendered page; `down` answers 503 to everything. */
async function releaseStore() {
  const state = { down: false };
  const server = http.createServer((request, response) => {
    if (state.down) return void response.writeHead(503).end();
    if (request.url === `/legal/r1/${PRERENDER_MANIFEST_FILE}`) {
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ remote: 'legal', release: 'r1', pages: [{ path: '/terms', language: 'en', file: 'prerender/en/terms.html', title: 'Terms – MailScout' }] }));
    }
    if (request.url === '/legal/r1/prerender/en/terms.html') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Terms</h1>');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { state, origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

test('compositions by how the page was made, and the release store fetches by outcome, timed', async () => {
  const store = await releaseStore();
  closers.push(store.close);
  const root = shellBuild([
    { name: 'legal', manifestUrl: `${store.origin}/legal/r1/mf-manifest.json`, routes: ['/terms', '/privacy'] },
  ]);
  const edge = await serveApp({ kind: 'shell', root, port: 0, apiUrl: 'http://127.0.0.1:9', failureLog: () => undefined });
  closers.push(() => edge.close());
  const base = `http://127.0.0.1:${(edge.server.address() as AddressInfo).port}`;
  // Each answer read to its end: a connection left busy would hold the edge's close.
  const page = async (pathName: string) => {
    const response = await fetch(`${base}${pathName}`, { headers: { accept: 'text/html', 'accept-language': 'en' } });
    await response.text();
    return response;
  };
  const compositions = (result: string) => sample('mailscout_edge_compositions_total', { result });
  const before = { fresh: await compositions('fresh'), cached: await compositions('cached'), stale: await compositions('stale'), client: await compositions('client') };
  const fetchesOk = await sample('mailscout_edge_release_fetches_total', { outcome: 'ok' });
  const fetchesTimed = await sample('mailscout_edge_release_fetch_duration_seconds_count');

  expect((await page('/terms')).headers.get('x-prerendered')).toBe('legal@r1');
  expect(await compositions('fresh')).toBe(before.fresh + 1);
  // The prerender manifest and the page's fragment: two fetches that answered.
  expect(await sample('mailscout_edge_release_fetches_total', { outcome: 'ok' })).toBe(fetchesOk + 2);
  expect(await sample('mailscout_edge_release_fetch_duration_seconds_count')).toBeGreaterThanOrEqual(fetchesTimed + 2);

  await page('/terms');
  expect(await compositions('cached')).toBe(before.cached + 1);

  // A page the release does not prerender: the browser renders it.
  await page('/privacy');
  expect(await compositions('client')).toBe(before.client + 1);
  // The pages are counted as pages, by no URL.
  expect(await sample('mailscout_http_requests_total', { route: 'page', status: '200' })).toBeGreaterThanOrEqual(3);
  expect(await scrape()).not.toContain('/privacy');

  // The store fails: once the manifest is asked again, the last good copy is served, stale.
  const failedBefore = await sample('mailscout_edge_release_fetches_total', { outcome: 'error' });
  store.state.down = true;
  await waitFor(async () => ((await page('/terms')).headers.get('x-prerendered')?.includes('stale') ? true : undefined), { timeoutMs: 30_000, intervalMs: 250, what: 'a stale page' });
  expect(await compositions('stale')).toBeGreaterThanOrEqual(before.stale + 1);
  expect(await sample('mailscout_edge_release_fetches_total', { outcome: 'error' })).toBeGreaterThan(failedBefore);
});

test('readiness: the runtime configuration readable and the frame renderer loaded; draining is not ready', async () => {
  const ready = shellBuild([{ name: 'legal', manifestUrl: 'http://127.0.0.1:9/legal/r1/mf-manifest.json', routes: ['/terms'] }]);
  const health = createHealth();
  const edge = await serveApp({ kind: 'shell', root: ready, port: 0, apiUrl: 'http://127.0.0.1:9', health, failureLog: () => undefined });
  closers.push(() => edge.close());
  expect(await health.readiness()).toMatchObject({ ok: true, checks: { 'runtime-config': 'ok', 'frame-renderer': 'ok' } });
  // A configuration that cannot be read (a broken promotion) takes the edge out until it is fixed.
  const file = path.join(ready, 'runtime-config.json');
  const good = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, '{ not json');
  expect(await health.readiness()).toMatchObject({ ok: false, checks: { 'runtime-config': 'down' } });
  fs.writeFileSync(file, `${good}\n`);
  expect((await health.readiness()).ok).toBe(true);
  health.markDraining();
  expect(await health.readiness()).toMatchObject({ ok: false, status: 'draining' });

  // A build without its frame renderer cannot compose pages: not ready.
  const withoutFrames = createHealth();
  const bare = await serveApp({ kind: 'shell', root: shellBuild([{ name: 'legal', manifestUrl: 'http://127.0.0.1:9/legal/r1/mf-manifest.json', routes: ['/terms'] }], { frames: false }), port: 0, apiUrl: 'http://127.0.0.1:9', health: withoutFrames, failureLog: () => undefined });
  closers.push(() => bare.close());
  expect(await withoutFrames.readiness()).toMatchObject({ ok: false, checks: { 'frame-renderer': 'down' } });
});
