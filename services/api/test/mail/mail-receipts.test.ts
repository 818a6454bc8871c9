import type { Language } from '@mailscout/contracts';
import { formatLongDate } from '../../src/mail/format-date';
import { formatMoney } from '../../src/mail/format-money';
import { renderMail as renderWith, type ReceiptMail, type RefundReceiptMail } from '../../src/mail/render-mail';
import { TEST_MAIL_SITE } from '../mail-site';

const renderMail = (template: ReceiptMail | RefundReceiptMail, language: Language) => renderWith(template, language, TEST_MAIL_SITE);

const CANCEL_URL = 'https://mailscout.example/cancel-subscription';
const ACCOUNT_URL = 'https://mailscout.example/account';
const REPORTS_URL = 'https://mailscout.example/account#history';
const REPORT_URL = 'https://mailscout.example/reports/6FJ2mD0bqfFvS3XxE5o1nA1mlmZkWQv2';
const when = new Date('2026-11-22T12:00:00Z');

/** The figures of one language, written as the billing code writes them. */
const figures = (language: Language) => ({
  amount: formatMoney(100, 'eur', language),
  date: formatLongDate(when, language),
  renewalDate: formatLongDate(new Date('2026-11-29T12:00:00Z'), language),
  price: formatMoney(1499, 'eur', language),
});

const expected = {
  en: {
    subject: 'Your MailScout receipt: €1.00',
    amount: '€1.00',
    date: '22 November 2026',
    renews: 'Your subscription renews on 29 November 2026 at €14.99 per week unless you cancel.',
    trialConverts: 'Your trial ends on 29 November 2026. Unless you cancel before then, your subscription continues at €14.99 per week.',
    rightToCancel: 'you lose the 14-day right to cancel once a report has been supplied',
    invoiceNumber: 'Invoice number: MS-000042',
    vat: 'The amount includes VAT at the applicable rate.',
    noRenewal: 'Your subscription does not renew: it ends at the end of the period you have paid for, and nothing more is charged.',
    packNoRenewal: 'A credit pack is a one-off purchase: it does not renew, and nothing more is charged for it.',
    report: 'Your report, which stays in your account until it expires:',
    reportInHistory: 'Your report: you find it in your account’s history, where it stays until it expires:',
    account: 'Your account, with your credits, reports and subscription:',
    trialRefund: 'the trial fee is refunded if you ask within 7 days of paying it and have not used any credits',
    otherRefund: 'refund requests must reach us within 30 days of the charge concerned',
    company: [
      'MailScout is operated by Scout Data Ltd, a company registered in the United Kingdom (company number SC123456).',
      'Registered office: 1 High Street, Leeds LS1 1AA, United Kingdom',
      'Postal address: PO Box 7, Leeds LS2 2BB, United Kingdom',
      'Email: hello@scout.test',
    ],
    what: {
      trial: '7-day trial of MailScout (2 lookup credits)',
      renewal: 'Weekly plan renewal (4 credits)',
      'plan-change': 'Change to the monthly plan (20 credits)',
      pack: 'Credit pack: 10 credits',
      plan: 'Weekly plan (4 credits)',
    },
  },
  // Intl writes a no-break space between a German amount and the euro sign.
  de: {
    subject: 'Ihre MailScout-Quittung: 1,00\u00a0€',
    amount: '1,00\u00a0€',
    date: '22. November 2026',
    renews: 'Ihr Abonnement verlängert sich am 29. November 2026 für 14,99\u00a0€ pro Woche, sofern Sie nicht kündigen.',
    trialConverts: 'Ihr Testzeitraum endet am 29. November 2026. Wenn Sie nicht vorher kündigen, läuft Ihr Abonnement für 14,99\u00a0€ pro Woche weiter.',
    rightToCancel: 'Ihr 14-tägiges Widerrufsrecht erlischt, sobald ein Bericht bereitgestellt wurde',
    invoiceNumber: 'Rechnungsnummer: MS-000042',
    vat: 'Im Betrag ist die Umsatzsteuer zum geltenden Satz enthalten.',
    noRenewal: 'Ihr Abonnement verlängert sich nicht: Es endet mit dem Ende des bezahlten Zeitraums, und es wird nichts weiter berechnet.',
    packNoRenewal: 'Ein Guthabenpaket ist ein einmaliger Kauf: Es verlängert sich nicht, und dafür wird nichts weiter berechnet.',
    report: 'Ihr Bericht, der bis zu seinem Ablauf in Ihrem Konto bleibt:',
    reportInHistory: 'Ihr Bericht: Sie finden ihn im Verlauf Ihres Kontos, wo er bis zu seinem Ablauf bleibt:',
    account: 'Ihr Konto mit Ihrem Guthaben, Ihren Berichten und Ihrem Abonnement:',
    trialRefund: 'Die Testgebühr wird erstattet, wenn Sie dies innerhalb von 7 Tagen nach der Zahlung verlangen und noch kein Suchguthaben genutzt haben',
    otherRefund: 'Erstattungsanträge müssen uns innerhalb von 30 Tagen nach der betreffenden Belastung erreichen',
    company: [
      'MailScout wird von der Scout Data Ltd betrieben, einer im Vereinigten Königreich eingetragenen Gesellschaft (Registernummer SC123456).',
      'Sitz: 1 High Street, Leeds LS1 1AA, United Kingdom',
      'Postanschrift: PO Box 7, Leeds LS2 2BB, United Kingdom',
      'E-Mail: hello@scout.test',
    ],
    what: {
      trial: '7-tägiger Testzeitraum von MailScout (2 Suchguthaben)',
      renewal: 'Verlängerung des Wochenabos (4 Suchguthaben)',
      'plan-change': 'Wechsel zum Monatsabo (20 Suchguthaben)',
      pack: 'Guthabenpaket: 10 Suchguthaben',
      plan: 'Wochenabo (4 Suchguthaben)',
    },
  },
} as const;

const purchases: Record<ReceiptMail['what'], Pick<ReceiptMail, 'plan' | 'credits'>> = {
  trial: { plan: 'weekly', credits: 2 },
  renewal: { plan: 'weekly', credits: 4 },
  'plan-change': { plan: 'monthly', credits: 20 },
  pack: { credits: 10 },
  plan: { plan: 'weekly', credits: 4 },
};

function receipt(language: Language, what: ReceiptMail['what'], overrides: Partial<ReceiptMail> = {}): ReceiptMail {
  const f = figures(language);
  return {
    kind: 'receipt',
    what,
    ...purchases[what],
    amount: f.amount,
    date: f.date,
    invoiceNumber: 'MS-000042',
    ...(what === 'pack' ? {} : { nextRenewal: { date: f.renewalDate, price: f.price, interval: 'week' as const } }),
    cancelUrl: CANCEL_URL,
    accountUrl: ACCOUNT_URL,
    ...overrides,
  };
}

const languages: Language[] = ['en', 'de'];
const whats = Object.keys(purchases) as ReceiptMail['what'][];

describe('receipt mail', () => {
  describe.each(languages)('in %s', (language) => {
    const words = expected[language];

    it.each(whats)('confirms a %s purchase with everything the buyer needs to keep', (what) => {
      const mail = renderMail(receipt(language, what), language);
      expect(mail.subject).toBe(words.subject);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(words.what[what]);
        expect(body).toContain(words.amount);
        expect(body).toContain(words.date);
        expect(body).toContain(words.invoiceNumber);
        expect(body).toContain(words.vat);
        expect(body).toContain(words.account);
        expect(body).toContain(ACCOUNT_URL);
        expect(body).toContain(words.rightToCancel);
        for (const line of words.company) expect(body).toContain(line);
        expect(body).not.toContain('{{');
      }
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain(`<a href="${ACCOUNT_URL}">${ACCOUNT_URL}</a>`);
    });

    it('links the report a charge unlocked (or the history, where it was not named), and no report otherwise', () => {
      const withReport = renderMail(receipt(language, 'trial', { report: { href: REPORT_URL, inHistory: false } }), language);
      expect(withReport.text).toContain(`${words.report} ${REPORT_URL}`);
      expect(withReport.html).toContain(`<a href="${REPORT_URL}">${REPORT_URL}</a>`);
      const inHistory = renderMail(receipt(language, 'trial', { report: { href: REPORTS_URL, inHistory: true } }), language);
      expect(inHistory.text).toContain(`${words.reportInHistory} ${REPORTS_URL}`);
      expect(inHistory.text).not.toContain(words.report);
      const without = renderMail(receipt(language, 'renewal'), language);
      expect(without.text).not.toContain(words.report);
      expect(without.text).not.toContain(words.reportInHistory);
      expect(without.text).not.toContain(REPORTS_URL);
    });

    it('says that a subscription which will not renew does not, with no cancel link', () => {
      const mail = renderMail(receipt(language, 'renewal', { nextRenewal: undefined }), language);
      expect(mail.text).toContain(words.noRenewal);
      expect(mail.text).not.toContain(words.renews);
      expect(mail.text).not.toContain(CANCEL_URL);
    });

    it.each(whats.filter((what) => what !== 'pack' && what !== 'trial'))('tells when the %s subscription renews and how to cancel it', (what) => {
      const mail = renderMail(receipt(language, what), language);
      expect(mail.text).toContain(words.renews);
      expect(mail.html).toContain(words.renews);
      expect(mail.text).not.toContain(words.trialConverts);
      expect(mail.text).toContain(CANCEL_URL);
      expect(mail.html).toContain(`<a href="${CANCEL_URL}">${CANCEL_URL}</a>`);
    });

    it('tells when the trial converts, at what price, and how to cancel it', () => {
      const mail = renderMail(receipt(language, 'trial'), language);
      expect(mail.text).toContain(words.trialConverts);
      expect(mail.text).not.toContain(words.renews);
      expect(mail.html).toContain(`<a href="${CANCEL_URL}">${CANCEL_URL}</a>`);
    });

    it('says a credit pack does not renew, with no renewal date and no cancel link, even when given one', () => {
      const f = figures(language);
      const mail = renderMail(receipt(language, 'pack', { nextRenewal: { date: f.renewalDate, price: f.price, interval: 'week' } }), language);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(words.packNoRenewal);
        expect(body).not.toContain(f.renewalDate);
        expect(body).not.toContain(CANCEL_URL);
      }
      for (const what of whats.filter((w) => w !== 'pack')) expect(renderMail(receipt(language, what), language).text).not.toContain(words.packNoRenewal);
    });

    it('states the trial refund rule on the trial receipt and the 30-day rule on the others', () => {
      const trial = renderMail(receipt(language, 'trial'), language);
      expect(trial.text).toContain(words.trialRefund);
      for (const what of whats.filter((w) => w !== 'trial')) {
        const mail = renderMail(receipt(language, what), language);
        expect(mail.text).toContain(words.otherRefund);
        expect(mail.text).not.toContain(words.trialRefund);
      }
    });

    it('writes the monthly interval', () => {
      const f = figures(language);
      const mail = renderMail(receipt(language, 'plan-change', { nextRenewal: { date: f.renewalDate, price: f.price, interval: 'month' } }), language);
      expect(mail.text).toContain(language === 'en' ? 'per month unless you cancel' : 'pro Monat, sofern Sie nicht kündigen');
    });

    it('names the subscription without a plan', () => {
      const mail = renderMail(receipt(language, 'renewal', { plan: undefined }), language);
      expect(mail.text).toContain(language === 'en' ? 'Subscription renewal (4 credits)' : 'Verlängerung Ihres Abonnements (4 Suchguthaben)');
    });

    it('escapes a hostile invoice number and link in the HTML and keeps them verbatim in the text', () => {
      const reference = '<script>alert("x")</script>&\'';
      const cancelUrl = 'https://mailscout.example/cancel-subscription?a=1&b="><img src=x>';
      const mail = renderMail(receipt(language, 'renewal', { invoiceNumber: reference, cancelUrl }), language);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
      expect(mail.html).toContain('href="https://mailscout.example/cancel-subscription?a=1&amp;b=&quot;&gt;&lt;img src=x&gt;"');
      expect(mail.text).toContain(reference);
      expect(mail.text).toContain(cancelUrl);
    });
  });

  it('says "1 credit" in the singular', () => {
    expect(renderMail(receipt('en', 'pack', { credits: 1 }), 'en').text).toContain('Credit pack: 1 credit\n');
  });

  it('names the registered office once, as the postal address too, when no other postal address is configured', () => {
    const address = TEST_MAIL_SITE.company.registeredAddress;
    const site = { ...TEST_MAIL_SITE, company: { ...TEST_MAIL_SITE.company, postalAddress: address } };
    const en = renderWith(receipt('en', 'plan'), 'en', site);
    expect(en.text).toContain(`Registered office and postal address: ${address}\nEmail: hello@scout.test`);
    expect(en.text).not.toContain('Postal address:');
    expect(en.html).toContain(`Registered office and postal address: ${address}<br>`);
    expect(renderWith(receipt('de', 'plan'), 'de', site).text).toContain(`Sitz und Postanschrift: ${address}`);
  });

  it('does not tell the buyer of a receipt to ignore it', () => {
    const mail = renderMail(receipt('en', 'plan'), 'en');
    expect(mail.text).not.toContain('you can ignore it');
    expect(mail.text).toContain('a payment at MailScout was made with this email address');
  });
});

const refundExpected = {
  en: {
    subject: 'Your MailScout refund: €1.00',
    arrival: 'within 3–5 business days',
    company: [
      'MailScout is operated by Scout Data Ltd, a company registered in the United Kingdom (company number SC123456).',
      'Registered office: 1 High Street, Leeds LS1 1AA, United Kingdom',
      'Postal address: PO Box 7, Leeds LS2 2BB, United Kingdom',
      'Email: hello@scout.test',
    ],
    what: {
      trial: '7-day trial of MailScout',
      pack: 'Credit pack',
      plan: 'Subscription',
      renewal: 'Subscription renewal',
      'plan-change': 'Change of plan',
      scan: 'Email lookup report',
    },
    reasons: {
      requested: 'You asked for this refund.',
      undeliverable: 'We could not deliver this purchase to your account, so it was refunded automatically.',
      duplicate: 'You were charged twice for the same thing; the second charge was refunded automatically.',
    },
  },
  de: {
    subject: 'Ihre MailScout-Erstattung: 1,00\u00a0€',
    arrival: 'innerhalb von 3–5 Werktagen',
    company: [
      'MailScout wird von der Scout Data Ltd betrieben, einer im Vereinigten Königreich eingetragenen Gesellschaft (Registernummer SC123456).',
      'Sitz: 1 High Street, Leeds LS1 1AA, United Kingdom',
      'Postanschrift: PO Box 7, Leeds LS2 2BB, United Kingdom',
      'E-Mail: hello@scout.test',
    ],
    what: {
      trial: '7-tägiger Testzeitraum von MailScout',
      pack: 'Guthabenpaket',
      plan: 'Abonnement',
      renewal: 'Verlängerung Ihres Abonnements',
      'plan-change': 'Tarifwechsel',
      scan: 'Bericht zu einer E-Mail-Suche',
    },
    reasons: {
      requested: 'Sie haben diese Erstattung beantragt.',
      undeliverable: 'Wir konnten Ihnen diesen Kauf nicht in Ihrem Konto bereitstellen, daher wurde er automatisch erstattet.',
      duplicate: 'Ihnen wurde dasselbe zweimal berechnet; die zweite Belastung wurde automatisch erstattet.',
    },
  },
} as const;

const refund = (language: Language, overrides: Partial<RefundReceiptMail> = {}): RefundReceiptMail => ({
  kind: 'refund-receipt',
  what: 'trial',
  amount: figures(language).amount,
  date: figures(language).date,
  reference: 're_1Abc',
  reason: 'requested',
  ...overrides,
});

describe('refund receipt mail', () => {
  describe.each(languages)('in %s', (language) => {
    const words = refundExpected[language];

    it.each(Object.keys(words.what) as RefundReceiptMail['what'][])('confirms the refund of a %s', (what) => {
      const mail = renderMail(refund(language, { what }), language);
      expect(mail.subject).toBe(words.subject);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(words.what[what]);
        expect(body).toContain(expected[language].amount);
        expect(body).toContain(expected[language].date);
        expect(body).toContain('re_1Abc');
        expect(body).toContain(words.arrival);
        for (const line of words.company) expect(body).toContain(line);
        expect(body).not.toContain('{{');
        expect(body).not.toContain(CANCEL_URL);
      }
    });

    it.each(Object.keys(words.reasons) as RefundReceiptMail['reason'][])('gives the reason %s', (reason) => {
      const mail = renderMail(refund(language, { reason }), language);
      expect(mail.text).toContain(words.reasons[reason]);
      for (const other of Object.values(words.reasons).filter((sentence) => sentence !== words.reasons[reason])) {
        expect(mail.text).not.toContain(other);
      }
    });

    it('escapes a hostile reference in the HTML', () => {
      const mail = renderMail(refund(language, { reference: '<b onmouseover="x">re_1</b>' }), language);
      expect(mail.html).not.toContain('<b onmouseover');
      expect(mail.html).toContain('&lt;b onmouseover=&quot;x&quot;&gt;re_1&lt;/b&gt;');
      expect(mail.text).toContain('<b onmouseover="x">re_1</b>');
    });
  });
});
