import { expect, test } from '@playwright/test';
import { seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { signInViaApi } from '@mailscout/test-stack/journeys/identity';

/** docs/decisions.md#settings-tab Settings: the renewal-reminder choice belongs to the account, not the browser. */
test('switching renewal reminders off is kept by the account, across a reload and another browser', async ({ page, browser }) => {
  const email = uniqueEmail('settings');
  await seedAccount(email, { credits: 1 });
  await signInViaApi(page, email);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const reminders = page.getByRole('checkbox', { name: 'Remind me by email before my subscription renews' });
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await expect(page.getByText('Saved. We will not send you renewal reminders.')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(reminders).not.toBeChecked();

  // A fresh browser (no local storage of the first) signed in as the same account sees the same choice.
  const other = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await signInViaApi(other, email);
  await other.goto('/account');
  await other.getByRole('tab', { name: 'Settings' }).click();
  await expect(other.getByRole('checkbox', { name: 'Remind me by email before my subscription renews' })).not.toBeChecked();
  await other.close();
});
