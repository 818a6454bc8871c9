import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveApp } from '@mailscout/edge';
import { ROOT, startStack, API_PORT, portBlock } from '@mailscout/test-stack';

const V2_DIR = path.join(ROOT, 'e2e', '.tmp', 'marketing-v2');
const HERO = 'Find out who is behind an email address';

test('a new build of one remote, served at another URL, reaches the unchanged shell through runtime configuration only', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A second release of the marketing remote with a visible change, built on its own.
  execFileSync('pnpm', ['--filter', '@mailscout/mfe-marketing', 'exec', 'mailscout-webpack', 'build', '--out', V2_DIR, '--label', 'v2-e2e'], {
    cwd: ROOT,
    stdio: 'inherit',
  });

  const stack = await startStack({ ...portBlock(3300), apiUrl: `http://127.0.0.1:${API_PORT}` });
  const v2Port = portBlock(3300).shellPort + 9;
  const v2 = await serveApp({ kind: 'remote', root: V2_DIR, port: v2Port, host: 'localhost', cutConnectionsOnClose: true });
  try {
    const before = await request.get(stack.url, { headers: { accept: 'text/html' } });
    const firstRelease = before.headers()['x-prerendered'];
    expect(firstRelease).toMatch(/^marketing@/);
    expect(await before.text()).not.toContain('Release: v2-e2e');
    await page.goto(stack.url);
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByTestId('build-label')).toHaveCount(0);

    // The promotion: the same running edge and shell build, only the runtime configuration names
    // the new release's URL.
    const config = JSON.parse(fs.readFileSync(stack.runtimeConfigFile, 'utf8')) as { remotes: Array<{ name: string; manifestUrl: string }> };
    config.remotes.find((r) => r.name === 'marketing')!.manifestUrl = `http://localhost:${v2Port}/mf-manifest.json`;
    fs.writeFileSync(stack.runtimeConfigFile, JSON.stringify(config, null, 2));
    fs.utimesSync(stack.runtimeConfigFile, new Date(), new Date(Date.now() + 2000));

    // Served prerendered: the new release's text is in the HTML before any script runs.
    const after = await request.get(stack.url, { headers: { accept: 'text/html' } });
    expect(after.headers()['x-prerendered']).toMatch(/^marketing@/);
    expect(after.headers()['x-prerendered']).not.toBe(firstRelease);
    expect(await after.text()).toContain('Release: v2-e2e');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('Failed to load resource')) errors.push(message.text());
    });
    await page.goto(stack.url);
    await expect(page.getByTestId('build-label')).toHaveText('Release: v2-e2e');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.goto(`${stack.url}/terms`);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await v2.close();
    await stack.close();
  }
});
