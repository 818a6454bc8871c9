import { expect, test } from '@playwright/test';
import { seedSession } from '../support/session';

test.describe('composition of the shell and its remotes', () => {
  test('each remote renders the routes the runtime configuration gives it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find out who is behind an email address' })).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await page.goto('/email-scan?email=Jane%40Example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Verifying email address' })).toBeVisible();
    await expect(page.getByText('jane@example.com', { exact: true })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('remotes are loaded from their own origins through their manifests', async ({ page }) => {
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(new URL(request.url()).port);
    });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
    // The prerendered page's code comes at the first use of the page (docs/architecture.md#first-bundle).
    expect(manifests).not.toContain('3104');
    await page.getByRole('heading', { name: 'Terms of Service' }).hover();
    await expect(page.locator('html')).toHaveAttribute('data-remote-shown', 'legal');
    expect(manifests).toContain('3104');
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find out who is behind an email address' })).toBeVisible();
  });

  test('an unknown sub-route of a remote is the remote’s own not-found page', async ({ page }) => {
    await page.goto('/terms/nothing');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });

  test('one React, one router, one i18n, one auth state: the shell’s session is read inside a remote', async ({ page }) => {
    await seedSession(page, { email: 'jane.doe@example.com', credits: 3 });
    await page.goto('/account');
    // The account page is the account remote's; the email comes from the shell's auth provider.
    await expect(page.getByTestId('account-email')).toHaveText('jane.doe@example.com');
    await expect(page.getByTestId('account-credits')).toHaveText('3 lookup credits available');

    const shared = await page.evaluate(() => {
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>> } }).__FEDERATION__.__SHARE__;
      const result: Record<string, number> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(packages)) {
            const loaded = Object.values(versions).filter((v) => v.loaded || v.lib).length;
            result[pkg] = Math.max(result[pkg] ?? 0, loaded);
          }
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', 'react-router-dom', 'i18next', 'react-i18next', '@mailscout/auth', '@mailscout/i18n', '@mailscout/ui']) {
      expect(shared[pkg], `${pkg} loaded once`).toBe(1);
    }

    // The language switch lives in the shell; the remote's text follows: one i18n instance.
    await page.getByRole('button', { name: 'DE', exact: true }).click();
    await expect(page.getByTestId('account-credits')).toHaveText('3 Suchguthaben verfügbar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a toast raised by a remote appears in the shell’s single toast viewport', async ({ page }) => {
    await page.goto('/email-scan');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('toast')).toHaveText(/No email address provided\. Redirecting to home page\.\.\./);
    await expect(page.getByTestId('toast')).toHaveCount(1);
  });
});
