import type { Language } from '@mailscout/contracts';
import { MAIL_TEXTS } from './mail-texts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailTemplate =
  | { kind: 'code'; purpose: 'login' | 'cancel' | 'opt-out'; code: string }
  | { kind: 'cancellation'; accessUntil: string }
  | { kind: 'opt-out-done' }
  | { kind: 'trial-reminder'; trialEnd: string; price: string; interval: 'week' | 'month' }
  | { kind: 'renewal-reminder'; renewalDate: string; amount: string; accountUrl: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A paragraph of text, or one that ends in a link (shown in full in the plain-text mail). */
type Paragraph = string | { text: string; href: string };

const asText = (p: Paragraph) => (typeof p === 'string' ? p : `${p.text} ${p.href}`);
const asHtml = (p: Paragraph) => (typeof p === 'string' ? escapeHtml(p) : `${escapeHtml(p.text)} <a href="${escapeHtml(p.href)}">${escapeHtml(p.href)}</a>`);

function layout(language: Language, subject: string, paragraphs: Paragraph[], highlight?: string): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const text = [...paragraphs.map(asText), ...(highlight ? [highlight] : []), '', texts.footer].join('\n\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,Arial,sans-serif;color:#14172b">
<h1 style="font-size:20px">${escapeHtml(texts.brand)}</h1>
${paragraphs.map((p) => `<p>${asHtml(p)}</p>`).join('\n')}
${highlight ? `<p style="font-size:28px;font-weight:700;letter-spacing:4px">${escapeHtml(highlight)}</p>` : ''}
<p style="color:#50556e;font-size:12px">${escapeHtml(texts.footer)}</p>
</body></html>`;
  return { subject, text, html };
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
  }
}
