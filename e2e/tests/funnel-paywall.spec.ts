import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { seriousViolations } from '../support/axe';
import { expectResults, FUNNEL_TEXTS, passLookupStages, payWithCard, SEEDED, submitBillingEmail, TEST_CARDS } from '@mailscout/test-stack/journeys/funnel';

/**
 * docs/product.md#payment-stage: the paywall a buyer sees, in both languages and at both sizes — the
 * real type of the address, the teaser from the real preview beside the card form, the price's
 * terms and the promises beside Pay, toasts that never cover the total and end with their
 * stage, a decline said once. FUNNEL_SCREENSHOTS=<folder> also saves full-page screenshots.
 */
test.describe.configure({ timeout: 150_000 });

const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };
const PAYWALL_TEXTS = {
  en: {
    type: 'Email Type: Business',
    teaserTitle: 'Found in the free preview',
    accounts: /^\d+ linked accounts?$/,
    breaches: /^\d+ data breach(es)?$/,
    // docs/decisions.md#preview-counts: her second address, not the one searched; London and Bristol.
    emails: '1 other email address',
    places: '2 places',
    payTerms: '€1.00 today for 7 days, then €14.99 every week until you cancel.',
    provider: 'Payments are processed by Stripe.',
    getReport: 'Get My Report',
    decline: 'Your card was declined.',
  },
  de: {
    type: 'E-Mail-Typ: Geschäftlich',
    teaserTitle: 'In der kostenlosen Vorschau gefunden',
    accounts: /^\d+ verknüpfte(s)? Kont(o|en)$/,
    breaches: /^\d+ Datenlecks?$/,
    emails: '1 weitere E-Mail-Adresse',
    places: '2 Orte',
    payTerms: 'Heute 1,00 € für 7 Tage, danach 14,99 € pro Woche bis zur Kündigung.',
    provider: 'Zahlungen werden von Stripe abgewickelt.',
    getReport: 'Meinen Bericht abrufen',
    decline: 'Your card was declined.',
  },
} as const;

/** FUNNEL_SCREENSHOTS=<folder> saves full-page screenshots there (outside test-results, which each run clears). */
async function shot(page: Page, name: string) {
  const folder = process.env.FUNNEL_SCREENSHOTS;
  if (!folder) return;
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Two boxes in the viewport overlap. */
async function overlaps(a: Locator, b: Locator) {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const language of ['en', 'de'] as const) {
  const texts = FUNNEL_TEXTS[language];
  const paywall = PAYWALL_TEXTS[language];

  test(`the paywall: type, teaser, terms beside Pay, toasts and a decline said once (${language})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}&lng=${language}`);
    await passLookupStages(page, language);
    await submitBillingEmail(page, uniqueEmail(`paywall-${language}`), language);

    // The stage's toast is short and never over the total due today.
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText(new RegExp(texts.emailUpdated));
    const total = page.getByTestId('total-today');
    await expect(total).toBeVisible();
    expect(await overlaps(toast, total)).toBe(false);

    // The real type of the searched address (example.com is a company domain).
    await expect(page.getByText(paywall.type, { exact: true })).toBeVisible();
    // The teaser: the preview's own counts, beside the card form on a wide screen.
    const teaser = page.getByTestId('report-teaser');
    await expect(teaser.getByRole('heading', { name: paywall.teaserTitle })).toBeVisible();
    await expect(teaser.getByTestId('teaser-accounts')).toHaveText(paywall.accounts);
    await expect(teaser.getByTestId('teaser-breaches')).toHaveText(paywall.breaches);
    await expect(teaser.getByTestId('teaser-emails')).toHaveText(paywall.emails);
    await expect(teaser.getByTestId('teaser-locations')).toHaveText(paywall.places);
    const checkout = page.getByRole('heading', { name: texts.checkoutTitle });
    const [teaserBox, checkoutBox] = await Promise.all([teaser.boundingBox(), checkout.boundingBox()]);
    expect(teaserBox!.x + teaserBox!.width).toBeLessThanOrEqual(checkoutBox!.x);
    await expect(page.getByTestId('pay-terms')).toHaveText(paywall.payTerms);
    await expect(page.getByTestId('checkout-promises')).toContainText(paywall.provider);
    await expect(toast).toHaveCount(0, { timeout: 10_000 });
    await shot(page, `${language}-desktop-paywall`);

    // 'Get My Report' brings the checkout's heading into view below the sticky header.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: paywall.getReport, exact: true }).click();
    const header = page.locator('header').first();
    await expect
      .poll(async () => {
        const [headerBox, headingBox] = await Promise.all([header.boundingBox(), checkout.boundingBox()]);
        return headingBox!.y >= headerBox!.y + headerBox!.height && headingBox!.y < DESKTOP.height;
      })
      .toBe(true);

    // Phones: stacked, the teaser first.
    await page.setViewportSize(MOBILE);
    const [teaserTop, checkoutTop] = await Promise.all([teaser.boundingBox(), checkout.boundingBox()]);
    expect(teaserTop!.y).toBeLessThan(checkoutTop!.y);
    await shot(page, `${language}-mobile-paywall`);
    expect(await seriousViolations(page), 'paywall on a phone').toEqual([]);
    // docs/product.md#payment-stage: on a phone the price and Pay are on the first screen after the teaser: while the
    // form's own Pay is below the screen, a bar carries them; it leaves once the form's button is in view.
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.getByTestId('pay-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(paywall.payTerms);
    await expect(bar.getByRole('button', { name: texts.pay })).toBeInViewport();
    await page.getByTestId('pay-terms').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(bar).toBeHidden();
    await page.setViewportSize(DESKTOP);

    // A decline is said once, in the form, not as a toast as well.
    await payWithCard(page, TEST_CARDS.declined, language);
    const alert = page.getByRole('alert').filter({ hasText: texts.paymentFailed });
    await expect(alert).toContainText(paywall.decline);
    await expect(page.getByText(paywall.decline)).toHaveCount(1);
    await expect(toast).toHaveCount(0);
    await shot(page, `${language}-desktop-decline`);

    // Paid: 'Payment Successful' while the scan runs, gone once the report shows.
    await page.getByLabel(texts.cardNumber).fill(TEST_CARDS.success);
    await page.getByRole('button', { name: texts.pay }).click();
    await expectResults(page, language);
    await expect(toast).toHaveCount(0);
    await shot(page, `${language}-desktop-report`);
  });
}

test('/return without a payment: its heading says so, not "Confirming your payment"', async ({ page }) => {
  await page.goto('/return');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find a payment to confirm' })).toBeVisible();
  await expect(page.getByText('Confirming your payment')).toHaveCount(0);
  await shot(page, 'en-desktop-return-missing');
});

// docs/decisions.md#phone-numbers: a refused number stays on the page, as typed, with the reason (never the API's text).
test('an over-long phone number stays on the page with the reason, not the API’s message', async ({ page }) => {
  await page.goto(`/phone-scan?phone=${'1'.repeat(60)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'We cannot look up this number' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('1'.repeat(60));
  await expect(page.getByRole('alert')).toContainText('This is not a valid phone number.');
  await expect(page.getByText('Invalid format')).toHaveCount(0);
});

test('a UK drama-range number the home form refuses is refused the same way by the funnel, and can be corrected there', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('07700 900101');
  await page.getByRole('button', { name: 'Search Phone' }).click();
  await expect(page.getByRole('alert')).toContainText('+44 7700 900101 is not a number in use');
  await expect(page).toHaveURL(/\/(\?.*)?(#.*)?$/);
  await page.goto('/phone-scan?phone=07700%20900101');
  await expect(page.getByRole('alert')).toContainText('+44 7700 900101 is not a number in use');
  const field = page.getByRole('textbox', { name: 'Phone number' });
  await expect(field).toHaveValue('07700 900101');
  await field.fill('020 7946 0101');
  await page.getByRole('button', { name: 'Search Phone' }).click();
  await expect(page).toHaveURL(/\/phone-scan\?phone=%2B442079460101$/);
  await expect(page.getByRole('heading', { level: 1, name: /phone/i })).toBeVisible();
});
