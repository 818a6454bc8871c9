import { expect, test } from '@playwright/test';
import { longDate, uniqueEmail } from '@mailscout/test-stack/journeys/accounts';
import { CHECKOUT_TEXTS, proveWithCode, subscribeOnPaymentPage } from '../support/checkout';
import { expectPaidToastSaid, expectResults, FUNNEL_TEXTS, passLookupStages, payWithCard, recordToasts, SEEDED, submitBillingEmail, TEST_CARDS, type Language } from '@mailscout/test-stack/journeys/funnel';
import { mailsTo, type Mail } from '@mailscout/test-stack/journeys/mailbox';

/**
 * docs/decisions.md#receipts-and-terms: every charge sends a receipt, the confirmation on a durable medium: what was
 * bought, the amount with its VAT line, the invoice number (docs/decisions.md#invoice-numbers), the next renewal and
 * its price, how to cancel, the report it unlocked, the account, the company. A new buyer pays the trial through the
 * lookup funnel; the receipt is read from MailDev, in the language of the purchase (docs/decisions.md#receipt-language).
 */
test.describe.configure({ timeout: 150_000 });

const DAY_MS = 86_400_000;

const RECEIPT = {
  en: {
    subject: 'Your MailScout receipt: €1.00',
    what: 'Purchase: 7-day trial of MailScout (2 lookup credits)',
    amount: 'Amount charged: €1.00',
    vat: 'The amount includes VAT at the applicable rate.',
    invoiceNumber: /^Invoice number: (.+)$/m,
    report: 'Your report, which stays in your account until it expires:',
    account: 'Your account, with your credits, reports and subscription:',
    converts: (date: string) => `Your trial ends on ${date}. Unless you cancel before then, your subscription continues at €14.99 per week.`,
    cancel: 'You can cancel at any time in your account and keep access until the end of the period you have paid for:',
    company: 'MailScout is operated by MailScout Ltd, a company registered in the United Kingdom (company number EXAMPLE-NUMBER).\nRegistered office and postal address: 1 Example Street, Exampletown, United Kingdom (example address)\nEmail: support@mailscout.example',
    notYou: 'If you did not make this purchase, contact our support straight away at support@mailscout.example.',
  },
  de: {
    subject: 'Ihre MailScout-Quittung: 1,00 €',
    what: 'Kauf: 7-tägiger Testzeitraum von MailScout (2 Suchguthaben)',
    amount: 'Berechneter Betrag: 1,00 €',
    vat: 'Im Betrag ist die Umsatzsteuer zum geltenden Satz enthalten.',
    invoiceNumber: /^Rechnungsnummer: (.+)$/m,
    report: 'Ihr Bericht, der bis zu seinem Ablauf in Ihrem Konto bleibt:',
    account: 'Ihr Konto mit Ihrem Guthaben, Ihren Berichten und Ihrem Abonnement:',
    converts: (date: string) => `Ihr Testzeitraum endet am ${date}. Wenn Sie nicht vorher kündigen, läuft Ihr Abonnement für 14,99 € pro Woche weiter.`,
    cancel: 'Sie können jederzeit in Ihrem Konto kündigen und behalten den Zugang bis zum Ende des bezahlten Zeitraums:',
    company: 'MailScout wird von der MailScout Ltd betrieben, einer im Vereinigten Königreich eingetragenen Gesellschaft (Registernummer EXAMPLE-NUMBER).\nSitz und Postanschrift: 1 Example Street, Exampletown, United Kingdom (example address)\nE-Mail: support@mailscout.example',
    notYou: 'Falls Sie diesen Kauf nicht getätigt haben, wenden Sie sich bitte umgehend an unseren Support unter support@mailscout.example.',
  },
} as const;

/** Formatted money may use a non-breaking space ("1,00 €"); mails are compared with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const receiptsTo = async (email: string, subject: string) => (await mailsTo(email)).filter((mail) => plain(mail.subject) === subject);

async function waitForReceipt(email: string, subject: string): Promise<Mail> {
  await expect.poll(async () => (await receiptsTo(email, subject)).length, { message: `the receipt "${subject}" to ${email}`, timeout: 20_000 }).toBeGreaterThan(0);
  return (await receiptsTo(email, subject))[0]!;
}

async function payTrialInFunnel(page: import('@playwright/test').Page, email: string, language: Language) {
  await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}&lng=${language}`);
  await passLookupStages(page, language);
  await submitBillingEmail(page, email, language);
  // 'Payment Successful' closes when the report shows (docs/product.md#page-details): check it was said.
  const toasts = await recordToasts(page);
  await payWithCard(page, TEST_CARDS.success, language);
  await expectResults(page, language);
  await expectPaidToastSaid(page, toasts, language);
}

for (const language of ['en', 'de'] as const) {
  test(`${language}: the trial bought in the funnel sends one receipt naming the trial, the renewal at €14.99 per week, how to cancel and the company`, async ({ page, baseURL }) => {
    const words = RECEIPT[language];
    const email = uniqueEmail(language === 'en' ? 'receipt' : 'quittung');
    const paidAt = Date.now();
    await payTrialInFunnel(page, email, language);

    const receipt = await waitForReceipt(email, words.subject);
    const text = plain(receipt.text);
    expect(text).toContain(words.what);
    expect(text).toContain(words.amount);
    expect(text).toContain(words.vat);
    // An invoice number, never a payment or invoice id (pi_…, in_…).
    const invoiceNumber = words.invoiceNumber.exec(text)?.[1];
    expect(invoiceNumber, text).toBeDefined();
    expect(invoiceNumber).not.toMatch(/^[a-z]{2,8}_/);
    // The trial converts after 7 days (the day as the API's clock writes it: either side of midnight).
    const renewal = [0, -1, 1].map((shift) => words.converts(plain(longDate(new Date(paidAt + (7 + shift) * DAY_MS), language))));
    expect(renewal.some((sentence) => text.includes(sentence)), `one of:\n${renewal.join('\n')}\nin:\n${text}`).toBe(true);
    // How to cancel: the link to /cancel-subscription, in the text and as a link in the HTML.
    const cancelUrl = new URL('/cancel-subscription', baseURL).toString();
    expect(text).toContain(`${words.cancel} ${cancelUrl}`);
    expect(receipt.html).toContain(`<a href="${cancelUrl}">`);
    // The report it was bought for, at its own address (docs/decisions.md#report-link-mail), and the account.
    const reportLink = new RegExp(`${words.report.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\S+/reports/[\\w-]+)`).exec(text)?.[1];
    expect(reportLink, text).toBeDefined();
    const accountUrl = new URL('/account', baseURL).toString();
    expect(text).toContain(`${words.account} ${accountUrl}`);
    expect(receipt.html).toContain(`<a href="${accountUrl}">`);
    // The company in full, here the e2e stack's stand-ins (docs/decisions.md#company-identity); whom to contact if
    // it was not you, and nothing about ignoring it (docs/decisions.md#completed-action-mails).
    expect(text).toContain(words.company);
    expect(text).toContain(words.notYou);
    expect(text).not.toMatch(/ignor/i);

    // The report follows; by then the payment's webhook has long been handled: still one receipt.
    await expectResults(page, language);
    expect(await receiptsTo(email, words.subject)).toHaveLength(1);
    // The receipt's link is the page the report moved to (/reports/:id).
    await expect(page).toHaveURL(reportLink!);
    expect(receipt.html).toContain(`<a href="${reportLink}">`);
  });
}

test('a subscriber with credits who signs in by code inside the funnel checkout uses a credit: nothing charged, no new receipt', async ({ page }) => {
  const texts = FUNNEL_TEXTS.en;
  const email = uniqueEmail('credit-user');
  await subscribeOnPaymentPage(page, email, TEST_CARDS.success);
  const receipt = await waitForReceipt(email, RECEIPT.en.subject);
  // Signed out again: the funnel's checkout finds the account and asks for its code. The page may
  // still write its session back (a credit sync in flight), so clear until a reload shows Log In.
  await page.context().clearCookies();
  await expect(async () => {
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log In' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await page.goto(`/email-scan?email=${encodeURIComponent(SEEDED.maren)}`);
  await passLookupStages(page);
  await submitBillingEmail(page, email);
  await proveWithCode(page, email);
  // The trial's 2 credits: using one comes first, the subscriber's purchases below, never a trial.
  const useCredit = page.getByRole('button', { name: 'Use 1 of your 2 credits' });
  await expect(useCredit).toBeVisible();
  await expect(page.getByRole('group', { name: CHECKOUT_TEXTS.en.choices })).toBeVisible();
  await expect(page.getByTestId('total-today')).toHaveCount(0);
  // The credit's toast belongs to the processing stage (docs/product.md#page-details): a quick scan ends it before a
  // test looks, so what the page said is recorded, as for 'Payment Successful'.
  const toasts = await recordToasts(page);
  await useCredit.click();
  await expect.poll(async () => (await toasts()).some((text) => text.includes(texts.usingCredit))).toBe(true);
  await expectResults(page);
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await expect(page.getByTestId('credit-count')).toHaveText('1 credit');
  // Only the trial's receipt: a credit is not a charge.
  expect((await mailsTo(email)).filter((mail) => /receipt/i.test(mail.subject)).map((mail) => mail.id)).toEqual([receipt.id]);
});
