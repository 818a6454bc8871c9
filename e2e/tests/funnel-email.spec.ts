import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { seedAccount, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { signInViaApi } from '@mailscout/test-stack/journeys/identity';
import { dialog, expectPaidToastSaid, expectResults, FUNNEL_TEXTS, passLookupStages, payWithCard, pdfText, recordToasts, reportSection, SEEDED, submitBillingEmail, TEST_CARDS } from '@mailscout/test-stack/journeys/funnel';

/** docs/product.md#lookup-funnel: the email funnel against the composed production stack (docs/product.md#screens, docs/product.md#states, docs/product.md#errors). */
test.describe.configure({ timeout: 120_000 });
const texts = FUNNEL_TEXTS.en;

test('signed out: home search → checklist → progress → age gate → billing email → pay with 4242 → report with linked accounts and breaches', async ({ page }) => {
  const buyer = uniqueEmail('buyer');
  await page.goto('/');
  await page.getByPlaceholder('Enter an email address to look up').fill(SEEDED.maren);
  await page.getByRole('button', { name: 'Search Now', exact: true }).click();
  await expect(page).toHaveURL(/\/email-scan\?email=maren\.holt%40example\.com$/);

  await passLookupStages(page);
  await submitBillingEmail(page, buyer);
  await expect(page.getByTestId('toast')).toContainText(texts.emailUpdated);
  const toasts = await recordToasts(page);
  await payWithCard(page, TEST_CARDS.success);
  // The payment stage's toast ended with it; 'Payment Successful' ends when the report shows (docs/product.md#page-details).
  await expect(page.getByTestId('toast').filter({ hasText: texts.emailUpdated })).toHaveCount(0);
  await expectResults(page);
  await expectPaidToastSaid(page, toasts);

  const accounts = reportSection(page, 'accounts');
  await expect(accounts.getByRole('link', { name: 'GitHub: marenholt (opens in a new tab)' })).toHaveAttribute('href', 'https://github.example/marenholt');
  await expect(accounts.getByRole('link', { name: 'LinkedIn: maren-holt (opens in a new tab)' })).toHaveAttribute('href', 'https://linkedin.example/in/maren-holt');
  await expect(accounts).toContainText('Source: Gravatar');
  const breaches = reportSection(page, 'breaches');
  await expect(breaches).toContainText('Pixelboard');
  await expect(breaches).toContainText('Forumly');
  await expect(breaches).toContainText('Source: Have I Been Pwned');
  // Photos are the sources' real images (the stand-in's avatars), loaded by the browser.
  const photo = reportSection(page, 'photos').getByRole('img').first();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // The buyer's new account was signed in (docs/decisions.md#identity) and its trial credits paid for this report.
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Account' })).toBeVisible();

  // Download PDF: a real PDF of this report that a PDF reader opens.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: texts.pdf }).click();
  const file = await (await download).path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(SEEDED.maren);
  expect(text).toContain('Pixelboard');
  expect(text).toContain('Source: Have I Been Pwned');

  // Print Report: Chromium's own print output holds the report and none of the page around it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Report actions' })).toBeHidden();
  const printed = await pdfText(await page.pdf({ format: 'A4' }));
  expect(printed).toContain('Email Scan Results');
  expect(printed).toContain('Pixelboard');
  expect(printed).toContain('https://github.example/marenholt');
  expect(printed).not.toContain('Copy Results');
  expect(printed).not.toContain('Terms of Service');
});

test('a card that needs 3D Secure: the challenge is completed and the report follows', async ({ page }) => {
  await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}`);
  await passLookupStages(page);
  await submitBillingEmail(page, uniqueEmail('sca'));
  await payWithCard(page, TEST_CARDS.sca);
  const challenge = dialog(page, '3D Secure test authentication');
  await expect(challenge).toBeVisible();
  const toasts = await recordToasts(page);
  await challenge.getByRole('button', { name: texts.authApprove }).click();
  await expectResults(page);
  await expectPaidToastSaid(page, toasts);
  await expect(reportSection(page, 'breaches')).toContainText('Pixelboard');
});

test('a declined card shows the decline and stays on payment with what was typed', async ({ page }) => {
  const buyer = uniqueEmail('declined');
  await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}`);
  await passLookupStages(page);
  await submitBillingEmail(page, buyer);
  await payWithCard(page, TEST_CARDS.declined, 'en', 'Dee Clined');
  const alert = page.getByRole('alert').filter({ hasText: texts.paymentFailed });
  await expect(alert).toContainText('Your card was declined.');
  await expect(page.getByRole('heading', { name: texts.checkoutTitle })).toBeVisible();
  await expect(page.getByLabel(texts.nameOnCard)).toHaveValue('Dee Clined');
  await expect(page.getByLabel(texts.billingEmail)).toHaveValue(buyer);
  await expect(page.getByRole('heading', { level: 1, name: texts.resultsTitle })).toHaveCount(0);
  // Nobody was signed in by a failed payment.
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('signed in with credits: the payment stage offers a credit, and pressing it pays for the report (docs/decisions.md#never-twice)', async ({ page }) => {
  const email = uniqueEmail('credits');
  await seedAccount(email, { credits: 2 });
  await signInViaApi(page, email);
  await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}`);
  await passLookupStages(page);
  await expect(page.getByLabel(texts.billingEmail)).toHaveValue(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts.proceed, exact: true }).click();
  // Nothing is spent by the billing step: using a credit is a button the buyer presses.
  const useCredit = page.getByRole('button', { name: 'Use 1 of your 2 credits' });
  await expect(useCredit).toBeVisible();
  expect((await (await page.request.get('/api/me')).json()).credits).toBe(2);
  const toasts = await recordToasts(page);
  await useCredit.click();
  await expectResults(page);
  // The finished report has its own address (docs/decisions.md#funnel-memory).
  await expect(page).toHaveURL(/\/reports\/[^/]+$/);
  // Said while the scan ran, gone with the report (docs/product.md#page-details).
  expect(await toasts()).toContain(`${texts.usingCredit}Using 1 of your 2 available credits`);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: texts.checkoutTitle })).toHaveCount(0);
  await expect(reportSection(page, 'accounts')).toContainText('GitHub: marenholt');
  // The balance the server spent is the one the navigation shows.
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await expect(page.getByTestId('credit-count')).toHaveText('1 credit');

  // The account's History lists the report; it opens again from there (docs/decisions.md#history-tab), in the funnel's report page.
  await page.goto('/account');
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('link', { name: SEEDED.maren }).click();
  await expect(page).toHaveURL(/\/reports\/[^/]+$/);
  await expectResults(page);
  await expect(reportSection(page, 'breaches')).toContainText('Pixelboard');
});

test('every networked source failing during the scan: the report says so once, and the credit comes back (docs/decisions.md#credit-back)', async ({ page }) => {
  const email = uniqueEmail('outage');
  await seedAccount(email, { credits: 1 });
  await signInViaApi(page, email);
  await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.broken)}`);
  await passLookupStages(page);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: texts.proceed, exact: true }).click();
  // The preview found nothing: using the credit needs the confirmation first (docs/decisions.md#empty-previews).
  await page.getByRole('checkbox', { name: 'I understand the preview found nothing and want the report anyway' }).check();
  await page.getByRole('button', { name: 'Use your 1 credit' }).click();
  await expectResults(page);
  await expect(page.getByRole('status').filter({ hasText: 'No source could be reached for this lookup, so your credit has been returned.' })).toBeVisible();
  const me = await page.request.get('/api/me');
  expect((await me.json()).credits).toBe(1);
  // No card per category that could not be searched: the notice says it once.
  await expect(page.getByText('could not be reached during the scan')).toHaveCount(0);
});
