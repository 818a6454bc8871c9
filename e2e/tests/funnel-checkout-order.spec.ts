import { expect, test } from '@playwright/test';
import { uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { CHECKOUT_TEXTS, proveWithCode } from '../support/checkout';
import { dialog, expectResults, FUNNEL_TEXTS, payWithCard, TEST_CARDS } from '@mailscout/test-stack/journeys/funnel';

/**
 * docs/decisions.md#order-billing-box: on /order 'I am looking up my own address' is unticked by
 * default; ticked, the buyer pays with the searched address, which must be proven by a code
 * first even when it has no account yet.
 */
test.describe.configure({ timeout: 150_000 });

test('en: unticked by default; ticked, the own address is proven by code, then paid and reported', async ({ page }) => {
  const texts = FUNNEL_TEXTS.en;
  const ck = CHECKOUT_TEXTS.en;
  const own = uniqueEmail('own');
  await page.goto('/order');
  const box = page.getByRole('checkbox', { name: ck.ownAddress });
  await expect(box).not.toBeChecked();
  await expect(page.getByLabel(ck.billingLabel)).toBeVisible();

  await page.getByLabel(texts.orderSearch).fill(own);
  await box.check();
  await expect(page.getByLabel(ck.billingLabel)).toHaveCount(0);
  await page.getByRole('button', { name: texts.orderContinue, exact: true }).click();
  await dialog(page, texts.ageGateTitle).getByRole('button', { name: texts.ageGateConfirm }).click();

  await expect(page.getByLabel(texts.billingEmail)).toHaveValue(own);
  await expect(page.getByRole('button', { name: texts.pay })).toBeDisabled();
  await proveWithCode(page, own, 'en', ck.proofOwn);
  await payWithCard(page, TEST_CARDS.success);
  await expectResults(page);
});

test('de: unticked by default; without a billing address the form says so', async ({ page }) => {
  const texts = FUNNEL_TEXTS.de;
  const ck = CHECKOUT_TEXTS.de;
  await page.goto('/order?lng=de');
  await expect(page.getByRole('heading', { level: 1, name: texts.orderTitle })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: ck.ownAddress })).not.toBeChecked();
  await page.getByLabel(texts.orderSearch).fill(uniqueEmail('gesucht'));
  await page.getByRole('button', { name: texts.orderContinue, exact: true }).click();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse für die Rechnung ein')).toBeVisible();
  await expect(dialog(page, texts.ageGateTitle)).toHaveCount(0);
});
