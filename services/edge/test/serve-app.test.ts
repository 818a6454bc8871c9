import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serveApp } from '../src/serve-app';

function tempBuild(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-test-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
  return dir;
}

describe('the edge serving builds', () => {
  const remoteDir = tempBuild({ 'mf-manifest.json': '{"id":"x"}', 'remoteEntry.js': 'var x=1', 'main.abcdef1234.js': 'x'.repeat(4000) });
  const shellDir = tempBuild({
    'index.html': '<html><script>boot()</script><body></body></html>',
    'runtime-config.json': JSON.stringify({ remotes: [{ name: 'x', manifestUrl: 'http://localhost:3999/mf-manifest.json', routes: ['/'] }] }),
    'main.0123456789.js': 'y',
  });
  let remote: Awaited<ReturnType<typeof serveApp>>;
  let shell: Awaited<ReturnType<typeof serveApp>>;

  beforeAll(async () => {
    remote = await serveApp({ kind: 'remote', root: remoteDir, port: 0 });
    // Nothing listens on port 9: the failure log would print that on every run.
    shell = await serveApp({ kind: 'shell', root: shellDir, port: 0, apiUrl: 'http://127.0.0.1:9', failureLog: () => undefined });
  });
  afterAll(async () => {
    await remote.close();
    await shell.close();
  });

  it('lets other origins use a remote’s files and never caches its manifest or entry', async () => {
    const manifest = await remote.inject({ url: '/mf-manifest.json' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await remote.inject({ url: '/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed files forever and compresses them', async () => {
    const res = await remote.inject({ url: '/main.abcdef1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves the shell page for client routes with a CSP that allows the remotes and the boot script', async () => {
    const res = await shell.inject({ url: '/account/history', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('boot()');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('http://localhost:3999');
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    // Stripe.js, its API and its 3D Secure frames (the funnel's checkout runs in the shell's page).
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('allows a Stripe stand-in instead of Stripe, and a sources stand-in’s photos, when configured', async () => {
    const local = await serveApp({ kind: 'shell', root: shellDir, port: 0, apiUrl: 'http://127.0.0.1:9', stripeUrl: 'http://127.0.0.1:12111', sourcesUrl: 'http://127.0.0.1:4300' });
    try {
      const csp = String((await local.inject({ url: '/', headers: { accept: 'text/html' } })).headers['content-security-policy']);
      expect(csp).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:12111/);
      expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:12111/);
      expect(csp).not.toContain('stripe.com');
      // Report photos from the data sources' stand-in (plain http, unlike the real sources).
      expect(csp).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:4300/);
    } finally {
      await local.close();
    }
  });

  it('serves the runtime configuration uncached and answers unknown API paths through the proxy', async () => {
    const config = await shell.inject({ url: '/runtime-config.json' });
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(config.body).remotes[0].name).toBe('x');
    const api = await shell.inject({ url: '/api/health' });
    expect(api.statusCode).toBe(503); // nothing listens on port 9 (edge-refusals.test.ts has the rest)
  });

  it('allows a remote’s new origin at the next page after the runtime configuration changes, without a restart', async () => {
    const dir = tempBuild({ 'index.html': '<html><body><div id="root"></div></body></html>' });
    const file = path.join(dir, 'runtime-config.json');
    const write = (port: number) => fs.writeFileSync(file, JSON.stringify({ remotes: [{ name: 'x', manifestUrl: `http://localhost:${port}/mf-manifest.json`, routes: ['/'] }] }));
    write(3998);
    const edge = await serveApp({ kind: 'shell', root: dir, port: 0, apiUrl: 'http://127.0.0.1:9', runtimeConfigFile: file });
    try {
      const csp = async () => String((await edge.inject({ url: '/x', headers: { accept: 'text/html' } })).headers['content-security-policy']);
      expect(await csp()).toMatch(/script-src [^;]*http:\/\/localhost:3998/);
      write(3997);
      // A new modification time (some file systems keep whole seconds).
      fs.utimesSync(file, new Date(), new Date(Date.now() + 2000));
      expect(await csp()).toMatch(/script-src [^;]*http:\/\/localhost:3997/);
      expect(await csp()).not.toContain('localhost:3998');
    } finally {
      await edge.close();
    }
  });

  describe('closing with a request in flight', () => {
    /** A connection whose request has begun (its body is still coming), as a browser's mid-load. */
    async function requestInFlight(app: Awaited<ReturnType<typeof serveApp>>): Promise<net.Socket> {
      const socket = net.connect((app.server.address() as net.AddressInfo).port, '127.0.0.1');
      socket.on('error', () => {});
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write('POST /remoteEntry.js HTTP/1.1\r\nHost: edge\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
      await new Promise((resolve) => setTimeout(resolve, 100));
      return socket;
    }
    async function closedWithin(app: Awaited<ReturnType<typeof serveApp>>, ms: number): Promise<boolean> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
      try {
        return await Promise.race([app.close().then(() => true), late]);
      } finally {
        clearTimeout(timer);
      }
    }

    it('waits for it by default (a deployment drains), and cuts it when asked (a stack stopping a remote under a browser)', async () => {
      const draining = await serveApp({ kind: 'remote', root: remoteDir, port: 0, host: '127.0.0.1' });
      const slow = await requestInFlight(draining);
      expect(await closedWithin(draining, 500)).toBe(false);
      slow.destroy();
      await draining.close();

      const cutting = await serveApp({ kind: 'remote', root: remoteDir, port: 0, host: '127.0.0.1', cutConnectionsOnClose: true });
      const cut = await requestInFlight(cutting);
      const ended = new Promise((resolve) => cut.once('close', resolve));
      expect(await closedWithin(cutting, 2_000)).toBe(true);
      await ended;
    });
  });
});
