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

/** The ticker's feed, fixed so that it shows whatever the shared database holds (the ticker's marks, docs/product.md#page-details). */
const TICKER_FEED = {
  items: [
    { id: 'a11y-gmail', provider: 'gmail', maskedEmail: '•••@gmail.com', period: 'today' },
    { id: 'a11y-proton', provider: 'proton', maskedEmail: '•••@proton.me', period: 'today' },
    { id: 'a11y-other', provider: 'other', maskedEmail: '•••@•••.de', period: 'this-week' },
  ],
};

for (const language of ['en', 'de'] as const) {
  test(`on a phone, the home page with its example report, promises and ticker has no serious violations (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/api/recent-lookups', (route) => route.fulfill({ json: TICKER_FEED }));
    await page.goto(`/?lng=${language}`);
    await expect(page.getByTestId('example-report')).toBeVisible();
    await expect(page.getByTestId('ticker').getByTestId('ticker-item')).toHaveCount(3);
    await expect(page.locator('#promises li')).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
