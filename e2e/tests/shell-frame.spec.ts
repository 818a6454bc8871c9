import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { seedSession } from '../support/session';

/** The shell's frame (docs/product.md#page-details): navigation fit and menu, titles, ?lng, footer, skip link. */
const nav = (page: Page) => page.getByRole('navigation', { name: /Main navigation|Hauptnavigation/ });

async function itemTops(page: Page): Promise<number[]> {
  return nav(page)
    .locator('.sh-brand, .sh-nav__links a, .sh-nav__actions > *')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2)));
}

test.describe('desktop 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const signedIn of [false, true]) {
    test(`German navigation is one line, no menu button${signedIn ? ' (signed in)' : ''}`, async ({ page }) => {
      if (signedIn) await seedSession(page, { email: 'maren.schulze-oberhausen@example.com', credits: 3 });
      await page.goto('/?lng=de');
      await expect(nav(page).getByRole('link', { name: 'Funktionen' })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: signedIn ? 'Mein Konto' : 'Registrieren' })).toBeVisible();
      await expect(nav(page).getByRole('button', { name: 'Menü', exact: true })).toHaveCount(0);
      const header = await page.locator('.sh-header').boundingBox();
      expect(header?.height).toBeLessThanOrEqual(66);
      const centres = await itemTops(page);
      expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(2);
    });
  }

  test('an anchor link scrolls its section clear of the sticky header', async ({ page }) => {
    await page.goto('/terms?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await nav(page).getByRole('link', { name: 'How It Works' }).click();
    const section = page.locator('#how-it-works');
    await expect(section).toBeInViewport();
    const header = (await page.locator('.sh-header').boundingBox())!;
    // Settles just below the header (scroll-padding-top: gap ≈ 16 px), not under it (gap ≈ -64 px).
    const gap = async () => Math.round((await section.boundingBox())!.y - (header.y + header.height));
    await expect.poll(async () => { const value = await gap(); return value >= 0 && value <= 40 ? 'clear of the header' : `gap ${value}px`; }).toBe('clear of the header');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the footer names the company from the configuration and links About Us, with no Blog link', async ({ page }) => {
    await page.goto('/terms?lng=en');
    const footer = page.getByRole('contentinfo');
    const company = footer.getByTestId('footer-company');
    await expect(company).toBeVisible();
    await expect(company).toContainText('MailScout');
    // docs/decisions.md#company-identity: the number and the addresses too (the e2e stack's stand-ins).
    await expect(company).toContainText('Company number: EXAMPLE-NUMBER');
    await expect(company).toContainText('Registered office and postal address: 1 Example Street, Exampletown, United Kingdom (example address)');
    await expect(company.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveCount(0);
  });

  test('the skip link appears on the first Tab without covering the logo, and moves focus to the content', async ({ page }) => {
    await page.goto('/terms?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const skipBox = await skip.boundingBox();
    const logoBox = await nav(page).getByRole('link', { name: 'MailScout' }).boundingBox();
    expect(skipBox && logoBox).toBeTruthy();
    const overlaps =
      skipBox!.x < logoBox!.x + logoBox!.width &&
      logoBox!.x < skipBox!.x + skipBox!.width &&
      skipBox!.y < logoBox!.y + logoBox!.height &&
      logoBox!.y < skipBox!.y + skipBox!.height;
    expect(overlaps).toBe(false);
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('titles and language', () => {
  test('each route has a title in the page language', async ({ page }) => {
    await page.goto('/terms?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page).toHaveTitle('Terms of Service – MailScout');
    await page.goto('/privacy?lng=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(page).toHaveTitle('Datenschutzerklärung – MailScout');
    await page.goto('/login?lng=de');
    await expect(page).toHaveTitle(/^Anmelden – MailScout$/);
    await page.goto('/no-such-page?lng=en');
    await expect(page).toHaveTitle('Oops! Page not found – MailScout');
  });

  test('switching language rewrites ?lng= in place, so a reload keeps the choice', async ({ page }) => {
    await page.goto('/terms?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await nav(page).getByRole('button', { name: 'DE' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
    await expect(page).toHaveURL(/\/terms\?lng=de$/);
    await expect(page).toHaveTitle('Nutzungsbedingungen – MailScout');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
  });
});

test.describe('mobile 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'de'] as const) {
    test(`the menu button opens and closes the navigation by keyboard (${language})`, async ({ page }) => {
      await page.goto(`/?lng=${language}`);
      const toggle = nav(page).getByRole('button', { name: language === 'de' ? 'Menü' : 'Menu', exact: true });
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const features = nav(page).getByRole('link', { name: language === 'de' ? 'Funktionen' : 'Features' });
      await expect(features).toBeHidden();

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(features).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(features).toBeFocused();
      expect(await seriousViolations(page, 'header')).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(features).toBeHidden();
    });
  }

  test("the user menu cuts a long email with an ellipsis and keeps it whole in its title", async ({ page }) => {
    const email = 'maren.schulze-oberhausen.private.address@example-company.co.uk';
    await seedSession(page, { email, credits: 1 });
    await page.goto('/?lng=en');
    await nav(page).getByRole('button', { name: 'Menu', exact: true }).click();
    await nav(page).getByRole('button', { name: `Account menu for ${email}` }).click();
    const shown = page.getByTestId('user-menu-email');
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('title', email);
    const metrics = await shown.evaluate((el) => ({ lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)), cut: el.scrollWidth > el.clientWidth, overflow: getComputedStyle(el).textOverflow }));
    expect(metrics).toEqual({ lines: 1, cut: true, overflow: 'ellipsis' });
    const box = await page.getByTestId('user-menu').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
