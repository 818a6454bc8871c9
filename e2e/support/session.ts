import type { Page } from '@playwright/test';

/** Signs a user in the way the browser keeps a session (docs/product.md#data), before any page script runs. */
export async function seedSession(page: Page, user: { email: string; credits: number; token?: string }) {
  await page.addInitScript((value) => {
    localStorage.setItem('mailscout.session', JSON.stringify({ token: 'e2e-token', ...value }));
  }, user);
}
