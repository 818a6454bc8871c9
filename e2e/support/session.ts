import type { Page } from '@playwright/test';
import { seedServerSession } from '@mailscout/test-stack/journeys/accounts';

/**
 * Signs a user in before any page script runs: a session the server knows (the httpOnly `authToken`
 * cookie) and what the page keeps about it (docs/product.md#data). A session the page only claims
 * would end at the first 401 (docs/decisions.md#sessions).
 */
export async function seedSession(page: Page, user: { email: string; credits: number }) {
  const token = await seedServerSession(user.email, user.credits);
  await page.context().addCookies([{ name: 'authToken', value: token, domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' }]);
  await page.addInitScript((value) => {
    localStorage.setItem('mailscout.session', JSON.stringify(value));
  }, user);
}
