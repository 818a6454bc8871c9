import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { chromium, type Page } from 'playwright-core';
import { findOwner, PRERENDER_MANIFEST_FILE, PrerenderManifest, type RuntimeConfig } from '@mailscout/contracts';
import { serveApp } from '@mailscout/edge';
// The browser and flags every headless run here uses (docs/conventions.md#environment).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../e2e/support/chromium';
import { ruleResult, type RuleResult } from './rule-result';

export interface RenderInput {
  remote: string;
  releaseDir: string;
  /** The live shell's build, served by a real edge as in production. */
  shellDir: string;
  /** The live runtime configuration; the remote's entry is pointed at the candidate. */
  liveConfig: RuntimeConfig;
  timeoutMs?: number;
}

/** React's hydration failures, minified in production builds (react.dev/errors 418, 419, 421–423, 425). */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

/** In the page, before its scripts: uncaught errors and React's errors, first lines, once each. */
const RECORD_ERRORS = `(() => {
  const seen = (window.__releaseGateErrors = []);
  const add = (text) => { const line = String(text).split('\\n')[0]; if (!seen.includes(line)) seen.push(line); };
  addEventListener('error', (e) => add(e.error?.message ?? e.message));
  addEventListener('unhandledrejection', (e) => add(e.reason?.message ?? e.reason));
  const original = console.error.bind(console);
  // Console errors only when they are React's or the shell's boundary's (a stub API's 503 may be logged).
  console.error = (...args) => {
    const text = String(args[0]?.message ?? args[0]);
    if (/failed while rendering|hydrat|did not match|Minified React error/i.test(text)) add(args.map((a) => a?.message ?? a).join(' '));
    original(...args);
  };
})();`;

/** The errors recorded so far, after the next frame (React reports recoverable errors right after its commit). */
async function settledErrors(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve([...((window as unknown as { __releaseGateErrors?: string[] }).__releaseGateErrors ?? [])]), 0)),
      ),
  );
}

const port = (app: { server: { address(): unknown } }) => (app.server.address() as AddressInfo).port;

/** Every /api call answers 503 with the error shape: routes must render their error states, not break. */
async function stubApi() {
  const app = Fastify({ logger: false });
  app.all('/api/*', async (_req, reply) => reply.code(503).send({ error: 'SERVICE_UNAVAILABLE', message: 'The release gate’s stub API answers nothing.' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function prerenderedPaths(releaseDir: string): string[] {
  const file = path.join(releaseDir, PRERENDER_MANIFEST_FILE);
  if (!fs.existsSync(file)) return [];
  const parsed = PrerenderManifest.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  return parsed.success ? [...new Set(parsed.data.pages.map((p) => p.path))] : [];
}

/**
 * Gate rules (b) and (e) in a browser: the live shell, served by the edge with the candidate in
 * place of the live release and a stub API, opens every route the remote owns in en and de. A
 * route fails when the shell shows its "could not load" fallback (the module did not load or
 * threw while rendering) or the page throws; a prerendered page fails when it does not hydrate
 * (html[data-hydrated]) or React reports a mismatch.
 */
export async function renderRoutes(input: RenderInput): Promise<RuleResult[]> {
  const timeout = input.timeoutMs ?? 20_000;
  const cdn = await serveApp({ kind: 'remote', root: input.releaseDir, port: 0, host: '127.0.0.1' });
  const api = await stubApi();
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-render-'));
  const configFile = path.join(configDir, 'runtime-config.json');
  const remotes = input.liveConfig.remotes.map(({ canary: _canary, ...r }) => (r.name === input.remote ? { ...r, manifestUrl: `http://127.0.0.1:${port(cdn)}/mf-manifest.json` } : r));
  fs.writeFileSync(configFile, JSON.stringify({ ...input.liveConfig, remotes }));
  const edge = await serveApp({ kind: 'shell', root: input.shellDir, port: 0, host: '127.0.0.1', apiUrl: `http://127.0.0.1:${port(api)}`, runtimeConfigFile: configFile });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const routeReasons: string[] = [];
  const hydrationReasons: string[] = [];
  const routes = remotes.find((r) => r.name === input.remote)?.routes ?? [];
  const prerendered = prerenderedPaths(input.releaseDir);
  try {
    for (const route of [...new Set([...routes, ...prerendered])]) {
      for (const language of ['en', 'de'] as const) {
        const page = await browser.newPage();
        // Errors are kept in the page itself and read once it has settled: events reported over
        // the wire could arrive after the check.
        await page.addInitScript(RECORD_ERRORS);
        // The browser's own report names a cross-origin script's error, which the page sees as "Script error.".
        const uncaught: string[] = [];
        page.on('pageerror', (error) => uncaught.push(error.message.split('\n')[0]!));
        const where = `${route} (${language})`;
        try {
          await page.goto(`http://127.0.0.1:${port(edge)}${route}?lng=${language}`, { waitUntil: 'domcontentloaded' });
          // A visitor's first use: a prerendered page's code comes then (the shell's deferred hydration).
          await page.mouse.move(5, 5);
          // The shell's loading state ends when the remote's module loaded (or failed to).
          await page.waitForFunction(() => !document.querySelector('.ms-route-loading'), undefined, { timeout });
          const errors = await settledErrors(page);
          const stillOurs = findOwner(new URL(page.url()).pathname, remotes)?.name === input.remote;
          const fallback = stillOurs && (await page.locator('[data-testid="remote-fallback"]').count()) > 0;
          if (prerendered.includes(route)) {
            // The frame hydrates at once, the prerendered part once its code is here (or it failed).
            const hydrated = await page
              .waitForFunction(
                () => document.documentElement.dataset.hydrated === 'true' && (Boolean(document.documentElement.dataset.remoteShown) || Boolean(document.querySelector('[data-testid="remote-fallback"]'))),
                undefined,
                { timeout },
              )
              .then(() => true, () => false);
            errors.push(...(await settledErrors(page)).filter((m) => !errors.includes(m)));
            const mismatch = errors.find((m) => HYDRATION_ERROR.test(m));
            if (!hydrated || mismatch) hydrationReasons.push(`${where}: ${mismatch ?? 'the prerendered page did not hydrate'}`);
          }
          const named = [...new Set([...errors, ...uncaught])].filter((m) => !HYDRATION_ERROR.test(m));
          const thrown = named.length > 1 ? named.filter((m) => m !== 'Script error.') : named;
          if (fallback) routeReasons.push(`${where}: the shell shows its fallback${thrown.length ? `: ${thrown.join('; ')}` : ' (the routes did not load or threw while rendering)'}`);
          else if (thrown.length) routeReasons.push(`${where}: the page threw: ${thrown.join('; ')}`);
        } catch (error) {
          routeReasons.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
        }
        await page.close();
      }
    }
  } finally {
    await browser.close();
    await edge.close();
    await api.close();
    await cdn.close();
    fs.rmSync(configDir, { recursive: true, force: true });
  }
  return [
    ruleResult('routes render in the live shell', routeReasons, [`${routes.length} routes × en, de`]),
    ...(prerendered.length ? [ruleResult('prerendered pages hydrate', hydrationReasons, [`${prerendered.length} pages × en, de`])] : []),
  ];
}
