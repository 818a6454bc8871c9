import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

for (const [language, title] of [
  ['en', 'Find out who is behind an email address'],
  ['de', 'Finden Sie heraus, wer hinter einer E-Mail-Adresse steckt'],
] as const) {
  test(`home page has no serious accessibility violations (${language})`, async ({ page }) => {
    await page.goto(`/?lng=${language}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // With an error shown and an FAQ answer open.
    await page.locator('#search button[type="submit"]').click();
    await expect(page.locator('#search').getByRole('alert')).toBeVisible();
    await page.locator('#faq button[aria-expanded]').first().click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
