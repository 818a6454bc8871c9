import type { Collection } from '../catalog/collection';
import { CommandError, notSupported } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';
import type { TextIndexSpec } from './text-index-spec';
import { normalizeText } from './text-language';
import { parseTextQuery, type TextQuery } from './text-query';
import { documentLanguage, scoreDocument, stringsAt } from './text-score';

/** The text score of each document a `$text` query matched (read by `{ $meta: 'textScore' }`). */
export const textScores = new WeakMap<Doc, number>();

export interface TextSearch {
  /** The filter without `$text`, for the ordinary matcher. */
  rest: Doc;
  /** The document's score when it matches the `$text` part, else undefined. */
  score(doc: Doc): number | undefined;
}

/** Splits a top-level `$text` off a filter (mongod also allows it under a top-level `$and`; anywhere else is refused). */
function splitText(filter: Doc): { operand: unknown; rest: Doc } | undefined {
  if ('$text' in filter) {
    const { $text: operand, ...rest } = filter;
    return { operand, rest };
  }
  if (JSON.stringify(filter).includes('"$text"')) throw notSupported('$text anywhere but at the top level of the filter');
  return undefined;
}

function textIndexOf(collection: Collection | undefined): TextIndexSpec {
  for (const index of collection?.indexes.values() ?? []) if (index.definition.text) return index.definition.text;
  throw new CommandError('IndexNotFound', 'text index required for $text query');
}

function matches(doc: Doc, spec: TextIndexSpec, query: TextQuery): number | undefined {
  const scores = scoreDocument(doc, spec, documentLanguage(doc, spec));
  let score = 0;
  let found = false;
  for (const term of query.terms) {
    const termScore = scores.get(term);
    if (termScore === undefined) continue;
    found = true;
    score += termScore;
  }
  if (!found) return undefined;
  for (const term of query.negatedTerms) if (scores.has(term)) return undefined;
  if (query.phrases.length > 0 || query.negatedPhrases.length > 0) {
    const texts = Object.keys(spec.weights).flatMap((path) => stringsAt(doc, path.split('.')).map(normalizeText));
    const contains = (phrase: string) => texts.some((text) => text.includes(phrase));
    if (!query.phrases.every(contains) || query.negatedPhrases.some(contains)) return undefined;
  }
  return score;
}

/** A `$text` filter's search on a collection, or undefined when the filter has no `$text`. Without a text index: mongod's IndexNotFound. */
export function textSearch(collection: Collection | undefined, filter: Doc): TextSearch | undefined {
  const split = splitText(filter);
  if (!split) return undefined;
  if (!isPlainObject(split.operand)) throw new CommandError('BadValue', '$text expects an object');
  const spec = textIndexOf(collection);
  const query = parseTextQuery(split.operand, spec.defaultLanguage);
  return { rest: split.rest, score: (doc) => matches(doc, spec, query) };
}
