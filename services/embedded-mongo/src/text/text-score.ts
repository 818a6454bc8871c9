import { isPlainObject, type Doc } from '../bson/document';
import type { TextIndexSpec } from './text-index-spec';
import { parseTextLanguage, textTerms, type TextLanguage } from './text-language';

/** The strings a document holds at `path` (arrays fan out, embedded documents in arrays are walked). */
export function stringsAt(value: unknown, segments: string[], out: string[] = []): string[] {
  if (segments.length === 0) {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) for (const element of value) if (typeof element === 'string') out.push(element);
    return out;
  }
  if (Array.isArray(value)) {
    for (const element of value) stringsAt(element, segments, out);
    return out;
  }
  if (isPlainObject(value)) stringsAt(value[segments[0] as string], segments.slice(1), out);
  return out;
}

/** The language a document is indexed in: its `language_override` field when this server knows it, else the index default. */
export function documentLanguage(doc: Doc, spec: TextIndexSpec): TextLanguage {
  const override = doc[spec.languageOverride];
  if (typeof override !== 'string') return spec.defaultLanguage;
  try {
    return parseTextLanguage(override, spec.languageOverride);
  } catch {
    return spec.defaultLanguage;
  }
}

/**
 * Term -> score of one document, mongod's FTSSpec::scoreDocument / _scoreStringV2
 * (src/mongo/db/fts/fts_spec.cpp, github:mongodb/mongo): for every string of every weighted field,
 * each occurrence of a term adds 1/exp to its freq (exp doubling each time) and 1 to its count;
 * then score[term] += weight * freq * (0.5 * count / numTokens + 0.5), numTokens being that
 * string's terms after stop words.
 */
export function scoreDocument(doc: Doc, spec: TextIndexSpec, language: TextLanguage): Map<string, number> {
  const scores = new Map<string, number>();
  for (const [path, weight] of Object.entries(spec.weights)) {
    for (const text of stringsAt(doc, path.split('.'))) {
      const perTerm = new Map<string, { freq: number; count: number; exp: number }>();
      const terms = textTerms(text, language);
      for (const term of terms) {
        const data = perTerm.get(term) ?? { freq: 0, count: 0, exp: 1 };
        data.count += 1;
        data.freq += 1 / data.exp;
        data.exp *= 2;
        perTerm.set(term, data);
      }
      for (const [term, data] of perTerm) {
        const coeff = (0.5 * data.count) / terms.length + 0.5;
        scores.set(term, (scores.get(term) ?? 0) + weight * data.freq * coeff);
      }
    }
  }
  return scores;
}
