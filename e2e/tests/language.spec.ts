import { expect, test } from '@playwright/test';

const GERMAN_LOGIN = 'Anmelden';
const ENGLISH_LOGIN = 'Log In';

async function loginLabel(page: import('@playwright/test').Page) {
  return page.getByRole('navigation', { name: /navigation/i }).getByRole('link', { name: new RegExp(`^(${GERMAN_LOGIN}|${ENGLISH_LOGIN})$`) }).textContent();
}

test.describe('language detection (docs/decisions.md#language)', () => {
  test.describe('browser language de-DE', () => {
    test.use({ locale: 'de-DE' });
    test('German by browser language', async ({ page }) => {
      await page.goto('/');
      expect(await loginLabel(page)).toBe(GERMAN_LOGIN);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    });
  });

  test.describe('browser locale en-AT', () => {
    test.use({ locale: 'en-AT' });
    test('German by region', async ({ page }) => {
      await page.goto('/');
      expect(await loginLabel(page)).toBe(GERMAN_LOGIN);
    });
  });

  test.describe('browser locale en-GB', () => {
    test.use({ locale: 'en-GB' });
    test('English otherwise', async ({ page }) => {
      await page.goto('/');
      expect(await loginLabel(page)).toBe(ENGLISH_LOGIN);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('?lng= wins and is remembered', async ({ page }) => {
      await page.goto('/?lng=de');
      expect(await loginLabel(page)).toBe(GERMAN_LOGIN);
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('mailscout.language'))).toBe('de');
    });
  });

  test.describe('browser language de-DE with a stored choice', () => {
    test.use({ locale: 'de-DE' });
    test('the stored choice wins over the browser', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('mailscout.language', 'en'));
      await page.goto('/');
      // The server, without the cookie that mirrors the choice, rendered German; the page follows
      // the stored choice once its prerendered part is hydrated in the language it was rendered in.
      await expect.poll(() => loginLabel(page)).toBe(ENGLISH_LOGIN);
    });

    test('the switch changes language, stores it and sets <html lang>', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.reload();
      expect(await loginLabel(page)).toBe(ENGLISH_LOGIN);
    });
  });
});
