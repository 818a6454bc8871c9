import { expect, test } from '@playwright/test';
import { seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { seriousViolations } from '../support/axe';
import { CHECKOUT_TEXTS, proveWithCode } from '../support/checkout';
import { expectPaidToastSaid, expectResults, FUNNEL_TEXTS, passLookupStages, payWithCard, recordToasts, SEEDED, submitBillingEmail, TEST_CARDS } from '@mailscout/test-stack/journeys/funnel';

/**
 * docs/decisions.md#billing-proof: the billing address is proven before any charge. An address
 * that has an account signs in with a code inside the checkout, then pays as that account.
 */
test.describe.configure({ timeout: 150_000 });

test('en: an existing address signs in by code inside the checkout, pays and gets the report', async ({ page }) => {
  const texts = FUNNEL_TEXTS.en;
  const ck = CHECKOUT_TEXTS.en;
  const email = uniqueEmail('existing');
  await seedAccount(email, { subscription: false, credits: 0 });
  await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}`);
  await passLookupStages(page);
  await submitBillingEmail(page, email);

  const panel = page.getByRole('group', { name: ck.proofAccount });
  await expect(panel).toBeVisible();
  const pay = page.getByRole('button', { name: texts.pay });
  await expect(pay).toBeDisabled();
  await panel.getByRole('button', { name: ck.sendCode }).click();
  await expect(panel.getByText(ck.proofEnter)).toBeVisible();
  // A wrong code is refused and nothing is signed in.
  await panel.getByLabel(ck.code).fill('000000');
  await panel.getByRole('button', { name: ck.verify }).click();
  await expect(panel.getByRole('alert')).toContainText('Invalid or expired OTP code');
  await expect(pay).toBeDisabled();
  expect(await seriousViolations(page), 'checkout with the code proof and its error').toEqual([]);

  await proveWithCode(page, email);
  await expect(page.getByLabel(texts.billingEmail)).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
  const toasts = await recordToasts(page);
  await payWithCard(page, TEST_CARDS.success);
  await expectResults(page);
  await expectPaidToastSaid(page, toasts);
});

test('de: /payment with an existing address: the code in German, then the trial for that account', async ({ page }) => {
  const texts = FUNNEL_TEXTS.de;
  const ck = CHECKOUT_TEXTS.de;
  const email = uniqueEmail('bestehend');
  await seedAccount(email, { subscription: false, credits: 0, language: 'de' });
  await page.goto('/payment?lng=de');
  await page.getByLabel(texts.billingEmail).fill(email);
  await expect(page.getByRole('group', { name: ck.proofAccount })).toBeVisible();
  await expect(page.getByRole('button', { name: texts.pay })).toBeDisabled();
  expect(await seriousViolations(page), 'checkout with the code proof (de)').toEqual([]);
  await proveWithCode(page, email, 'de');
  await payWithCard(page, TEST_CARDS.success, 'de');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('toast')).toContainText('Ihre Testphase hat begonnen.');
});
