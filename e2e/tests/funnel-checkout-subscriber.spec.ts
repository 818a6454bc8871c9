import { expect, test } from '@playwright/test';
import { uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { seriousViolations } from '../support/axe';
import { approveChallenge, CHECKOUT_TEXTS, setBalance, subscribeOnPaymentPage } from '../support/checkout';
import { acceptCheckoutTerms, expectPaidToastSaid, expectResults, FUNNEL_TEXTS, passLookupStages, recordToasts, reportSection, SEEDED, TEST_CARDS, type Language } from '@mailscout/test-stack/journeys/funnel';

/**
 * docs/decisions.md#one-subscription: a subscriber without credits is offered a credit pack (or the
 * monthly plan), never a second trial, paid with the saved card; the funnel then runs the scan.
 */
test.describe.configure({ timeout: 150_000 });

async function reachCheckoutWithoutCredits(page: import('@playwright/test').Page, email: string, language: Language) {
  const texts = FUNNEL_TEXTS[language];
  await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}&lng=${language}`);
  await passLookupStages(page, language);
  await expect(page.getByLabel(texts.billingEmail)).toHaveValue(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts.proceed, exact: true }).click();
  // The toast follows the server's credit check, which may take up to its 15 s timeout on a loaded machine.
  await expect(page.getByTestId('toast')).toContainText(CHECKOUT_TEXTS[language].noCredits, { timeout: 20_000 });
}

test('en: a subscriber out of credits buys a pack with the saved card and gets the report', async ({ page }) => {
  const texts = FUNNEL_TEXTS.en;
  const ck = CHECKOUT_TEXTS.en;
  const email = uniqueEmail('pack');
  await subscribeOnPaymentPage(page, email, TEST_CARDS.success);
  await setBalance(page, email, 0);
  await reachCheckoutWithoutCredits(page, email, 'en');

  const choices = page.getByRole('group', { name: ck.choices });
  await expect(choices).toBeVisible();
  await expect(choices.getByRole('radio')).toHaveCount(4);
  await expect(choices.getByRole('radio', { name: /Switch to the monthly plan/ })).toBeVisible();
  await expect(page.getByTestId('saved-card')).toHaveText('Paid with your saved card: Visa •••• 4242');
  // Never a second trial, and no card form: the saved card pays.
  await expect(page.getByTestId('total-today')).toHaveCount(0);
  await expect(page.getByLabel(texts.cardNumber)).toHaveCount(0);

  await choices.getByRole('radio', { name: ck.pack(10) }).check();
  // Without the terms nothing is sent.
  await page.getByRole('button', { name: ck.payPack }).click();
  await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible();
  expect(await seriousViolations(page), 'subscriber checkout with the terms error').toEqual([]);
  await acceptCheckoutTerms(page);
  const toasts = await recordToasts(page);
  await page.getByRole('button', { name: ck.payPack }).click();
  await expectResults(page);
  await expectPaidToastSaid(page, toasts);
  await expect(reportSection(page, 'accounts')).toContainText('GitHub: marenholt');
  // 10 bought, 1 spent on this report.
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await expect(page.getByTestId('credit-count')).toHaveText('9 credits');
});

test('de: the bank asks for 3D Secure on the pack; after approving it the report follows', async ({ page }) => {
  const ck = CHECKOUT_TEXTS.de;
  const email = uniqueEmail('paket');
  await subscribeOnPaymentPage(page, email, TEST_CARDS.sca, 'de', { sca: true });
  await setBalance(page, email, 0);
  await reachCheckoutWithoutCredits(page, email, 'de');

  const choices = page.getByRole('group', { name: ck.choices });
  await expect(choices.getByRole('radio', { name: /Zum Monatstarif wechseln/ })).toBeVisible();
  await expect(page.getByTestId('saved-card')).toHaveText('Bezahlt mit Ihrer gespeicherten Karte: Visa •••• 3184');
  await choices.getByRole('radio', { name: ck.pack(25) }).check();
  await acceptCheckoutTerms(page, 'de');
  const toasts = await recordToasts(page);
  await page.getByRole('button', { name: ck.payPack }).click();
  await approveChallenge(page, 'de');
  await expectResults(page, 'de');
  await expectPaidToastSaid(page, toasts, 'de');
  await page.getByRole('button', { name: `Kontomenü für ${email}` }).click();
  await expect(page.getByTestId('credit-count')).toHaveText('24 Guthaben');
});
