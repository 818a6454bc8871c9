import type { SourceAnswer } from '../source';
import { httpGet } from '../http/http-get';

const SERVICE = 'Website';
const MAX_TITLE = 200;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML page's first `<title>`, entities decoded and white space folded. */
export function titleOf(html: string): string | null {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  if (!match) return null;
  const text = match[1]!
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&([a-z]+);/gi, (all, name: string) => ENTITIES[name.toLowerCase()] ?? all)
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, MAX_TITLE) : null;
}

/**
 * The title of the website the domain serves (`urlTemplate` with `{domain}`, https by default).
 * No website, or one that answers with an error page, is "no title", not a failure of the source:
 * most domains used for mail have none worth reading.
 */
export async function websiteTitle(domain: string, urlTemplate: string, signal: AbortSignal): Promise<{ ok: true; title: string | null } | { ok: false; answer: SourceAnswer }> {
  const result = await httpGet(SERVICE, urlTemplate.replace('{domain}', encodeURIComponent(domain)), { accept: 'text/html', 'user-agent': 'MailScout-lookup' }, signal, { timeoutMs: 4_000 });
  if (!result.ok) return result.answer.state === 'timeout' ? result : { ok: true, title: null };
  const { status, headers, body } = result.response;
  if (status !== 200 || !/html/i.test(headers.get('content-type') ?? '')) return { ok: true, title: null };
  return { ok: true, title: titleOf(body) };
}
