import { expect, test } from '@playwright/test';

/**
 * /about (docs/decisions.md#company-identity): who runs MailScout, in full, from the API's configuration (the e2e
 * stack sets no COMPANY_* variable, so the development stand-ins show, saying they are examples), sources named,
 * the promise that the person searched is not notified, the opt-out link.
 */
const STAND_IN_ADDRESS = '1 Example Street, Exampletown, United Kingdom (example address)';

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
      await expect(company).toContainText(de ? 'Registernummer' : 'Company number');
      await expect(company).toContainText('EXAMPLE-NUMBER');
      await expect(company).toContainText(de ? 'Eingetragener Sitz und Postanschrift' : 'Registered office and postal address');
      await expect(company).toContainText(STAND_IN_ADDRESS);
      const main = page.locator('#main');
      // Every source of the catalogue is named (docs/decisions.md#claims-from-catalogue); these are the services by name.
      for (const source of ['Gravatar', 'GitHub', 'GitLab', 'Libravatar', 'keys.openpgp.org', 'Have I Been Pwned']) await expect(main).toContainText(source);
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
