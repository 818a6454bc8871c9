import { expect, test, type Page } from '@playwright/test';
import { accountExists, seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { solveBotChallenge } from '../support/bot-challenge';
import { mainNav, signInViaApi } from '@mailscout/test-stack/journeys/identity';
import { inbox } from '@mailscout/test-stack/journeys/mailbox';

/**
 * Opt-out (docs/product.md#screens, docs/product.md#states, docs/product.md#validation, docs/product.md#errors; docs/decisions.md#opt-out): email and bot challenge, a code from MailDev, then
 * deletion; afterwards the address cannot be searched.
 */

async function optOut(page: Page, email: string) {
  const mailbox = inbox(email);
  await mailbox.skipExisting();
  const send = page.getByRole('button', { name: 'Send OTP Code', exact: true });
  await page.getByLabel('Email address').fill(email);
  await solveBotChallenge(page, send);
  await send.click();
  await expect(page.getByRole('status')).toHaveText('OTP sent successfully. Please check your email.');
  const { code, mail } = await mailbox.nextCode();
  expect(mail.subject).toBe('Your MailScout opt-out code');
  const verify = page.getByRole('button', { name: 'Verify OTP & Opt Out', exact: true });
  await page.getByLabel('One-time code').fill(code.slice(0, 5));
  await expect(verify).toBeDisabled();
  await page.getByLabel('One-time code').fill(code);
  await verify.click();
  await expect(page.getByRole('status')).toHaveText('Your opt-out request has been processed successfully.');
}

test('opt out an address, which can then no longer be searched', async ({ page }) => {
  const email = uniqueEmail('optout');
  await page.goto('/opt-out');
  await optOut(page, email);

  await page.goto('/');
  const input = page.getByPlaceholder('Enter an email address to look up');
  await input.fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Search Now', exact: true }).click();
  await expect(page.locator('#search').getByRole('alert')).toHaveText('This email address has opted out.');
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Opted Out');
  await expect(toast).toContainText('This email address has opted out of searches.');
  await expect(page).toHaveURL(/\/$/);
  // The form is idle again (not stuck in 'Searching...').
  await expect(page.getByRole('button', { name: 'Search Now', exact: true })).toBeEnabled();

  // A link straight into the funnel is refused too, with the funnel's own toast (docs/product.md#errors).
  await page.goto(`/email-scan?email=${encodeURIComponent(email)}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(toast).toContainText('Email Opted Out');
  await expect(toast).toContainText('This email has opted out of our service.');
});

test('opting out one’s own address deletes the account and signs the user out', async ({ page }) => {
  const account = await seedAccount(uniqueEmail('optout-self'), { credits: 2 });
  const session = await signInViaApi(page, account.email);
  await page.goto('/account');
  await expect(page.getByTestId('account-email')).toHaveText(account.email);
  await page.getByRole('tab', { name: 'Settings', exact: true }).click();
  await page.getByRole('link', { name: 'Delete my account', exact: true }).click();
  await expect(page).toHaveURL(/\/opt-out$/);
  await expect(page.getByLabel('Email address')).toHaveValue(account.email);

  await optOut(page, account.email);
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Account', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mailscout.session'))).toBeNull();
  expect(await accountExists(account.email)).toBe(false);
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${session.token}` } });
  expect(me.status()).toBe(401);
});
