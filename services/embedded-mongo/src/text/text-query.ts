import { CommandError, notSupported } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';
import { normalizeText, parseTextLanguage, textTerms, type TextLanguage } from './text-language';

/** A parsed `$text` operand (mongod's FTSQuery): terms are stemmed, phrases normalized. */
export interface TextQuery {
  terms: Set<string>;
  negatedTerms: Set<string>;
  phrases: string[];
  negatedPhrases: string[];
  language?: TextLanguage;
}

const ALLOWED = new Set(['$search', '$language', '$caseSensitive', '$diacriticSensitive']);

/**
 * Parses `{ $search, $language?, $caseSensitive?, $diacriticSensitive? }`. In `$search`, a
 * quoted part is a phrase (its words are also search terms), a `-` at the start of a word or
 * quoted part negates it, everything else is terms OR'ed together, as in mongod's fts_query_impl.
 */
export function parseTextQuery(operand: unknown, defaultLanguage: TextLanguage): TextQuery {
  if (!isPlainObject(operand)) throw new CommandError('BadValue', '$text expects an object');
  for (const key of Object.keys(operand)) {
    if (!ALLOWED.has(key)) throw new CommandError('FailedToParse', `(Text Search) Unexpected field ${key}`);
  }
  if (typeof operand.$search !== 'string') throw new CommandError('FailedToParse', '(Text Search) $search must be a string');
  if (operand.$caseSensitive === true) throw notSupported('A case-sensitive $text search ($caseSensitive: true)');
  if (operand.$diacriticSensitive === true) throw notSupported('A diacritic-sensitive $text search ($diacriticSensitive: true)');
  const language = operand.$language === undefined ? defaultLanguage : parseTextLanguage(operand.$language, '$language');
  const query: TextQuery = { terms: new Set(), negatedTerms: new Set(), phrases: [], negatedPhrases: [], language };
  const parts = /(-?)"([^"]*)"?|(-?)([^\s"]+)/g;
  for (const match of operand.$search.matchAll(parts)) {
    const [, phraseNegated, phrase, termNegated, word] = match;
    if (phrase !== undefined) {
      const normalized = normalizeText(phrase).trim();
      if (normalized === '') continue;
      if (phraseNegated) query.negatedPhrases.push(normalized);
      else {
        query.phrases.push(normalized);
        for (const term of textTerms(phrase, language)) query.terms.add(term);
      }
    } else if (word !== undefined) {
      const target = termNegated ? query.negatedTerms : query.terms;
      for (const term of textTerms(word, language)) target.add(term);
    }
  }
  return query;
}

export function isTextFilter(filter: Doc): boolean {
  return '$text' in filter;
}
