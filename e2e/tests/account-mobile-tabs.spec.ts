import { expect, test } from '@playwright/test';
import { seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { signInViaApi } from '@mailscout/test-stack/journeys/identity';

/**
 * docs/product.md#page-details on a phone: the account tabs stay one row that scrolls sideways (no second row),
 * the selected tab is scrolled into view, arrows still move between tabs; a session's device is
 * named ('Chrome … on Linux' for the test browser), not its raw user-agent string.
 */

const SCREENS = '.tmp/screens/account';
const SIZES = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const;

for (const language of ['en', 'de'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`account tabs: one row, the selected tab in view, readable devices (${language}, ${size})`, async ({ page }) => {
      const account = await seedAccount(uniqueEmail(`tabs-${language}-${size}`), { credits: 1 });
      await signInViaApi(page, account.email);
      await page.setViewportSize(viewport);
      await page.goto(`/account?lng=${language}`);
      const tabs = page.getByRole('tablist').getByRole('tab');
      await expect(tabs).toHaveCount(5);
      const tops = await tabs.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SCREENS}/account-${language}-${size}.png`, fullPage: true });

      // End selects the last tab; it is scrolled fully into the row's view.
      await tabs.first().focus();
      await page.keyboard.press('End');
      const last = tabs.last();
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await expect(last).toBeFocused();
      const inView = await last.evaluate((tab) => {
        const row = tab.parentElement!.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return box.left >= row.left - 1 && box.right <= row.right + 1;
      });
      expect(inView).toBe(true);

      // Security: the device by name.
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      const session = page.getByTestId('session').first();
      await expect(session).toContainText(language === 'de' ? /Chrom(e|ium) \d+ auf Linux/ : /Chrom(e|ium) \d+ on Linux/);
      await expect(session).not.toContainText('Mozilla/5.0');
      await page.screenshot({ path: `${SCREENS}/security-${language}-${size}.png`, fullPage: true });
    });
  }
}
