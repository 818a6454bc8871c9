import type { Language } from '@mailscout/contracts';
import { MAIL_TEXTS } from './mail-texts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph of text, one that ends in a link (shown in full in the plain-text mail), or lines kept together (an address). */
export type Paragraph = string | { text: string; href: string } | { lines: string[] };

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

function asText(p: Paragraph): string {
  if (typeof p === 'string') return p;
  return 'lines' in p ? p.lines.join('\n') : `${p.text} ${p.href}`;
}

function asHtml(p: Paragraph): string {
  if (typeof p === 'string') return escapeHtml(p);
  if ('lines' in p) return p.lines.map(escapeHtml).join('<br>\n');
  return `${escapeHtml(p.text)} <a href="${escapeHtml(p.href)}">${escapeHtml(p.href)}</a>`;
}

export interface MailContent {
  subject: string;
  paragraphs: Paragraph[];
  /** Why the recipient got it; each mail chooses its own (docs/decisions.md#completed-action-mails). */
  footer: string;
  /** A code, shown large. */
  highlight?: string;
}

/** The one look of every mail: the brand, the paragraphs, an optional code, the footer; plain text beside HTML. */
export function layout(language: Language, { subject, paragraphs, footer, highlight }: MailContent): RenderedMail {
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
