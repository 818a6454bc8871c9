import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { dialog, expectResults, FUNNEL_TEXTS, passLookupStages, payWithCard, reportSection, SEEDED, submitBillingEmail, TEST_CARDS } from '../support/funnel';

/** Issue 8: the email funnel signed out, from the home search to the paid report (spec §2, §4). */
test.describe.configure({ timeout: 120_000 });
const texts = FUNNEL_TEXTS.en;

test('home search → checklist → progress → age gate → billing email → pay with 4242 → report with linked accounts and breaches', async ({ page }) => {
  const buyer = uniqueEmail('buyer');
  await page.goto('/');
  await page.getByPlaceholder('Enter an email address to look up').fill(SEEDED.maren);
  await page.getByRole('button', { name: 'Search Now', exact: true }).click();
  await expect(page).toHaveURL(/\/email-scan\?email=maren\.holt%40example\.com$/);

  await passLookupStages(page);
  await submitBillingEmail(page, buyer);
  await expect(page.getByTestId('toast')).toContainText(texts.emailUpdated);
  await payWithCard(page, TEST_CARDS.success);
  await expect(page.getByTestId('toast')).toContainText(texts.paidToast);
  await expectResults(page);

  const accounts = reportSection(page, 'accounts');
  await expect(accounts.getByRole('link', { name: 'GitHub: marenholt (opens in a new tab)' })).toHaveAttribute('href', 'https://github.example/marenholt');
  await expect(accounts.getByRole('link', { name: 'LinkedIn: maren-holt (opens in a new tab)' })).toHaveAttribute('href', 'https://linkedin.example/in/maren-holt');
  await expect(accounts).toContainText('Source: Gravatar');
  const breaches = reportSection(page, 'breaches');
  await expect(breaches).toContainText('Pixelboard');
  await expect(breaches).toContainText('Forumly');
  await expect(breaches).toContainText('Source: Have I Been Pwned');
});
