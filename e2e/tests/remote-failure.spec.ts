import { expect, test } from '@playwright/test';
import { startStack, type Stack, API_PORT, portBlock } from '@mailscout/test-stack';

// One stack per file: its tests stop and start its remotes, so they run one after another.
test.describe.configure({ mode: 'serial' });

let stack: Stack;

test.beforeAll(async () => {
  stack = await startStack({ ...portBlock(3200), apiUrl: `http://127.0.0.1:${API_PORT}` });
});
test.afterAll(async () => stack.close());

test('a remote whose server is down shows a fallback; other routes work; retry recovers without a reload', async ({ page }) => {
  await stack.stopRemote('legal');
  await page.goto(`${stack.url}/terms`);
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toContainText('This page is temporarily unavailable');
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Marker on window: it survives only if the page is never reloaded.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find out who is behind an email address' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(fallback).toBeVisible();

  await stack.startRemote('legal');
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('the fallback is translated', async ({ page }) => {
  await stack.stopRemote('funnel');
  await page.goto(`${stack.url}/payment?lng=de`);
  await expect(page.getByTestId('remote-fallback')).toContainText('Diese Seite ist vorübergehend nicht verfügbar');
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await stack.startRemote('funnel');
});

test('a remote whose manifest is missing (404) or whose entry script fails also falls back', async ({ page }) => {
  await page.route('**/localhost:3203/mf-manifest.json', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(`${stack.url}/login`);
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await page.unroute('**/localhost:3203/mf-manifest.json');

  await page.route('**/localhost:3202/remoteEntry.js', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("broken release")' }));
  await page.goto(`${stack.url}/order`);
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await page.unroute('**/localhost:3202/remoteEntry.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order a report' })).toBeVisible();
});
