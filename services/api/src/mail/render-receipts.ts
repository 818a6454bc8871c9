import type { Language } from '@mailscout/contracts';
import { companyBlock } from './company-block';
import { fill, layout, type MailContent, type Paragraph, type RenderedMail } from './mail-layout';
import type { MailSite } from './mail-site';
import { MAIL_TEXTS } from './mail-texts';

/**
 * The confirmation of a charge on a durable medium (docs/decisions.md#receipts-and-terms). Every receipt has the same
 * anatomy: what was bought, the amount with its VAT line, the date, the invoice number, the renewal (or that there is
 * none), the report it unlocked, the account, how to cancel, the refund rules and the company. Money is written with
 * `formatMoney(minorUnits, currency, language)` and dates with `formatLongDate(date, language)`, in the language of
 * the purchase (docs/decisions.md#receipt-language). The next renewal and the cancel link are shown for subscription
 * purchases (every `what` but `pack`) that have a `nextRenewal`.
 */
export type ReceiptMail = {
  kind: 'receipt';
  what: 'trial' | 'renewal' | 'plan-change' | 'pack' | 'plan';
  /** The plan bought, renewed or changed to; the trial's label does not use it. */
  plan?: 'weekly' | 'monthly';
  /** The credits the purchase grants. */
  credits: number;
  /** Already formatted money, e.g. "€1.00" / "1,00 €" (`formatMoney`). */
  amount: string;
  /** Formatted long date (`formatLongDate`). */
  date: string;
  /** Stripe's number for a subscription invoice, the product's own series otherwise; never a payment id (docs/decisions.md#invoice-numbers). */
  invoiceNumber: string;
  /** For subscriptions: the next charge (for a trial, its conversion). `date` by `formatLongDate`, `price` by `formatMoney`. */
  nextRenewal?: { date: string; price: string; interval: 'week' | 'month' };
  /** Absolute link to /cancel-subscription. */
  cancelUrl: string;
  /** Absolute link to /account. */
  accountUrl: string;
  /**
   * When the charge was made to unlock a report: the absolute link to that report (`/reports/:id`), or to the
   * account's history when the purchase did not name the report's scan (docs/decisions.md#report-link-mail).
   */
  report?: { href: string; inHistory: boolean };
};

/** The confirmation of a refund (docs/decisions.md#receipts-and-terms). `amount` by `formatMoney`, `date` by `formatLongDate`. */
export type RefundReceiptMail = {
  kind: 'refund-receipt';
  what: 'trial' | 'pack' | 'plan' | 'renewal' | 'plan-change' | 'scan';
  amount: string;
  date: string;
  /** The refund, invoice or payment id. */
  reference: string;
  reason: 'requested' | 'undeliverable' | 'duplicate';
};

/** "4 credits" / "4 Suchguthaben", singular or plural as the language needs. */
function countCredits(forms: { one: string; other: string }, count: number, language: Language): string {
  const form = new Intl.PluralRules(language === 'de' ? 'de-DE' : 'en-GB').select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count: String(count) });
}

/** When the subscription renews and how to cancel it; for a one-off pack, or a subscription that ends, that nothing renews. */
function renewalParagraphs(template: ReceiptMail, language: Language): Paragraph[] {
  const texts = MAIL_TEXTS[language];
  const words = texts.receipt;
  if (template.what === 'pack') return [words.packNoRenewal];
  const next = template.nextRenewal;
  if (!next) return [words.noRenewal];
  return [
    fill(template.what === 'trial' ? words.trialConverts : words.renews, { date: next.date, price: next.price, interval: texts.trialReminder[next.interval] }),
    { text: words.cancel, href: template.cancelUrl },
  ];
}

export function renderReceipt(template: ReceiptMail, language: Language, site: MailSite): RenderedMail {
  return layout(language, receiptContent(template, language, site));
}

/** The receipt's subject and paragraphs: the mail and its PDF in the account's billing history (docs/decisions.md#billing-history) share them. */
export function receiptContent(template: ReceiptMail, language: Language, site: MailSite): MailContent {
  const texts = MAIL_TEXTS[language];
  const words = texts.receipt;
  const item = words.items[template.what];
  const credits = countCredits(template.what === 'trial' ? words.trialCredits : words.credits, template.credits, language);
  const what = fill(typeof item === 'string' ? item : item[template.plan ?? 'any'], { credits });
  const paragraphs: Paragraph[] = [
    words.intro,
    fill(words.what, { what }),
    fill(words.amount, { amount: template.amount }),
    words.vat,
    fill(words.date, { date: template.date }),
    fill(words.invoiceNumber, { invoiceNumber: template.invoiceNumber }),
    ...renewalParagraphs(template, language),
    ...(template.report ? [{ text: template.report.inHistory ? words.reportInHistory : words.report, href: template.report.href }] : []),
    { text: words.account, href: template.accountUrl },
    words.rightToCancel,
    template.what === 'trial' ? words.refundTrial : words.refundOther,
    words.refundOutage,
    fill(texts.notYou.purchase, { supportEmail: site.supportEmail }),
    companyBlock(site.company, language),
  ];
  return { subject: fill(words.subject, { amount: template.amount }), paragraphs, footer: texts.paymentFooter };
}

export function renderRefundReceipt(template: RefundReceiptMail, language: Language, site: MailSite): RenderedMail {
  return layout(language, refundReceiptContent(template, language, site));
}

export function refundReceiptContent(template: RefundReceiptMail, language: Language, site: MailSite): MailContent {
  const texts = MAIL_TEXTS[language];
  const words = texts.refundReceipt;
  const paragraphs: Paragraph[] = [
    words.intro,
    fill(words.what, { what: words.items[template.what] }),
    fill(words.amount, { amount: template.amount }),
    fill(words.date, { date: template.date }),
    fill(words.reference, { reference: template.reference }),
    words.reasons[template.reason],
    words.arrival,
    fill(texts.notYou.refund, { supportEmail: site.supportEmail }),
    companyBlock(site.company, language),
  ];
  return { subject: fill(words.subject, { amount: template.amount }), paragraphs, footer: texts.paymentFooter };
}
