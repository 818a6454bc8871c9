import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Serious and critical axe violations in the remote's content (the shell's frame is tested elsewhere). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

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
