import { expect, test } from '@playwright/test';

/**
 * /about (issue 15.2): who runs MailScout from the API's configuration (the e2e stack sets no
 * registered address or company number, so none is shown), sources named, the promise that the
 * person searched is not notified, the opt-out link; the terms name the same company.
 */

const SCREENS = '.tmp/screens/about';
const SIZES = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const;

for (const language of ['en', 'de'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`/about shows the configured company and the honest promises (${language}, ${size})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/about?lng=${language}`);
      const de = language === 'de';
      await expect(page.getByRole('heading', { level: 1, name: de ? 'Über MailScout' : 'About MailScout' })).toBeVisible();
      const company = page.getByTestId('company-details');
      await expect(company).toContainText('MailScout Ltd');
      await expect(company.getByRole('link').first()).toHaveAttribute('href', /^mailto:.+@.+/);
      await expect(company).not.toContainText(de ? 'Registernummer' : 'Company number');
      const main = page.locator('#main');
      for (const source of ['Gravatar', 'GitHub', 'Have I Been Pwned']) await expect(main).toContainText(source);
      await expect(main).toContainText(de ? 'Die gesuchte Person wird über eine Suche nicht benachrichtigt.' : 'The person searched is not notified of a search.');
      await main.getByRole('link', { name: de ? 'Opt-out-Seite' : 'opt-out page' }).click();
      await expect(page).toHaveURL(/\/opt-out/);
      await page.goBack();
      await expect(company).toBeVisible();
      // Nothing wider than the screen on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // From the top, so the sticky header is drawn where a reader sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENS}/about-${language}-${size}.png`, fullPage: true });
    });
  }
}

test('the help centre’s About us leads to /about', async ({ page }) => {
  await page.goto('/help-center#about');
  await page.locator('#about').getByRole('link', { name: 'About MailScout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About MailScout' })).toBeVisible();
});
