import type { Language } from '@mailscout/contracts';

/** docs/decisions.md#language: German long format in `de` (22. November 2026), English long format in `en`. */
export function formatLongDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long' }).format(date);
}
