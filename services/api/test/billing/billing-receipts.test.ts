import type { Language } from '@mailscout/contracts';
import { DAY, bearer, buyTrial, clockCustomer, withBilling } from '../billing-harness';
import { withMailDev, type Mail } from '../maildev';

/**
 * docs/decisions.md#receipts-and-terms: every receipt has the same anatomy, read here as the buyer reads it (MailDev):
 * the invoice number (never a payment id, docs/decisions.md#invoice-numbers), the VAT line, the renewal or that
 * nothing renews, the report the charge unlocked, the account, how to cancel a subscription; in the language of the
 * purchase, not of the account's first one (docs/decisions.md#receipt-language).
 */
const mail = withMailDev();
const h = withBilling({ smtpUrl: () => mail.smtpUrl() });

const ORIGIN = 'http://localhost:3000';
const ACCOUNT_URL = `${ORIGIN}/account`;
const REPORTS_URL = `${ORIGIN}/account#history`;
const CANCEL_URL = `${ORIGIN}/cancel-subscription`;

const WORDS = {
  en: {
    subject: /^Your MailScout receipt: /,
    invoiceNumber: /^Invoice number: (.+)$/m,
    vat: 'The amount includes VAT at the applicable rate.',
    renews: /^Your subscription renews on .+ at €\d+\.\d\d per (week|month) unless you cancel\.$/m,
    trialConverts: /^Your trial ends on .+\. Unless you cancel before then, your subscription continues at €14\.99 per week\.$/m,
    packNoRenewal: 'A credit pack is a one-off purchase: it does not renew, and nothing more is charged for it.',
    cancel: `You can cancel at any time in your account and keep access until the end of the period you have paid for: ${CANCEL_URL}`,
    report: `Your report: you find it in your account’s history, where it stays until it expires: ${REPORTS_URL}`,
    reportLink: 'Your report, which stays in your account until it expires:',
    account: `Your account, with your credits, reports and subscription: ${ACCOUNT_URL}`,
    what: {
      trial: 'Purchase: 7-day trial of MailScout (2 lookup credits)',
      plan: 'Purchase: Weekly plan (4 credits)',
      pack: 'Purchase: Credit pack: 10 credits',
      'plan-change': 'Purchase: Change to the monthly plan (20 credits)',
      renewal: 'Purchase: Weekly plan renewal (4 credits)',
    },
  },
  de: {
    subject: /^Ihre MailScout-Quittung: /,
    invoiceNumber: /^Rechnungsnummer: (.+)$/m,
    vat: 'Im Betrag ist die Umsatzsteuer zum geltenden Satz enthalten.',
    renews: /^Ihr Abonnement verlängert sich am .+ für \d+,\d\d\s€ pro (Woche|Monat), sofern Sie nicht kündigen\.$/m,
    trialConverts: /^Ihr Testzeitraum endet am .+\. Wenn Sie nicht vorher kündigen, läuft Ihr Abonnement für 14,99\s€ pro Woche weiter\.$/m,
    packNoRenewal: 'Ein Guthabenpaket ist ein einmaliger Kauf: Es verlängert sich nicht, und dafür wird nichts weiter berechnet.',
    cancel: `Sie können jederzeit in Ihrem Konto kündigen und behalten den Zugang bis zum Ende des bezahlten Zeitraums: ${CANCEL_URL}`,
    report: `Ihr Bericht: Sie finden ihn im Verlauf Ihres Kontos, wo er bis zu seinem Ablauf bleibt: ${REPORTS_URL}`,
    reportLink: 'Ihr Bericht, der bis zu seinem Ablauf in Ihrem Konto bleibt:',
    account: `Ihr Konto mit Ihrem Guthaben, Ihren Berichten und Ihrem Abonnement: ${ACCOUNT_URL}`,
    what: {
      trial: 'Kauf: 7-tägiger Testzeitraum von MailScout (2 Suchguthaben)',
      plan: 'Kauf: Wochenabo (4 Suchguthaben)',
      pack: 'Kauf: Guthabenpaket: 10 Suchguthaben',
      'plan-change': 'Kauf: Wechsel zum Monatsabo (20 Suchguthaben)',
      renewal: 'Kauf: Verlängerung des Wochenabos (4 Suchguthaben)',
    },
  },
} as const;

type What = keyof (typeof WORDS)['en']['what'];
const other = (language: Language): Language => (language === 'en' ? 'de' : 'en');

/** The receipts MailDev received for an address once there are `count` of them (SMTP delivery is asynchronous). */
async function receiptsTo(address: string, count: number): Promise<Mail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const receipts = (await mail.to(address)).filter((sent) => /receipt|Quittung/.test(sent.subject));
    if (receipts.length >= count) return receipts;
    if (Date.now() > deadline) throw new Error(`expected ${count} receipts to ${address}, got ${receipts.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The receipt of one purchase, by what it names. */
async function receiptOf(address: string, language: Language, what: What, count: number): Promise<Mail> {
  const found = (await receiptsTo(address, count)).find((sent) => sent.text.includes(WORDS[language].what[what]));
  if (!found) throw new Error(`no ${language} receipt for ${what} to ${address}`);
  return found;
}

/** Asserts the anatomy every receipt shares, in `language`, and returns its invoice number. */
function expectAnatomy(receipt: Mail, language: Language, what: What, options: { boughtAReport: boolean }): string {
  const words = WORDS[language];
  const text = receipt.text;
  expect(receipt.subject).toMatch(words.subject);
  expect(receipt.html).toContain(`<html lang="${language}">`);
  expect(text).toContain(words.what[what]);
  expect(text).toContain(words.vat);
  const invoiceNumber = words.invoiceNumber.exec(text)?.[1];
  expect(invoiceNumber).toBeDefined();
  // Never a Stripe object id (pi_…, in_…, ch_…) where an invoice number belongs.
  expect(invoiceNumber).not.toMatch(/^[a-z]{2,8}_/);
  expect(text).toContain(words.account);
  expect(receipt.html).toContain(`<a href="${ACCOUNT_URL}">`);
  if (options.boughtAReport) {
    expect(text).toContain(words.report);
    expect(receipt.html).toContain(`<a href="${REPORTS_URL}">`);
  } else {
    expect(text).not.toContain(REPORTS_URL);
  }
  if (what === 'pack') {
    expect(text).toContain(words.packNoRenewal);
    expect(text).not.toMatch(words.renews);
    expect(text).not.toContain(CANCEL_URL);
  } else {
    expect(text).toMatch(what === 'trial' ? words.trialConverts : words.renews);
    expect(text).not.toContain(words.packNoRenewal);
    expect(text).toContain(words.cancel);
    expect(receipt.html).toContain(`<a href="${CANCEL_URL}">`);
  }
  // Nothing of the other language.
  expect(text).not.toContain(WORDS[other(language)].vat);
  return invoiceNumber!;
}

/** Stripe's number of the subscription's latest (paid) invoice. */
async function stripeNumberOf(subscriptionId: string): Promise<string> {
  const subscription = await h.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
  const number = (subscription.latest_invoice as { number: string | null }).number;
  expect(number).toEqual(expect.any(String));
  return number!;
}

describe.each(['en', 'de'] as const)('receipts in %s', (language) => {
  const first = other(language);

  it(`a pack and a plan change bought in ${language} are receipted in ${language}, though the account's first purchase was in ${first}`, async () => {
    const address = `mixed.${language}@example.com`;
    const trial = (await buyTrial(h, address, 'pm_card_visa', { language: first })).json();
    expect(trial.status).toBe('trialing');
    // The trial's receipt: in the language it was bought in, with the report it was bought for.
    const trialReceipt = await receiptOf(address, first, 'trial', 1);
    expect(expectAnatomy(trialReceipt, first, 'trial', { boughtAReport: true })).toBe(await stripeNumberOf(trial.subscriptionId));

    const pack = await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(trial.token), payload: { item: 'pack_10', termsAccepted: true, language } });
    expect(pack.json()).toMatchObject({ status: 'succeeded' });
    const packReceipt = await receiptOf(address, language, 'pack', 2);
    // The product's own series for a charge without a Stripe invoice (docs/decisions.md#invoice-numbers).
    const packNumber = expectAnatomy(packReceipt, language, 'pack', { boughtAReport: false });
    expect(packNumber).toMatch(/^MS-\d{6}$/);
    expect(packReceipt.text).not.toContain(pack.json().paymentIntentId);

    const change = await h.api.inject({ method: 'POST', url: '/api/change-plan', headers: bearer(trial.token), payload: { plan: 'monthly', termsAccepted: true, language } });
    expect(change.json()).toMatchObject({ status: 'active' });
    const changeReceipt = await receiptOf(address, language, 'plan-change', 3);
    expect(expectAnatomy(changeReceipt, language, 'plan-change', { boughtAReport: false })).toBe(await stripeNumberOf(change.json().subscriptionId));
  });

  it(`the plan bought at full price in the funnel (${language}) names its report, its renewal and how to cancel`, async () => {
    const address = `plan.${language}@example.com`;
    const bought = (await buyTrial(h, address, 'pm_card_visa', { language, withTrial: false })).json();
    expect(bought.status).toBe('active');
    const receipt = await receiptOf(address, language, 'plan', 1);
    expect(expectAnatomy(receipt, language, 'plan', { boughtAReport: true })).toBe(await stripeNumberOf(bought.subscriptionId));
  });

  it(`a trial bought for a report (${language}) links that report at /reports/:id, the scan the page then starts opens there, and no other account's`, async () => {
    const address = `linked.${language}@example.com`;
    const requestId = `purchase-${language}-0001`;
    const bought = (await buyTrial(h, address, 'pm_card_visa', { language, reportRequestId: requestId })).json();
    expect(bought.status).toBe('trialing');
    const receipt = await receiptOf(address, language, 'trial', 1);
    const link = new RegExp(`^${WORDS[language].reportLink} (${ORIGIN}/reports/([\\w-]+))$`, 'm').exec(receipt.text);
    expect(link).not.toBeNull();
    const [, url, reportId] = link!;
    expect(receipt.html).toContain(`<a href="${url}">`);
    expect(receipt.text).not.toContain(REPORTS_URL);
    // The page starts the scan with the request id it named: the scan has the id the receipt links.
    const started = await h.api.inject({ method: 'POST', url: '/api/start-scan', headers: bearer(bought.token), payload: { email: 'jane.doe@example.com', billingEmail: address, userEmail: address, requestId } });
    expect(started.statusCode).toBe(200);
    expect(started.json().scan_id).toBe(reportId);
    // Another account naming the same request id gets a scan of its own, not this one.
    const other = (await buyTrial(h, `linked.other.${language}@example.com`, 'pm_card_visa', { language, withTrial: false, reportRequestId: requestId })).json();
    const theirs = await h.api.inject({ method: 'POST', url: '/api/start-scan', headers: bearer(other.token), payload: { email: 'jane.doe@example.com', billingEmail: `linked.other.${language}@example.com`, userEmail: `linked.other.${language}@example.com`, requestId } });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().scan_id).not.toBe(reportId);
  });

  it(`a renewal is receipted in the language the subscription was bought in (${language})`, async () => {
    const address = `renewal.${language}@example.com`;
    const clock = await clockCustomer(h, address);
    const bought = (await buyTrial(h, address, 'pm_card_visa', { language })).json();
    expect(bought.status).toBe('trialing');
    await clock.advanceTo(clock.start + 7 * DAY + 3600);
    const receipt = await receiptOf(address, language, 'renewal', 2);
    const number = expectAnatomy(receipt, language, 'renewal', { boughtAReport: false });
    expect(number).toBe(await stripeNumberOf(bought.subscriptionId));
    // Two invoices of one customer, two numbers of one series.
    const trialNumber = expectAnatomy(await receiptOf(address, language, 'trial', 2), language, 'trial', { boughtAReport: true });
    expect(number).not.toBe(trialNumber);
  });
});

describe('the own invoice series (docs/decisions.md#invoice-numbers)', () => {
  it('numbers payments in sequence, each once: asking again gives the same number', async () => {
    const numbers = h.api.store.invoiceNumbers;
    const a = await numbers.numberFor('pi_series_a');
    const b = await numbers.numberFor('pi_series_b');
    expect(a).toMatch(/^MS-\d{6}$/);
    expect(Number(b.slice(3))).toBe(Number(a.slice(3)) + 1);
    expect(await numbers.numberFor('pi_series_a')).toBe(a);
    // Two deliveries at once (the webhook and the buyer's page) agree on one number.
    const [c1, c2] = await Promise.all([numbers.numberFor('pi_series_c'), numbers.numberFor('pi_series_c')]);
    expect(c1).toBe(c2);
  });
});
