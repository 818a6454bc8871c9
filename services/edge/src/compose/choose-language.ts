import { LANGUAGE_COOKIE, type Language } from '@mailscout/contracts';
// The pure rule only (the package's index also starts the browser's i18n instance).
import { detectLanguage, type Detection } from '@mailscout/i18n/src/detect-language';

export interface LanguageRequest {
  /** The request's query string, with or without the leading '?'. */
  search: string;
  cookieHeader?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** `Accept-Language` as the browser's `navigator.languages` would list it: by weight, then order. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * docs/architecture.md#prerendered-pages: the server's language in the order of docs/decisions.md#language, as the browser decides it: `?lng`,
 * then the cookie that mirrors the stored choice, then `Accept-Language` (a German language, then
 * a German-speaking region of the first one), else English.
 */
export function chooseLanguage(request: LanguageRequest): Detection & { language: Language } {
  return detectLanguage({
    search: request.search,
    stored: readCookie(request.cookieHeader, LANGUAGE_COOKIE),
    browserLanguages: acceptedLanguages(request.acceptLanguage),
  });
}
