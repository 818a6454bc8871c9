import { expect, test } from '@playwright/test';
import { seedSession } from '../support/session';

test('signed-out navigation offers Log In and Sign Up', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/payment');
  await expect(nav.getByRole('link', { name: 'My Account' })).toHaveCount(0);
});

test('signed-in navigation: My Account, the user menu with credits, and log out', async ({ page }) => {
  await seedSession(page, { email: 'max_mustermann@example.de', credits: 1 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(page.getByTestId('avatar-initials')).toHaveText('MM');
  await page.getByRole('button', { name: 'Account menu for max_mustermann@example.de' }).click();
  await expect(page.getByTestId('credit-count')).toHaveText('1 credit');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mailscout.session'))).toBeNull();
});

test('anchors in the navigation reach their home section; other navigation starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/terms');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.locator('#faq')).toBeInViewport();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('keyboard users can skip to the content', async ({ page }) => {
  await page.goto('/terms');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});
