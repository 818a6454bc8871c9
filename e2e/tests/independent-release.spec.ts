import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, startStack } from '../support/stack';
import { API_PORT, portBlock } from '../support/ports';

const V2_DIR = path.join(ROOT, 'e2e', '.tmp', 'marketing-v2');

test('a new build of one remote, served at another URL, reaches the unchanged shell through runtime configuration only', async ({ page }) => {
  test.setTimeout(120_000);
  // A second release of the marketing remote with a visible change, built on its own.
  execFileSync('pnpm', ['--filter', '@mailscout/mfe-marketing', 'exec', 'mailscout-webpack', 'build', '--out', V2_DIR, '--label', 'v2-e2e'], {
    cwd: ROOT,
    stdio: 'inherit',
  });

  const before = await startStack({ ...portBlock(3300), apiUrl: `http://127.0.0.1:${API_PORT}` });
  await page.goto(before.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Find out who is behind an email address' })).toBeVisible();
  await expect(page.getByTestId('build-label')).toHaveCount(0);
  await before.close();

  // Same shell build (shell/dist), only the runtime configuration names another URL.
  const after = await startStack({ ...portBlock(3300), apiUrl: `http://127.0.0.1:${API_PORT}`, remoteDirs: { marketing: V2_DIR } });
  try {
    await page.goto(after.url);
    await expect(page.getByTestId('build-label')).toHaveText('Release: v2-e2e');
    await page.goto(`${after.url}/terms`);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  } finally {
    await after.close();
  }
});
