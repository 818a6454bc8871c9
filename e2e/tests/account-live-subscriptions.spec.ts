import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { MongoClient, type ObjectId } from 'mongodb';
import { longDate, seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { signInWithCode } from '@mailscout/test-stack/journeys/identity';

/**
 * docs/decisions.md#one-subscription: an account from before the one-subscription rule with two live
 * subscriptions sees both on its account page, and the cancel page says that cancelling ends all
 * of them. The second subscription is written straight into the API's database, as the product
 * no longer lets anyone buy one.
 */

const DAY_MS = 86_400_000;

async function addMonthlySubscription(userId: ObjectId, periodEnd: Date) {
  const client = new MongoClient(process.env.E2E_MONGO_URI!, { serverSelectionTimeoutMS: 5_000 });
  try {
    await client.connect();
    await client.db().collection<{ _id: string; [field: string]: unknown }>('subscriptions').insertOne({
      _id: `sub_${crypto.randomBytes(12).toString('hex')}`,
      userId,
      status: 'past_due',
      planType: 'monthly',
      cancelAtPeriodEnd: false,
      currentPeriodStart: new Date(periodEnd.getTime() - 30 * DAY_MS),
      currentPeriodEnd: periodEnd,
      updatedAt: new Date(Date.now() - 60_000),
      paymentMethod: { brand: 'mastercard', last4: '4444' },
    });
  } finally {
    await client.close();
  }
}

async function twoLiveSubscriptions(label: string) {
  const account = await seedAccount(uniqueEmail(label), { credits: 2, periodDays: 5 });
  const monthlyEnd = new Date(account.subscription!.currentPeriodEnd.getTime() + 9 * DAY_MS);
  await addMonthlySubscription(account.userId, monthlyEnd);
  return { account, weeklyEnd: account.subscription!.currentPeriodEnd, monthlyEnd };
}

test('the account page lists both live subscriptions and the cancel page says it ends them all', async ({ page }) => {
  const { account, weeklyEnd, monthlyEnd } = await twoLiveSubscriptions('two-subs');
  await signInWithCode(page, account.email);
  await page.goto('/account');
  const list = page.getByTestId('live-subscriptions');
  await expect(list).toContainText('Your account has 2 running subscriptions.');
  const items = list.getByTestId('live-subscription');
  await expect(items).toHaveCount(2);
  const weekly = items.filter({ hasText: 'Weekly' });
  await expect(weekly).toContainText(`Next billing date${longDate(weeklyEnd, 'en')}`);
  const monthly = items.filter({ hasText: 'Monthly' });
  await expect(monthly).toContainText('Payment failed');
  await expect(monthly).toContainText(longDate(monthlyEnd, 'en'));
  await expect(monthly).toContainText('Mastercard ending in 4444');

  await page.getByRole('link', { name: 'Cancel all subscriptions', exact: true }).click();
  await expect(page).toHaveURL(/\/cancel-subscription$/);
  const notice = page.getByRole('region', { name: 'Your account has 2 running subscriptions' });
  await expect(notice.getByRole('listitem')).toHaveText([`Weekly, paid until ${longDate(weeklyEnd, 'en')}`, `Monthly, paid until ${longDate(monthlyEnd, 'en')}`]);
  await expect(page.getByText(/Cancelling ends every running subscription of your account/)).toBeVisible();
});

test('in German', async ({ page }) => {
  const { account, monthlyEnd } = await twoLiveSubscriptions('zwei-abos');
  await signInWithCode(page, account.email, 'de');
  await page.goto('/account?lng=de');
  await expect(page.getByTestId('live-subscriptions')).toContainText('Ihr Konto hat 2 laufende Abonnements.');
  await expect(page.getByTestId('live-subscription').filter({ hasText: 'Monatlich' })).toContainText(longDate(monthlyEnd, 'de'));
  await page.getByRole('link', { name: 'Alle Abonnements kündigen', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Ihr Konto hat 2 laufende Abonnements' })).toContainText(`Monatlich, bezahlt bis ${longDate(monthlyEnd, 'de')}`);
});
