import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '@mailscout/test-stack/journeys/accounts';

/** The home search against the real API (docs/product.md#screens, docs/product.md#states, docs/product.md#validation, docs/product.md#errors). */

const searchInput = (page: Page) => page.getByPlaceholder('Enter an email address to look up');
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search Now', exact: true });

test('a valid address goes to /email-scan with the address trimmed, lower-cased and encoded', async ({ page }) => {
  const email = uniqueEmail('Search+Tag').replace('@example.com', '@Example.COM');
  const expected = email.toLowerCase();
  await page.goto('/');
  const lookup = page.waitForRequest((request) => request.url().endsWith('/api/email-lookup') && request.method() === 'POST');
  await searchInput(page).fill(`  ${email}  `);
  await searchButton(page).click();
  expect((await lookup).postDataJSON()).toEqual({ email: expected });
  await expect(page).toHaveURL((url) => url.pathname === '/email-scan' && url.search === `?email=${encodeURIComponent(expected)}`);
  expect(new URL(page.url()).searchParams.get('email')).toBe(expected);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('an empty address and an invalid one are refused inline and with a destructive toast, without asking the API', async ({ page }) => {
  let lookups = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/email-lookup')) lookups += 1;
  });
  await page.goto('/');
  const inline = page.locator('#search').getByRole('alert');
  const toast = page.getByTestId('toast');

  await searchInput(page).fill('   ');
  await searchButton(page).click();
  await expect(inline).toHaveText('Please enter an email address');
  await expect(toast).toHaveAttribute('role', 'alert');
  await expect(toast).toHaveClass(/ms-toast--destructive/);
  await expect(toast).toContainText('Please enter an email address');
  await expect(searchInput(page)).toHaveAttribute('aria-invalid', 'true');

  await searchInput(page).fill('jane.doe@example');
  await searchButton(page).click();
  await expect(inline).toHaveText('Please enter a valid email address');
  // One toast at a time (docs/product.md#states): the new error replaces the old one.
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveClass(/ms-toast--destructive/);
  await expect(toast).toContainText('Please enter a valid email address');

  await expect(page).toHaveURL(/\/$/);
  expect(lookups).toBe(0);
});
