import { CommandError } from '../errors';
import { ENGLISH_STOP_WORDS } from './english-stop-words';
import { stemEnglish } from './porter2-stemmer';

/** The text languages this server knows: `english` (stop words, Snowball stemmer) and `none` (neither). */
export type TextLanguage = 'english' | 'none';

const ALIASES: Record<string, TextLanguage> = { english: 'english', en: 'english', none: 'none' };

export function parseTextLanguage(value: unknown, where: string): TextLanguage {
  const language = typeof value === 'string' ? ALIASES[value.toLowerCase()] : undefined;
  if (!language) {
    // mongod: `unsupported language: "xx"` (BadValue, 17262 family): other languages are not implemented here.
    throw new CommandError('BadValue', `unsupported language: "${String(value)}" for ${where} (this server knows english and none)`);
  }
  return language;
}

/**
 * A text's terms as mongod's FTS tokenizer gives them (text index version 3): split on anything
 * that is not a letter or digit, lower-cased, diacritics removed, stop words dropped, stemmed.
 */
export function textTerms(text: string, language: TextLanguage): string[] {
  const terms: string[] = [];
  for (const raw of normalizeText(text).split(/[^\p{L}\p{N}]+/u)) {
    if (raw === '') continue;
    if (language === 'english') {
      if (ENGLISH_STOP_WORDS.has(raw)) continue;
      terms.push(stemEnglish(raw));
    } else terms.push(raw);
  }
  return terms;
}

/** Lower case without diacritics (the case- and diacritic-insensitive comparison of index version 3). */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
}
