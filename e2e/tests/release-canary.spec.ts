import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { serveApp } from '@mailscout/edge';
// The release library itself (the e2e package does not depend on it): releases are added the documented way.
import { addBuildToStore } from '../../services/release/src/release-from-build';
import { FUNNEL_TEXTS, passLookupStages, SEEDED, submitBillingEmail } from '@mailscout/test-stack/journeys/funnel';
import { uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { remoteDist, ROOT, SHELL_DIST, startStack, writeRuntimeConfig, API_PORT, portBlock } from '@mailscout/test-stack';

/**
 * docs/deploy.md#canary: two releases of the funnel in a release store, the second promoted to a 50 %
 * canary. A visitor's place (the ms_canary cookie, set here explicitly: under 50 is the canary)
 * decides the release for the whole journey; rollback returns everyone at the next page.
 */
const BLOCK = portBlock(3600);
const STORE_PORT = BLOCK.shellPort + 9;
const STORE_URL = `http://localhost:${STORE_PORT}`;

test('a funnel canary for half the visitors: one visitor keeps one release through the journey, others get the live one, rollback returns everyone', async ({ browser, request }) => {
  test.setTimeout(360_000);
  const store = fs.mkdtempSync(path.join(ROOT, 'e2e', '.tmp', 'release-store-'));
  const stack = await startStack({ ...BLOCK, apiUrl: `http://127.0.0.1:${API_PORT}`, stripeUrl: process.env.E2E_STRIPE_API });
  const cdn = await serveApp({ kind: 'remote', root: store, port: STORE_PORT, host: 'localhost', cutConnectionsOnClose: true });
  const env = { ...process.env, RELEASE_STORE: store, RELEASE_BASE_URL: STORE_URL, RUNTIME_CONFIG_FILE: stack.runtimeConfigFile, SHELL_DIST, USER: 'e2e' };
  const release = (...args: string[]) => execFileSync('pnpm', ['--silent', 'release', ...args], { cwd: ROOT, env, encoding: 'utf8' }).trim();
  const lastLine = (out: string) => out.split('\n').pop()!.trim();
  try {
    const live = lastLine(release('build', 'funnel'));
    const canary = lastLine(release('build', 'funnel', '--label', 'canary-e2e'));
    expect(live).toMatch(/^1\.0\.0\+[0-9a-f]{10}$/);
    expect(canary).not.toBe(live);

    release('promote', 'funnel', live);
    expect(release('promote', 'funnel', canary, '--canary', '50')).toBe(`funnel ${canary} is the canary for 50 % of visitors`);
    expect(release('status')).toContain(`funnel: ${live}; canary ${canary} for 50 % of visitors since`);

    // A new visitor is given a place once.
    const first = await request.get(`${stack.url}/email-scan`, { headers: { accept: 'text/html' } });
    expect(first.headers()['set-cookie']).toMatch(/^ms_canary=\d{1,2}; Path=\//);

    const early = await visitor(browser, stack.url, 10);
    const late = await visitor(browser, stack.url, 90);
    try {
      // The canary visitor through the funnel: search, checks, age gate, billing email, checkout,
      // then a fresh page load of /order: the canary's files only, at every step.
      await early.page.goto('/');
      await early.page.getByPlaceholder('Enter an email address to look up').fill(SEEDED.maren);
      await early.page.getByRole('button', { name: 'Search Now', exact: true }).click();
      await expect(early.page).toHaveURL(/\/email-scan\?email=/);
      await passLookupStages(early.page);
      await submitBillingEmail(early.page, uniqueEmail('canary'));
      await expect(early.page.getByRole('heading', { name: FUNNEL_TEXTS.en.checkoutTitle })).toBeVisible();
      await early.page.goto('/order');
      await expect(early.page.getByRole('heading', { level: 1, name: FUNNEL_TEXTS.en.orderTitle })).toBeVisible();
      expect([...early.releases]).toEqual([canary]);
      expect(early.headers.length).toBeGreaterThanOrEqual(2);
      for (const header of early.headers) expect(header).toContain(`funnel=${canary}(canary)`);

      // Another visitor, at the same time: the live release.
      await late.page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}`);
      await expect(late.page.getByRole('heading', { level: 1, name: FUNNEL_TEXTS.en.checklistTitle })).toBeVisible();
      await late.page.goto('/order');
      await expect(late.page.getByRole('heading', { level: 1, name: FUNNEL_TEXTS.en.orderTitle })).toBeVisible();
      expect([...late.releases]).toEqual([live]);
      for (const header of late.headers) expect(header).toBe(`funnel=${live}`);

      // Rollback: the canary visitor gets the live release at the next page load.
      expect(release('rollback', 'funnel')).toBe(`funnel is back to ${live}`);
      expect(release('status')).not.toContain('canary');
      early.releases.clear();
      early.headers.length = 0;
      await early.page.goto('/order');
      await expect(early.page.getByRole('heading', { level: 1, name: FUNNEL_TEXTS.en.orderTitle })).toBeVisible();
      expect([...early.releases]).toEqual([live]);
      expect(early.headers).toEqual([`funnel=${live}`]);
    } finally {
      await early.page.context().close();
      await late.page.context().close();
    }
  } finally {
    await cdn.close();
    await stack.close();
    fs.rmSync(store, { recursive: true, force: true });
  }
});

/** A browser context whose visitor has the given place; records the funnel releases it loads and the X-Releases of its pages. */
async function visitor(browser: Browser, baseURL: string, place: number) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  await context.addCookies([{ name: 'ms_canary', value: String(place), url: baseURL }]);
  const page: Page = await context.newPage();
  const releases = new Set<string>();
  const headers: string[] = [];
  page.on('request', (req) => {
    const match = new RegExp(`^${STORE_URL}/funnel/([^/]+)/`).exec(req.url());
    if (match) releases.add(decodeURIComponent(match[1]!));
  });
  page.on('response', (res) => {
    if (res.request().resourceType() === 'document') headers.push(res.headers()['x-releases'] ?? '');
  });
  return { page, releases, headers };
}

/**
 * `release check --render` (docs/deploy.md#release-store) opens every route of the candidate in the
 * live shell (a real edge, a stub API) in en and de. Releases broken on purpose, made from this
 * run's builds and added to the store the documented way (so their ids are their content's and only
 * the browser can refuse them): a funnel whose routes module throws, a marketing release whose
 * English prerendered home page says something the code does not render (a hydration mismatch);
 * the unchanged marketing build passes.
 */
test('the gate in a browser refuses routes that throw and a prerendered page that does not hydrate as rendered', async () => {
  test.setTimeout(240_000);
  const store = fs.mkdtempSync(path.join(ROOT, 'e2e', '.tmp', 'release-store-'));
  const configFile = writeRuntimeConfig(BLOCK.remotePorts);
  const env = { ...process.env, RELEASE_STORE: store, RUNTIME_CONFIG_FILE: configFile, SHELL_DIST };
  const storeRelease = async (remote: 'funnel' | 'marketing', change: (dir: string) => void) => {
    const build = fs.mkdtempSync(path.join(ROOT, 'e2e', '.tmp', `release-build-${remote}-`));
    try {
      fs.cpSync(remoteDist(remote), build, { recursive: true });
      change(build);
      return (await addBuildToStore({ root: ROOT, store, remote, buildDir: build })).release;
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }
  };
  const check = (remote: string, id: string) => {
    const run = spawnSync('pnpm', ['--silent', 'release', 'check', remote, id, '--render'], { cwd: ROOT, env, encoding: 'utf8' });
    return { status: run.status, out: run.stdout + run.stderr };
  };
  try {
    const broken = await storeRelease('funnel', (dir) => {
      const routes = fs.readdirSync(dir).find((f) => /^__federation_expose_routes\.[0-9a-f]+\.js$/.test(f))!;
      fs.writeFileSync(path.join(dir, routes), "throw new Error('deliberately broken routes module');");
    });
    const mismatched = await storeRelease('marketing', (dir) => {
      const file = path.join(dir, 'prerender', 'en', 'index.html');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Find out who is behind an email address', 'A heading the code does not render'));
    });
    const unchanged = await storeRelease('marketing', () => undefined);

    const funnel = check('funnel', broken);
    expect(funnel.status).toBe(1);
    expect(funnel.out).toContain('FAIL loads in the live shell');
    expect(funnel.out).toContain('FAIL routes render in the live shell');
    expect(funnel.out).toContain('/email-scan (en): the shell shows its fallback: deliberately broken routes module');
    expect(funnel.out).toContain('/payment (de): the shell shows its fallback: deliberately broken routes module');

    const mismatch = check('marketing', mismatched);
    expect(mismatch.status).toBe(1);
    expect(mismatch.out).toContain('FAIL prerendered pages hydrate');
    expect(mismatch.out).toMatch(/- \/ \(en\): Minified React error #418/);
    expect(mismatch.out).not.toMatch(/- \/ \(de\)/);

    const good = check('marketing', unchanged);
    expect(good.out).toContain('ok   loads in the live shell');
    expect(good.out).toContain('ok   routes render in the live shell (1 routes × en, de)');
    expect(good.out).toContain('ok   prerendered pages hydrate (1 pages × en, de)');
    expect(good.status).toBe(0);
  } finally {
    fs.rmSync(store, { recursive: true, force: true });
    fs.rmSync(path.dirname(configFile), { recursive: true, force: true });
  }
});
