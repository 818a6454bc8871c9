import { expect, test } from '@playwright/test';

test('the coverage panel shows no missing keys for the marketing and legal namespaces', async ({ page }) => {
  // The marketing namespace is registered once its remote has loaded in this page, so start
  // at home and move to the panel without a reload (a client-side navigation).
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Find out who is behind an email address' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/test-translation');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Translation coverage' })).toBeVisible();
  await expect(page.getByTestId('loaded-namespaces')).toContainText('marketing');
  for (const namespace of ['marketing', 'legal']) {
    const row = page.getByTestId(`coverage-${namespace}`);
    await expect(row.getByTestId('missing-en')).toHaveText('0');
    await expect(row.getByTestId('missing-de')).toHaveText('0');
    await expect(row.getByTestId('identical')).toHaveText('0');
  }

  // The live language switch.
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersetzungsabdeckung' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('opened directly, the panel says which namespaces are not loaded yet', async ({ page }) => {
  await page.goto('/test-translation?lng=en');
  await expect(page.getByTestId('coverage-legal').getByTestId('missing-de')).toHaveText('0');
  await expect(page.getByTestId('missing-namespaces')).toContainText('marketing');
});
