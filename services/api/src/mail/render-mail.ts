import type { Language, WatchedCategory, WatchSourceText } from '@mailscout/contracts';
import { fill, layout, type RenderedMail } from './mail-layout';
import type { MailSite } from './mail-site';
import { MAIL_TEXTS } from './mail-texts';
import { renderReceipt, renderRefundReceipt, type ReceiptMail, type RefundReceiptMail } from './render-receipts';
import { renderExportMail, type AccountExportMail } from './render-export-mail';

export type { RenderedMail } from './mail-layout';
export type { MailSite } from './mail-site';
export type { ReceiptMail, RefundReceiptMail } from './render-receipts';

export type MailTemplate =
  | { kind: 'code'; purpose: 'login' | 'cancel' | 'opt-out' | 'self-check'; code: string }
  | { kind: 'cancellation'; accessUntil: string }
  | { kind: 'opt-out-done' }
  | { kind: 'trial-reminder'; trialEnd: string; price: string; interval: 'week' | 'month' }
  | { kind: 'renewal-reminder'; renewalDate: string; amount: string; accountUrl: string }
  | {
      kind: 'watch-news';
      email: string;
      items: Array<{ category: WatchedCategory; label: string; source: string }>;
      sources: WatchSourceText[];
      selfCheckUrl: string;
      manageUrl: string;
      unsubscribeUrl: string;
    }
  | { kind: 'watch-reminder'; email: string; lapsesOn: string; selfCheckUrl: string; manageUrl: string }
  | ReceiptMail
  | RefundReceiptMail
  | AccountExportMail;

/**
 * The product's emails, HTML and plain text, in the recipient's language. Only the code mails may tell someone who
 * did not ask to ignore them; every other mail reports something already done or under way, so it says whom to
 * contact if it was not them (docs/decisions.md#completed-action-mails).
 */
export function renderMail(template: MailTemplate, language: Language, site: MailSite): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const support = { supportEmail: site.supportEmail };
  switch (template.kind) {
    case 'code': {
      const words = texts.code[template.purpose];
      return layout(language, { subject: words.subject, paragraphs: [words.intro, texts.code.validity], highlight: template.code, footer: texts.footer });
    }
    case 'cancellation':
      return layout(language, {
        subject: texts.cancellation.subject,
        paragraphs: [fill(texts.cancellation.body, { accessUntil: template.accessUntil }), fill(texts.notYou.cancellation, support)],
        footer: texts.changeFooter,
      });
    case 'opt-out-done':
      return layout(language, { subject: texts.optOut.subject, paragraphs: [texts.optOut.body, fill(texts.notYou.optOut, support)], footer: texts.changeFooter });
    case 'trial-reminder': {
      const values = { trialEnd: template.trialEnd, price: template.price, interval: texts.trialReminder[template.interval] };
      return layout(language, {
        subject: fill(texts.trialReminder.subject, values),
        paragraphs: [fill(texts.trialReminder.body, values), fill(texts.notYou.subscription, support)],
        footer: texts.subscriptionFooter,
      });
    }
    case 'renewal-reminder': {
      const words = texts.renewalReminder;
      const values = { renewalDate: template.renewalDate, amount: template.amount };
      return layout(language, {
        subject: fill(words.subject, values),
        paragraphs: [fill(words.body, values), { text: words.cancel, href: template.accountUrl }, words.choice, fill(texts.notYou.subscription, support)],
        footer: texts.subscriptionFooter,
      });
    }
    case 'watch-news': {
      // docs/decisions.md#watch-my-address: what changed, who found it, what is watched and what not.
      const words = texts.watch;
      return layout(language, {
        subject: words.subject,
        paragraphs: [
          fill(words.intro, { email: template.email }),
          { lines: template.items.map((item) => fill(words.item, { category: words.categories[item.category], label: item.label, source: item.source })) },
          { text: words.selfCheck, href: template.selfCheckUrl },
          words.watched,
          { lines: template.sources.map((source) => fill(words.source, { ...source })) },
          words.notSafe,
          { text: words.manage, href: template.manageUrl },
          { text: words.unsubscribe, href: template.unsubscribeUrl },
        ],
        footer: words.footer,
      });
    }
    case 'watch-reminder': {
      const words = texts.watch;
      const values = { email: template.email, lapsesOn: template.lapsesOn };
      return layout(language, {
        subject: fill(words.reminderSubject, values),
        paragraphs: [{ text: fill(words.reminderBody, values), href: template.selfCheckUrl }, fill(words.reminderNotYou, support), { text: words.manage, href: template.manageUrl }],
        footer: words.footer,
      });
    }
    case 'receipt':
      return renderReceipt(template, language, site);
    case 'refund-receipt':
      return renderRefundReceipt(template, language, site);
    case 'account-export':
      return renderExportMail(template, language, site);
  }
}
