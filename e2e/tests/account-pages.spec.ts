import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { seedSession } from '../support/session';

/**
 * The account remote's pages as far as they work without the identity endpoints: client-side
 * validation, guards, the tab pattern and the settings. Flows that need codes are covered by the
 * component tests until the API lands.
 */


test('login: the email is checked in the browser, with a sign-up link to /payment', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toHaveText('This field is required');
  await page.getByLabel('Email address').fill('jane@example');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute('href', '/payment');
  expect(await seriousViolations(page)).toEqual([]);
});

test('login: a signed-in user is sent home', async ({ page }) => {
  await seedSession(page, { email: 'jane.doe@example.com', credits: 1 });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('account: signed out, the visitor is sent home', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/$/);
});

test('account: the tabs follow the keyboard; settings switch the language and lead to the opt-out page', async ({ page }) => {
  await seedSession(page, { email: 'jane.doe@example.com', credits: 3 });
  await page.goto('/account');
  await expect(page.getByTestId('account-email')).toHaveText('jane.doe@example.com');
  const tablist = page.getByRole('tablist', { name: 'Account sections' });
  await tablist.getByRole('tab', { name: 'Subscription' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Security' })).toBeFocused();
  await expect(tablist.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel', { name: 'Settings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('radio', { name: 'Deutsch' }).check();
  await expect(page.getByRole('tab', { name: 'Einstellungen' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('account-credits')).toHaveText('3 Suchguthaben verfügbar');
  await page.getByRole('link', { name: 'Mein Konto löschen' }).click();
  await expect(page).toHaveURL(/\/opt-out$/);
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('jane.doe@example.com');
});

test('cancel subscription: signed out, the page says a login is needed and offers the way back', async ({ page }) => {
  await page.goto('/cancel-subscription');
  await expect(page.getByRole('alert')).toHaveText('You must be logged in to cancel your subscription.');
  await expect(page.getByRole('link', { name: 'Return to account' })).toHaveAttribute('href', '/account');
});

test('opt-out: the send button waits for an address and the bot challenge', async ({ page }) => {
  await page.goto('/opt-out');
  await expect(page.getByRole('heading', { level: 1, name: 'Opt out and delete your data' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send OTP Code' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email address').fill('someone@example.com');
  await expect(send).toBeDisabled();
  await expect(page.getByText('Please complete the CAPTCHA verification.')).toBeVisible();
});
