import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { RemoteDeclaration, RuntimeConfig } from '@mailscout/contracts';
import { serveApp } from '@mailscout/edge';
// The browser and flags every headless run here uses (docs/conventions.md#environment).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@mailscout/chromium';
import { manifestUrlOf } from '../release-url';
import { serveReleaseStore } from '../serve-store';

export interface GateStackInput {
  remote: string;
  release: string;
  /** The release store (served here as the CDN serves it, on a port of its own). */
  store: string;
  /** Where the store is served for real (RELEASE_BASE_URL): its URLs are answered from the local copy. */
  storeBaseUrl: string;
  /** The live shell's build, served by a real edge as in production. */
  shellDir: string;
  /** The live runtime configuration; the candidate takes the remote's place (for everyone: no canary). */
  liveConfig: RuntimeConfig;
}

export interface GateStack {
  browser: Browser;
  /** The edge serving the live shell: pages are opened here. */
  siteUrl: string;
  remotes: RemoteDeclaration[];
  /** A browser context whose requests stay on the site, the store and the live remotes; others are refused and recorded. */
  newContext(): Promise<{ context: BrowserContext; outside: string[] }>;
  /** A reason with the local copy's URLs written as the store's own (what an operator recognises). */
  asPublished(text: string): string;
  close(): Promise<void>;
}

const port = (app: { server: { address(): unknown } }) => (app.server.address() as AddressInfo).port;

/** Every /api call answers 503 with the error shape: pages must render their error states, not break. */
async function stubApi() {
  const app = Fastify({ logger: false });
  app.all('/api/*', async (_req, reply) => reply.code(503).send({ error: 'SERVICE_UNAVAILABLE', message: 'The release gate’s stub API answers nothing.' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/**
 * The live shell as visitors get it, with the candidate in its remote's place: the store served
 * with the CDN's rule (private files answer 404), a real edge composing pages, a stub API, and
 * Debian's Chromium. The store's public URLs are answered from the local copy, so the candidate is
 * loaded from exactly the files that would be promoted.
 */
export async function startGateStack(input: GateStackInput): Promise<GateStack> {
  const started: Array<{ close(): Promise<unknown> }> = [];
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-gate-'));
  try {
    const cdn = await serveReleaseStore({ root: input.store, port: 0, host: '127.0.0.1', cutConnectionsOnClose: true });
    started.push(cdn);
    const local = `http://127.0.0.1:${port(cdn)}`;
    const storeBase = input.storeBaseUrl.replace(/\/+$/, '');
    const toLocal = (url: string) => (url.startsWith(`${storeBase}/`) ? `${local}${url.slice(storeBase.length)}` : url);
    // The other live remotes come from the store too, as visitors get them: the shell's runtime
    // initialises sharing with every remote it knows, so one it cannot reach (a dev server named by
    // a test's configuration) is left out rather than failing the candidate.
    const remotes = input.liveConfig.remotes
      .filter((r) => r.name === input.remote || r.manifestUrl.startsWith(`${storeBase}/`))
      .map(({ canary: _canary, ...r }) => ({
        ...r,
        manifestUrl: r.name === input.remote ? toLocal(manifestUrlOf(storeBase, input.remote, input.release)) : toLocal(r.manifestUrl),
      }));
    const configFile = path.join(configDir, 'runtime-config.json');
    fs.writeFileSync(configFile, JSON.stringify({ ...input.liveConfig, remotes }));
    const api = await stubApi();
    started.push(api);
    const edge = await serveApp({
      kind: 'shell',
      root: input.shellDir,
      port: 0,
      host: '127.0.0.1',
      apiUrl: `http://127.0.0.1:${port(api)}`,
      runtimeConfigFile: configFile,
      cutConnectionsOnClose: true,
      // The stub API refuses on purpose: the edge's report of each refusal is not news here.
      failureLog: () => undefined,
    });
    started.push(edge);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    started.push(browser);
    const siteUrl = `http://127.0.0.1:${port(edge)}`;
    const allowed = new Set([siteUrl, local, ...remotes.map((r) => new URL(r.manifestUrl).origin)]);
    const storeOrigin = new URL(storeBase).origin;
    return {
      browser,
      siteUrl,
      remotes,
      async newContext() {
        const context = await browser.newContext();
        const outside: string[] = [];
        await context.route('**/*', (route) => {
          const url = route.request().url();
          const origin = new URL(url).origin;
          if (origin === storeOrigin) return route.continue({ url: toLocal(url) });
          if (allowed.has(origin) || !/^https?:$/.test(new URL(url).protocol)) return route.continue();
          outside.push(url);
          return route.abort('blockedbyclient');
        });
        return { context, outside };
      },
      asPublished: (text) => text.split(`${local}/`).join(`${storeBase}/`),
      async close() {
        for (const part of started.reverse()) await part.close().catch(() => undefined);
        fs.rmSync(configDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const part of started.reverse()) await part.close().catch(() => undefined);
    fs.rmSync(configDir, { recursive: true, force: true });
    throw error;
  }
}
