import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serveApp } from '../src/serve-app';

const LIVE = '1.0.0+aaaaaaaaaa';
const CANARY = '1.0.0+bbbbbbbbbb';

function write(dir: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** A release in the store: a manifest, an entry and a prerendered /email-scan saying which release it is. */
function release(id: string): Record<string, string> {
  const at = (file: string) => `funnel/${id}/${file}`;
  return {
    [at('mf-manifest.json')]: JSON.stringify({ name: 'funnel', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [], exposes: [] }),
    [at('remoteEntry.js')]: `var funnel="${id}";`,
    [at('prerender-manifest.json')]: JSON.stringify({ remote: 'funnel', release: id, pages: [{ path: '/email-scan', language: 'en', file: 'prerender/en/email-scan.html', title: 'Scan' }] }),
    [at('prerender/en/email-scan.html')]: `<h1>Release ${id}</h1>`,
  };
}

describe('the edge serving a canary from the release store (docs/deploy.md#canary)', () => {
  const store = write(fs.mkdtempSync(path.join(os.tmpdir(), 'edge-store-')), { ...release(LIVE), ...release(CANARY) });
  const shellDir = write(fs.mkdtempSync(path.join(os.tmpdir(), 'edge-shell-')), {
    'index.html': '<!doctype html><html lang="en"><head><title>MailScout</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
    // The shell's frame renderer (built with the shell): a frame with the slot for the fragment.
    '.server/render-frame.cjs': `exports.renderFrame = async (r) => ({ html: '<main>' + (r.withFragment ? '<template data-ms-fragment=""></template>' : '') + '</main>', title: 'MailScout', notFound: false });`,
  });
  const configFile = path.join(shellDir, 'runtime-config.json');
  let cdn: Awaited<ReturnType<typeof serveApp>>;
  let shell: Awaited<ReturnType<typeof serveApp>>;
  let cdnPort = 0;
  const writeConfig = (canary: boolean) => {
    const remotes = [
      {
        name: 'funnel',
        manifestUrl: `http://localhost:${cdnPort}/funnel/${LIVE}/mf-manifest.json`,
        routes: ['/email-scan'],
        // Another origin for the canary, so the CSP must name it too.
        ...(canary ? { canary: { manifestUrl: `http://127.0.0.1:${cdnPort}/funnel/${CANARY}/mf-manifest.json`, share: 50 } } : {}),
      },
    ];
    fs.writeFileSync(configFile, JSON.stringify({ apiBaseUrl: '', remotes }));
    fs.utimesSync(configFile, new Date(), new Date(Date.now() + (canary ? 2000 : 4000)));
  };

  beforeAll(async () => {
    cdn = await serveApp({ kind: 'remote', root: store, port: 0 });
    cdnPort = (cdn.server.address() as AddressInfo).port;
    writeConfig(true);
    shell = await serveApp({ kind: 'shell', root: shellDir, port: 0, apiUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await shell.close();
    await cdn.close();
  });

  const page = (cookie?: string) => shell.inject({ url: '/email-scan', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('serves the store as a CDN would: each release’s manifest under /<remote>/<release>/', async () => {
    const manifest = await cdn.inject({ url: `/funnel/${CANARY}/mf-manifest.json` });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ name: 'funnel' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect((await cdn.inject({ url: `/funnel/${LIVE}/remoteEntry.js` })).body).toBe(`var funnel="${LIVE}";`);
  });

  it('gives a new visitor a place once, and composes their page with the release that place gets', async () => {
    const first = await page();
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^ms_canary=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
    const place = Number(/ms_canary=(\d+)/.exec(cookie)![1]);
    const expected = place < 50 ? CANARY : LIVE;
    expect(first.headers['x-releases']).toBe(`funnel=${expected}${place < 50 ? '(canary)' : ''}`);
    expect(first.body).toContain(`<h1>Release ${expected}</h1>`);
    // Coming back with the cookie: no new place, the same release.
    const again = await page(`ms_canary=${place}`);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body).toContain(`<h1>Release ${expected}</h1>`);
  });

  it('serves each visitor the configuration, fragment and header of their own release', async () => {
    const early = await page('ms_lng=en; ms_canary=10');
    expect(early.headers['x-releases']).toBe(`funnel=${CANARY}(canary)`);
    expect(early.body).toContain(`<h1>Release ${CANARY}</h1>`);
    expect(early.body).toContain(`/funnel/${CANARY}/mf-manifest.json`);
    expect(early.body).not.toContain(LIVE);
    const late = await page('ms_canary=90');
    expect(late.headers['x-releases']).toBe(`funnel=${LIVE}`);
    expect(late.body).toContain(`<h1>Release ${LIVE}</h1>`);
    expect(late.body).not.toContain(CANARY);

    const config = await shell.inject({ url: '/runtime-config.json', headers: { cookie: 'ms_canary=10' } });
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.headers.vary).toBe('Cookie');
    expect(config.json()).toEqual({ apiBaseUrl: '', remotes: [{ name: 'funnel', manifestUrl: `http://127.0.0.1:${cdnPort}/funnel/${CANARY}/mf-manifest.json`, routes: ['/email-scan'] }] });
    expect((await shell.inject({ url: '/runtime-config.json', headers: { cookie: 'ms_canary=90' } })).json().remotes[0].manifestUrl).toContain(LIVE);
    // The shell's CSP allows the canary's origin beside the live one.
    expect(String(early.headers['content-security-policy'])).toContain(`http://127.0.0.1:${cdnPort}`);
  });

  it('returns everyone to the live release at the next page once the canary is withdrawn', async () => {
    writeConfig(false);
    const early = await page('ms_canary=10');
    expect(early.headers['x-releases']).toBe(`funnel=${LIVE}`);
    expect(early.body).toContain(`<h1>Release ${LIVE}</h1>`);
    const config = await shell.inject({ url: '/runtime-config.json', headers: { cookie: 'ms_canary=10' } });
    expect(config.body).toBe(fs.readFileSync(configFile, 'utf8'));
  });

  it('leaves the API and files alone: no place drawn for them', async () => {
    const file = await shell.inject({ url: '/index.html' });
    expect(file.headers['set-cookie']).toBeUndefined();
    expect(file.headers['x-releases']).toBeUndefined();
  });
});
