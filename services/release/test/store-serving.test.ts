import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { addToStore } from '../src/release-store';
import { serveReleaseStore } from '../src/serve-store';
import { fixtureRelease, removeTempDirs, tempDir, writeFiles } from './release-fixtures';

/**
 * docs/deploy.md#release-store: the store, served as the CDN serves it (the edge's remote serving
 * with the store's rule, as start:prod runs it), answers only the files a browser needs. The
 * promotion history and every release's operator files answer exactly as a missing file does.
 */
let server: FastifyInstance;
let base: string;
let release: string;

beforeAll(async () => {
  const store = tempDir('store-serving-');
  const build = fixtureRelease({
    prerender: true,
    files: {
      'build-label.txt': 'v2\n',
      'mf-stats.json': '{}',
      'remoteEntry.js.map': '{}',
      'index.html': '<!doctype html>',
      'server/prerender.cjs': 'module.exports = {};',
      'fonts/inter.0a1b2c3d4e.woff2': 'font',
      'routes.0a1b2c3d4e.js.LICENSE.txt': 'MIT',
    },
  });
  fs.rmSync(path.join(build, 'release-info.json'));
  release = addToStore(store, build, { remote: 'funnel', version: '1.0.0' }).release;
  writeFiles(store, {
    'history.jsonl': `${JSON.stringify({ at: '2026-11-28T10:00:00.000Z', by: 'alice', action: 'promote', remote: 'funnel' })}\n`,
    // A copy half-written by an upload, and a file beside the releases.
    [`funnel/${release}.staging-1-2/mf-manifest.json`]: '{}',
    'funnel/notes.txt': 'x',
  });
  server = await serveReleaseStore({ root: store, port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server.close();
  removeTempDirs();
});

/** What a client can tell from an answer: status, body and headers (the date aside). */
async function answer(url: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${url}`, init);
  // The date and the request's own id (docs/architecture.md#request-id) differ on every answer.
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));
  return { status: response.status, body: await response.text(), headers };
}

describe('the release store over HTTP', () => {
  it('serves what a browser and the edge load: manifest, entry, chunks, styles, fonts, license notes, prerendered pages and their renderer', async () => {
    const id = encodeURIComponent(release).replace('%2B', '+');
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'routes.0a1b2c3d4e.js', 'routes.0a1b2c3d4e.css', 'fonts/inter.0a1b2c3d4e.woff2', 'routes.0a1b2c3d4e.js.LICENSE.txt', 'prerender-manifest.json', 'prerender/en/index.html', 'server/prerender.cjs']) {
      expect([file, (await answer(`/funnel/${id}/${file}`)).status]).toEqual([file, 200]);
    }
  });

  it('answers the history, the operator metadata and everything else a browser does not need exactly as a missing file', async () => {
    const missing = await answer(`/funnel/${release}/no-such-file.json`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ error: 'NOT_FOUND', message: expect.any(String) });
    const privateFiles = [
      '/history.jsonl',
      `/funnel/${release}/release-info.json`,
      `/funnel/${release}/translations.json`,
      `/funnel/${release}/build-label.txt`,
      `/funnel/${release}/mf-stats.json`,
      `/funnel/${release}/remoteEntry.js.map`,
      `/funnel/${release}/index.html`,
      `/funnel/${release}.staging-1-2/mf-manifest.json`,
      '/funnel/notes.txt',
      // The same files spelled another way.
      `/funnel/${encodeURIComponent(release)}/release-info.json`,
      `/funnel/${release}/%72elease-info.json`,
      '/%68istory.jsonl',
      '/history.jsonl?x=1',
    ];
    for (const url of privateFiles) {
      const got = await answer(url);
      expect([url, got]).toEqual([url, missing]);
    }
    // The store's own listing is no file either.
    expect((await answer('/')).status).toBe(404);
    expect((await answer(`/funnel/${release}/`)).status).toBe(404);
    // HEAD as GET.
    const head = await fetch(`${base}/history.jsonl`, { method: 'HEAD' });
    const headMissing = await fetch(`${base}/funnel/${release}/no-such-file.json`, { method: 'HEAD' });
    expect(head.status).toBe(headMissing.status);
  });

  it('never answers with the history, whatever the path', async () => {
    for (const url of ['/funnel/../history.jsonl', '/funnel/%2e%2e/history.jsonl', `/funnel/${release}/../../history.jsonl`, '//history.jsonl']) {
      const got = await answer(url);
      expect([url, got.status >= 400, got.body.includes('alice')]).toEqual([url, true, false]);
    }
  });
});
