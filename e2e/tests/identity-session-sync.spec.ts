import { expect, request as apiRequest, test } from '@playwright/test';
import { seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { signInWithCode, mainNav } from '@mailscout/test-stack/journeys/identity';
import { inbox } from '@mailscout/test-stack/journeys/mailbox';

/**
 * docs/decisions.md#sessions: what the page shows about the session follows the other tabs and the
 * server at once — no reload, no stale "My Account" beside a 401.
 */

test('a sign-in and a sign-out in one tab show in the other at once', async ({ context, baseURL }) => {
  const { email } = await seedAccount(uniqueEmail('two-tabs'), { credits: 1 });
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto('/');
  await expect(mainNav(second).getByRole('link', { name: 'Log In', exact: true })).toBeVisible();

  await signInWithCode(first, email);
  // The second tab was not touched: it follows the first.
  await expect(mainNav(second).getByRole('link', { name: 'My Account' })).toBeVisible();
  expect(second.url()).toBe(`${baseURL}/`);

  const nav = mainNav(first);
  await nav.getByRole('button', { name: `Account menu for ${email}` }).click();
  await first.getByTestId('user-menu').getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(mainNav(second).getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  await expect(mainNav(second).getByRole('link', { name: 'My Account' })).toHaveCount(0);
});

for (const language of ['en', 'de'] as const) {
  test(`a session revoked on another device ends here at the next call, and the login says so (${language})`, async ({ page, baseURL }) => {
    const { email } = await seedAccount(uniqueEmail(`revoked-${language}`), { credits: 1, language });
    await signInWithCode(page, email, language);
    await expect(mainNav(page).getByRole('link', { name: language === 'de' ? 'Mein Konto' : 'My Account' })).toBeVisible();

    // Another device signs in as the same account and signs out everywhere.
    const device = await apiRequest.newContext({ baseURL });
    const mailbox = inbox(email);
    await mailbox.skipExisting();
    expect((await device.post('/api/request-login-otp', { data: { email } })).ok()).toBe(true);
    const { code } = await mailbox.nextCode();
    const { token } = (await (await device.post('/api/verify-login-otp', { data: { email, otp: code }, headers: { 'x-session-token': 'body' } })).json()) as { token: string };
    expect((await device.post('/api/sessions/revoke-all', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
    await device.dispose();

    // This browser still believes it is signed in until it asks the server: the account page does.
    await mainNav(page).getByRole('link', { name: language === 'de' ? 'Mein Konto' : 'My Account' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('status')).toHaveText(
      language === 'de' ? 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.' : 'Your session has ended. Please log in again.',
    );
    await expect(mainNav(page).getByRole('link', { name: language === 'de' ? 'Anmelden' : 'Log In', exact: true })).toBeVisible();
    await expect(page.getByText('HTTP 401')).toHaveCount(0);
  });
}
