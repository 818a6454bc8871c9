import type { Language } from '@mailscout/contracts';

/** docs/decisions.md#language: long dates, German style in `de` (22. November 2026). */
export function formatLongDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(date);
}
