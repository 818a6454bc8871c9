import { expect, test, type Page } from '@playwright/test';
import { passLookupStages, SEEDED } from '@mailscout/test-stack/journeys/funnel';

/**
 * Visual regression of the design system's four page templates (docs/conventions.md#design-system), one stable page
 * each, at desktop and mobile size, in English. What changes between runs is hidden or masked:
 * the ticker (real lookups of the shared e2e database), the build label, the searched address.
 * Tolerant enough for another run of the same Debian Chromium; a changed layout still fails.
 * Update after an intended change: `flock /tmp/e2e.lock pnpm test:e2e -- tests/visual-templates.spec.ts --update-snapshots`.
 */
const SIZES = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

const SHOT = { fullPage: true, animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.02, scale: 'css' } as const;

/** The page as it settles: its heading, its web fonts, and no entrance animation half-way. */
async function settle(page: Page, heading: RegExp | string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`page templates at ${size} size`, () => {
    test.use({ viewport, locale: 'en-GB' });

    test('marketing template: home', async ({ page }) => {
      await page.goto('/?lng=en');
      await settle(page, 'Find out who is behind an email address');
      // The ticker shows whatever the shared database completed; its presence would change the height.
      await page.addStyleTag({ content: '[data-testid="ticker"] { display: none !important; }' });
      await expect(page).toHaveScreenshot(`marketing-home-${size}.png`, { ...SHOT, mask: [page.getByTestId('build-label')] });
    });

    test('document template: terms', async ({ page }) => {
      await page.goto('/terms?lng=en');
      await settle(page, /terms/i);
      await expect(page).toHaveScreenshot(`document-terms-${size}.png`, SHOT);
    });

    test('account template: login', async ({ page }) => {
      await page.goto('/login?lng=en');
      await settle(page, /log in|sign in/i);
      await expect(page).toHaveScreenshot(`account-login-${size}.png`, SHOT);
    });

    test('funnel stage template: email submit', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}&lng=en`);
      await passLookupStages(page, 'en');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // Toasts come and go on their own clock.
      await page.addStyleTag({ content: '[data-testid="toast"] { visibility: hidden !important; }' });
      await expect(page).toHaveScreenshot(`funnel-email-submit-${size}.png`, SHOT);
    });
  });
}
