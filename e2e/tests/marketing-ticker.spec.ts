import { expect, test, type Locator } from '@playwright/test';

/**
 * The ticker on a phone (docs/product.md#page-details): every provider's domain shows in full beside its own
 * icon, in English and German. The feed is fixed here (one entry per provider the API names, the
 * longest domains among them) so the layout is checked for each; marketing-home.spec.ts checks
 * the real feed from the database.
 */
const FEED = [
  ['gmail', '•••@googlemail.com', 'Gmail'],
  ['outlook', '•••@hotmail.co.uk', 'Outlook'],
  ['yahoo', '•••@yahoo.com.br', 'Yahoo'],
  ['icloud', '•••@icloud.com', 'iCloud Mail'],
  ['proton', '•••@protonmail.com', 'Proton Mail'],
  ['gmx', '•••@gmx.net', 'GMX'],
  ['webde', '•••@web.de', 'WEB.DE'],
  ['tonline', '•••@t-online.de', 'Telekom (t-online.de)'],
] as const;

const items = FEED.map(([provider, maskedEmail], index) => ({ id: `e2e-${provider}`, provider, maskedEmail, period: index < 4 ? 'today' : 'this-week' }));

/** Whether an element's text is drawn in full: nothing clipped inside it, and inside its row. */
async function shownInFull(element: Locator, row: Locator) {
  const [box, rowBox] = [await element.boundingBox(), await row.boundingBox()];
  const clipped = await element.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  return !clipped && box !== null && rowBox !== null && box.x >= rowBox.x && box.x + box.width <= rowBox.x + rowBox.width;
}

test.use({ viewport: { width: 390, height: 844 } });

for (const language of ['en', 'de'] as const) {
  test(`at 390 px every provider's domain and icon show in full (${language})`, async ({ page }) => {
    await page.route('**/api/recent-lookups', (route) => route.fulfill({ json: { items } }));
    await page.goto(`/?lng=${language}`);
    const ticker = page.getByTestId('ticker');
    await ticker.scrollIntoViewIfNeeded();
    const rows = ticker.getByTestId('ticker-item');
    await expect(rows).toHaveCount(FEED.length);
    for (const [provider, maskedEmail, name] of FEED) {
      const row = rows.filter({ hasText: maskedEmail });
      await expect(row).toHaveCount(1);
      const icon = row.getByRole('img', { name });
      await expect(icon).toHaveAttribute('data-provider', provider);
      const domain = row.locator('.mk-ticker__domain');
      await expect(domain).toHaveText(maskedEmail.slice(maskedEmail.indexOf('@')));
      expect(await shownInFull(domain, row), `${maskedEmail}: the domain is cut`).toBe(true);
      expect(await shownInFull(row.locator('.mk-ticker__period'), row), `${maskedEmail}: the period is cut`).toBe(true);
    }
    await ticker.screenshot({ path: test.info().outputPath(`ticker-390-${language}.png`) });
  });
}
