import { expect, test } from '@playwright/test';
import { findSubscription, longDate, seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { solveBotChallenge } from '../support/bot-challenge';
import { signInViaApi } from '@mailscout/test-stack/journeys/identity';
import { inbox } from '@mailscout/test-stack/journeys/mailbox';

/**
 * Cancellation through a one-time code (docs/product.md#screens Cancel subscription, docs/product.md#states Cancel page): account →
 * Cancel → bot challenge → code from MailDev → success → /account after 3 s, now 'Cancelled'.
 */

test('cancel the subscription with a mailed code', async ({ page }) => {
  const account = await seedAccount(uniqueEmail('cancel'), { credits: 2 });
  const subscription = account.subscription!;
  await signInViaApi(page, account.email);
  const mailbox = inbox(account.email);
  await mailbox.skipExisting();

  await page.goto('/account');
  const panel = page.getByRole('tabpanel', { name: 'Subscription' });
  await expect(panel.getByTestId('subscription-status')).toHaveText('Active');
  await panel.getByRole('link', { name: 'Cancel subscription', exact: true }).click();
  await expect(page).toHaveURL(/\/cancel-subscription$/);

  // Step 1: the address is the account's and locked; the button waits for the bot challenge.
  await expect(page.getByLabel('Email address')).toHaveValue(account.email);
  await expect(page.getByLabel('Email address')).not.toBeEditable();
  const send = page.getByRole('button', { name: 'Send verification code', exact: true });
  await expect(send).toBeDisabled();
  await solveBotChallenge(page, send);
  await send.click();

  // Step 2: the code from the mail.
  const { code, mail } = await mailbox.nextCode();
  expect(mail.subject).toBe('Your code to cancel your MailScout subscription');
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Cancel my subscription', exact: true }).click();

  // Step 3: success, then back on /account within about 3 s.
  const until = longDate(subscription.currentPeriodEnd, 'en');
  await expect(page.getByRole('status')).toHaveText(
    `Your subscription has been successfully cancelled and will end at the end of your current billing period. You keep access until ${until}.`,
  );
  const doneAt = Date.now();
  await expect(page).toHaveURL(/\/account$/, { timeout: 5_000 });
  expect(Date.now() - doneAt).toBeLessThan(4_500);

  const after = page.getByRole('tabpanel', { name: 'Subscription' });
  await expect(after.getByTestId('subscription-status')).toHaveText('Cancelled');
  await expect(after.getByText('Access until', { exact: true })).toBeVisible();
  await expect(after.getByTestId('subscription-date')).toHaveText(until);
  await expect(after.getByText('Next billing date', { exact: true })).toHaveCount(0);
  await expect(after.getByRole('link', { name: 'Cancel subscription', exact: true })).toHaveCount(0);

  // The API kept the period (access continues) and mailed the confirmation.
  const stored = await findSubscription(subscription.id);
  expect(stored).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  const confirmation = await mailbox.next();
  expect(confirmation.subject).toBe('Your MailScout subscription has been cancelled');
  expect(confirmation.text).toContain(until);
});
