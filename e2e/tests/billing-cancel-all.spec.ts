import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { solveBotChallenge } from '../support/bot-challenge';
import { subscribeOnPaymentPage } from '../support/checkout';
import { TEST_CARDS } from '@mailscout/test-stack/journeys/funnel';
import { inbox } from '@mailscout/test-stack/journeys/mailbox';
import { addSubscriptionAtStripe, isLiveAtStripe, stripeCustomerOf, subscriptionsOfCustomer } from '../support/stripe-api';

/**
 * docs/decisions.md#one-subscription: cancelling covers every live subscription of the account. After the
 * cancel page's code, Stripe (the emulator, asked directly) holds no subscription of the
 * customer that is still set to renew: each live one ends at the end of its period. The
 * subscriber is made the way the product makes one: the trial paid with a card on /payment.
 */
test.describe.configure({ timeout: 120_000 });

async function subscriberAtStripe(page: Page, label: string) {
  const email = uniqueEmail(label);
  await subscribeOnPaymentPage(page, email, TEST_CARDS.success);
  let customerId = '';
  await expect
    .poll(async () => (customerId = await stripeCustomerOf(email).catch(() => '')), { message: `the Stripe customer of ${email}` })
    .not.toBe('');
  return { email, customerId };
}

/** The live subscriptions of the customer at Stripe (not canceled, not expired). */
const liveAtStripe = async (customerId: string) => (await subscriptionsOfCustomer(customerId)).filter((sub) => isLiveAtStripe(sub.status));

/** /cancel-subscription: bot challenge, the code from MailDev, confirm; then back on /account. */
async function cancelWithCode(page: Page, email: string, running: number) {
  const mailbox = inbox(email);
  await mailbox.skipExisting();
  // The page lists what cancelling ends once the account has more than one (webhooks may still be on their way).
  await expect(async () => {
    await page.goto('/cancel-subscription');
    if (running > 1) await expect(page.getByRole('region', { name: `Your account has ${running} running subscriptions` })).toBeVisible({ timeout: 2_000 });
    else await expect(page.getByLabel('Email address')).toHaveValue(email, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  const send = page.getByRole('button', { name: 'Send verification code', exact: true });
  await solveBotChallenge(page, send);
  await send.click();
  const { code } = await mailbox.nextCode();
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: running > 1 ? 'Cancel all my subscriptions' : 'Cancel my subscription', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Your subscription has been successfully cancelled and will end at the end of your current billing period.');
  await expect(page).toHaveURL(/\/account$/, { timeout: 5_000 });
}

/** Every live subscription of the customer is set to end; none renews. */
async function expectNothingRenews(customerId: string, live: number) {
  const after = await liveAtStripe(customerId);
  expect(after.map((sub) => ({ id: sub.id, cancel_at_period_end: sub.cancel_at_period_end }))).toEqual(
    after.map((sub) => ({ id: sub.id, cancel_at_period_end: true })),
  );
  // Ended at the period's end, not at once: access continues, so they are still live.
  expect(after).toHaveLength(live);
  expect((await subscriptionsOfCustomer(customerId)).filter((sub) => isLiveAtStripe(sub.status) && !sub.cancel_at_period_end)).toEqual([]);
}

test('a subscriber cancels on /cancel-subscription: Stripe holds no subscription of the customer that still renews', async ({ page }) => {
  const { email, customerId } = await subscriberAtStripe(page, 'cancel-one');
  const before = await liveAtStripe(customerId);
  expect(before.map((sub) => [sub.metadata.product, sub.cancel_at_period_end])).toEqual([['mailscout', false]]);

  await cancelWithCode(page, email, 1);
  await expectNothingRenews(customerId, 1);
  await expect(page.getByRole('tabpanel', { name: 'Subscription' }).getByTestId('subscription-status')).toHaveText('Cancelled');
});

test('an account with two live subscriptions at Stripe: cancelling ends both', async ({ page }) => {
  const { email, customerId } = await subscriberAtStripe(page, 'cancel-two');
  // A second live subscription made directly at Stripe for the same customer, as the old checkout could.
  const second = await addSubscriptionAtStripe(customerId);
  const before = await liveAtStripe(customerId);
  expect(before).toHaveLength(2);
  expect(before.map((sub) => sub.id)).toContain(second.id);
  expect(before.every((sub) => sub.metadata.product === 'mailscout' && !sub.cancel_at_period_end)).toBe(true);

  await cancelWithCode(page, email, 2);
  await expectNothingRenews(customerId, 2);
});
