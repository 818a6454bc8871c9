import { expect, test } from '@playwright/test';
import { longDate, seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { mainNav } from '@mailscout/test-stack/journeys/identity';
import { inbox } from '@mailscout/test-stack/journeys/mailbox';

/**
 * Sign-in with a one-time code read from MailDev, the account page on the real API, and log out
 * (docs/product.md#screens Login, Account, Navigation; docs/product.md#states Auth; docs/decisions.md#identity).
 */

test('sign in with a mailed code, see the account, log out', async ({ page }) => {
  const account = await seedAccount(uniqueEmail('login'), { credits: 3 });
  const mailbox = inbox(account.email);

  await page.goto('/login');
  // Typed with capitals and spaces: the code goes to the normalised address.
  await page.getByLabel('Email address').fill(`  ${account.email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  await expect(page.getByText(`Enter the 6-digit code we sent to ${account.email}.`)).toBeVisible();
  const { code, mail } = await mailbox.nextCode();
  expect(mail.subject).toBe('Your MailScout sign-in code');

  // The navigation must change without a reload: a marker on window survives only then.
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'My Account', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Log In', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Sign Up', exact: true })).toHaveCount(0);
  const menuButton = nav.getByRole('button', { name: `Account menu for ${account.email}` });
  await menuButton.click();
  await expect(page.getByTestId('credit-count')).toHaveText('3 credits');
  await menuButton.click();
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);

  // docs/product.md#screens: a signed-in user asking for /login is sent home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'My Account', exact: true })).toBeVisible();

  // The account page, from the API's /api/me.
  await nav.getByRole('link', { name: 'My Account', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-email')).toHaveText(account.email);
  const panel = page.getByRole('tabpanel', { name: 'Subscription' });
  await expect(panel.getByTestId('subscription-status')).toHaveText('Active');
  await expect(panel.getByText('Premium Lookup Plan', { exact: true })).toBeVisible();
  await expect(panel.getByText('Weekly', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('subscription-date')).toHaveText(longDate(account.subscription!.currentPeriodEnd, 'en'));
  await expect(panel.getByText('Next billing date', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('subscription-id')).toHaveText(`${account.subscription!.id.slice(0, 10)}…`);
  await expect(panel.getByRole('link', { name: 'Cancel subscription', exact: true })).toHaveAttribute('href', '/cancel-subscription');
  const credits = panel.locator('dt', { hasText: 'Lookup credits available' }).locator('xpath=following-sibling::dd[1]');
  await expect(credits).toHaveText('3');

  // The session is the httpOnly cookie alone (docs/decisions.md#sessions): no script can read a token.
  expect(await page.evaluate(() => localStorage.getItem('mailscout.session'))).not.toMatch(/"token":"/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('authToken');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'authToken');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const token = cookie!.value;
  // Log out from the user menu: the session ends on the server and here, and we are home.
  await menuButton.click();
  await page.getByTestId('user-menu').getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Account', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mailscout.session'))).toBeNull();
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong code is refused with the login error and the user stays signed out', async ({ page }) => {
  const account = await seedAccount(uniqueEmail('wrong-code'), { subscription: false });
  const mailbox = inbox(account.email);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Send code', exact: true }).click();
  const { code } = await mailbox.nextCode();
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('One-time code').fill(wrong);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid or expired OTP.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(mainNav(page).getByRole('link', { name: 'Log In', exact: true })).toBeVisible();

  // The right code still works after one wrong try.
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'My Account', exact: true })).toBeVisible();
});
