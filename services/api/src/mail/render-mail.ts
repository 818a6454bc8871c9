import type { Language } from '@mailscout/contracts';
import { MAIL_TEXTS } from './mail-texts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailTemplate =
  | { kind: 'code'; purpose: 'login' | 'cancel' | 'opt-out' | 'self-check'; code: string }
  | { kind: 'cancellation'; accessUntil: string }
  | { kind: 'opt-out-done' }
  | { kind: 'trial-reminder'; trialEnd: string; price: string; interval: 'week' | 'month' }
  | { kind: 'renewal-reminder'; renewalDate: string; amount: string; accountUrl: string }
  | ReceiptMail
  | RefundReceiptMail;

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

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A paragraph of text, or one that ends in a link (shown in full in the plain-text mail). */
type Paragraph = string | { text: string; href: string };

const asText = (p: Paragraph) => (typeof p === 'string' ? p : `${p.text} ${p.href}`);
const asHtml = (p: Paragraph) => (typeof p === 'string' ? escapeHtml(p) : `${escapeHtml(p.text)} <a href="${escapeHtml(p.href)}">${escapeHtml(p.href)}</a>`);

function layout(language: Language, subject: string, paragraphs: Paragraph[], highlight?: string, footer: string = MAIL_TEXTS[language].footer): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const text = [...paragraphs.map(asText), ...(highlight ? [highlight] : []), '', footer].join('\n\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,Arial,sans-serif;color:#14172b">
<h1 style="font-size:20px">${escapeHtml(texts.brand)}</h1>
${paragraphs.map((p) => `<p>${asHtml(p)}</p>`).join('\n')}
${highlight ? `<p style="font-size:28px;font-weight:700;letter-spacing:4px">${escapeHtml(highlight)}</p>` : ''}
<p style="color:#50556e;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}

/** "4 credits" / "4 Suchguthaben", singular or plural as the language needs. */
function countCredits(forms: { one: string; other: string }, count: number, language: Language): string {
  const form = new Intl.PluralRules(language === 'de' ? 'de-DE' : 'en-GB').select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count: String(count) });
}

function renderReceipt(template: ReceiptMail, language: Language): RenderedMail {
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
    texts.company,
  ];
  return layout(language, fill(words.subject, { amount: template.amount }), paragraphs, undefined, texts.paymentFooter);
}

function renderRefundReceipt(template: RefundReceiptMail, language: Language): RenderedMail {
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
    texts.company,
  ];
  return layout(language, fill(words.subject, { amount: template.amount }), paragraphs, undefined, texts.paymentFooter);
}

/** The product's emails, HTML and plain text, in the recipient's language. */
export function renderMail(template: MailTemplate, language: Language): RenderedMail {
  const texts = MAIL_TEXTS[language];
  switch (template.kind) {
    case 'code': {
      const words = texts.code[template.purpose];
      return layout(language, words.subject, [words.intro, texts.code.validity], template.code);
    }
    case 'cancellation':
      return layout(language, texts.cancellation.subject, [fill(texts.cancellation.body, { accessUntil: template.accessUntil })]);
    case 'opt-out-done':
      return layout(language, texts.optOut.subject, [texts.optOut.body]);
    case 'trial-reminder': {
      const values = { trialEnd: template.trialEnd, price: template.price, interval: texts.trialReminder[template.interval] };
      return layout(language, fill(texts.trialReminder.subject, values), [fill(texts.trialReminder.body, values)]);
    }
    case 'renewal-reminder': {
      const words = texts.renewalReminder;
      const values = { renewalDate: template.renewalDate, amount: template.amount };
      return layout(language, fill(words.subject, values), [fill(words.body, values), { text: words.cancel, href: template.accountUrl }, words.choice]);
    }
    case 'receipt':
      return renderReceipt(template, language);
    case 'refund-receipt':
      return renderRefundReceipt(template, language);
  }
}
