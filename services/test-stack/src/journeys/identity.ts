import { expect, type Page } from '@playwright/test';
import { inbox } from './mailbox';

/** The texts of the flows below, in both languages (from the remotes' translations). */
export const LOGIN_TEXTS = {
  en: { email: 'Email address', sendCode: 'Send code', code: 'One-time code', submit: 'Log in' },
  de: { email: 'E-Mail-Adresse', sendCode: 'Code senden', code: 'Einmalcode', submit: 'Anmelden' },
} as const;

/** The shell's navigation landmark. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: /navigation/i });

/**
 * Signs in through /login with the code MailDev received, the way a user does, and waits for
 * the home page. Returns the mail that carried the code.
 */
export async function signInWithCode(page: Page, email: string, language: 'en' | 'de' = 'en') {
  const texts = LOGIN_TEXTS[language];
  const mailbox = inbox(email);
  await page.goto(language === 'de' ? '/login?lng=de' : '/login');
  await page.getByLabel(texts.email).fill(email);
  await page.getByRole('button', { name: texts.sendCode, exact: true }).click();
  const codeField = page.getByLabel(texts.code);
  await expect(codeField).toBeVisible();
  const { code, mail } = await mailbox.nextCode();
  await codeField.fill(code);
  await page.getByRole('main').getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  return mail;
}

/**
 * A real session without the login page (for flows that start signed in): asks the API for a
 * code, reads it from MailDev, exchanges it, and stores the session the way the login page does
 * before any page script runs. The API's cookie lands in the browser context too.
 */
export async function signInViaApi(page: Page, email: string) {
  const mailbox = inbox(email);
  await mailbox.skipExisting();
  const requested = await page.request.post('/api/request-login-otp', { data: { email } });
  expect(requested.ok()).toBe(true);
  const { code } = await mailbox.nextCode();
  // A non-browser client asks for the token in the body (docs/decisions.md#sessions); the cookie lands in the context too.
  const verified = await page.request.post('/api/verify-login-otp', { data: { email, otp: code }, headers: { 'x-session-token': 'body' } });
  expect(verified.ok()).toBe(true);
  const session = (await verified.json()) as { token: string; email: string; credits: number };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.sessionSeeded')) {
      localStorage.setItem('mailscout.session', JSON.stringify(value));
      sessionStorage.setItem('e2e.sessionSeeded', '1');
    }
  }, session);
  return session;
}
