import { expect, test } from '@playwright/test';
import { uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { seriousViolations } from '../support/axe';
import { dialog, fillCard, FUNNEL_TEXTS, payWithCard, TEST_CARDS } from '@mailscout/test-stack/journeys/funnel';

/** docs/decisions.md#payment-method: the account shows the real saved card and can replace it. */
test.describe.configure({ timeout: 90_000 });

test('a new subscriber sees the card that paid, replaces it with one that needs 3D Secure, and the change holds', async ({ page }) => {
  const buyer = uniqueEmail('card');
  await page.goto('/payment');
  await page.getByLabel(FUNNEL_TEXTS.en.billingEmail).fill(buyer);
  await payWithCard(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/account$/);
  const card = page.getByTestId('payment-method');
  await expect(card).toHaveText('Visa ending in 4242');

  await page.getByRole('button', { name: 'Update card' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect(await seriousViolations(page), 'card update form').toEqual([]);
  await fillCard(page, TEST_CARDS.scaOnSetup);
  await page.getByRole('button', { name: 'Save card' }).click();
  const challenge = dialog(page, '3D Secure test authentication');
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(card).toHaveText('Visa ending in 3155');
  await expect(page.getByTestId('toast')).toContainText('Renewals are now charged to Visa ending in 3155.');

  // The server holds the new card: a fresh page reads it back from /api/me.
  await page.reload();
  await expect(page.getByTestId('payment-method')).toHaveText('Visa ending in 3155');
});

test('a declined new card leaves the saved one in place', async ({ page }) => {
  await page.goto('/payment?lng=de');
  await page.getByLabel(FUNNEL_TEXTS.de.billingEmail).fill(uniqueEmail('karte'));
  await payWithCard(page, TEST_CARDS.mastercard, 'de');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('payment-method')).toHaveText('Mastercard mit Endziffern 4444');
  await page.getByRole('button', { name: 'Karte ändern' }).click();
  await fillCard(page, TEST_CARDS.declined, 'de');
  await page.getByRole('button', { name: 'Karte speichern' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Die Karte wurde nicht gespeichert' })).toContainText('declined');
  await page.reload();
  await expect(page.getByTestId('payment-method')).toHaveText('Mastercard mit Endziffern 4444');
});
