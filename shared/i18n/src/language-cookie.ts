import type { Language } from '@mailscout/contracts';
import { LANGUAGE_COOKIE } from '@mailscout/contracts/page';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * docs/architecture.md#prerendered-pages: the server renders the page before any script runs, so it cannot read the stored
 * choice; this cookie mirrors it (not httpOnly: this script writes it; it holds only 'en'/'de').
 */
export function mirrorLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
