import type { Language } from '@mailscout/contracts';

export const SUPPORTED_LANGUAGES: readonly Language[] = ['en', 'de'];
export const LANGUAGE_STORAGE_KEY = 'mailscout.language';
/** docs/decisions.md#language: a browser locale in one of these regions means German. */
const GERMAN_REGIONS = new Set(['DE', 'AT', 'CH', 'LI', 'LU']);

export interface DetectionInput {
  /** `location.search`, e.g. `?lng=de`. */
  search: string;
  /** The stored choice, if any. */
  stored: string | null;
  /** `navigator.languages` (or `[navigator.language]`). */
  browserLanguages: readonly string[];
}

export interface Detection {
  language: Language;
  source: 'query' | 'stored' | 'browser-language' | 'browser-region' | 'default';
}

function supported(value: string | null | undefined): Language | undefined {
  const base = value?.trim().toLowerCase().slice(0, 2);
  return SUPPORTED_LANGUAGES.find((l) => l === base);
}

/**
 * docs/decisions.md#language, in order: `?lng=`, the stored choice, a German browser language, a browser
 * locale in DE/AT/CH/LI/LU, else English. German is never forced.
 */
export function detectLanguage(input: DetectionInput): Detection {
  const fromQuery = supported(new URLSearchParams(input.search).get('lng'));
  if (fromQuery) return { language: fromQuery, source: 'query' };

  const fromStorage = supported(input.stored);
  if (fromStorage) return { language: fromStorage, source: 'stored' };

  const primary = input.browserLanguages[0];
  if (primary && primary.toLowerCase().startsWith('de')) return { language: 'de', source: 'browser-language' };

  // The region of the browser's own locale (its first language), e.g. en-AT or fr-CH.
  const region = primary?.split(/[-_]/)[1]?.toUpperCase();
  if (region && GERMAN_REGIONS.has(region)) return { language: 'de', source: 'browser-region' };
  return { language: 'en', source: 'default' };
}
