import type { Language } from '@mailscout/contracts';
import { companyBlock } from './company-block';
import { fill, layout, type Paragraph, type RenderedMail } from './mail-layout';
import type { MailSite } from './mail-site';
import { MAIL_TEXTS } from './mail-texts';

/**
 * The confirmation of a charge on a durable medium (docs/decisions.md#receipts-and-terms). Money is written with
 * `formatMoney(minorUnits, currency, language)` and dates with `formatLongDate(date, language)`,
 * in the mail's language. The next renewal and the cancel link are shown for subscription
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
  /** The invoice or payment id. */
  reference: string;
  /** For subscriptions: the next charge (for a trial, its conversion). `date` by `formatLongDate`, `price` by `formatMoney`. */
  nextRenewal?: { date: string; price: string; interval: 'week' | 'month' };
  /** Absolute link to /cancel-subscription. */
  cancelUrl: string;
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

export function renderReceipt(template: ReceiptMail, language: Language, site: MailSite): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const words = texts.receipt;
  const item = words.items[template.what];
  const credits = countCredits(template.what === 'trial' ? words.trialCredits : words.credits, template.credits, language);
  const what = fill(typeof item === 'string' ? item : item[template.plan ?? 'any'], { credits });
  const isSubscription = template.what !== 'pack';
  const next = isSubscription ? template.nextRenewal : undefined;
  const paragraphs: Paragraph[] = [
    words.intro,
    fill(words.what, { what }),
    fill(words.amount, { amount: template.amount }),
    fill(words.date, { date: template.date }),
    fill(words.reference, { reference: template.reference }),
    ...(next
      ? [
          fill(template.what === 'trial' ? words.trialConverts : words.renews, { date: next.date, price: next.price, interval: texts.trialReminder[next.interval] }),
          { text: words.cancel, href: template.cancelUrl },
        ]
      : []),
    words.rightToCancel,
    template.what === 'trial' ? words.refundTrial : words.refundOther,
    words.refundOutage,
    fill(texts.notYou.purchase, { supportEmail: site.supportEmail }),
    companyBlock(site.company, language),
  ];
  return layout(language, { subject: fill(words.subject, { amount: template.amount }), paragraphs, footer: texts.paymentFooter });
}

export function renderRefundReceipt(template: RefundReceiptMail, language: Language, site: MailSite): RenderedMail {
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
  return layout(language, { subject: fill(words.subject, { amount: template.amount }), paragraphs, footer: texts.paymentFooter });
}
