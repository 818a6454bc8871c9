import type { Collection } from '../catalog/collection';
import type { Doc } from '../bson/document';
import { selectDocuments } from '../query/select-documents';
import { parseSort, sortDocuments } from '../query/sort-documents';
import { sortWithTextScore, textScoreFields, withoutTextScore } from './text-meta';
import { textScores, type TextSearch } from './text-search';

export interface TextSelection {
  sort?: unknown;
  skip?: number;
  limit?: number;
  collation?: unknown;
}

/**
 * The documents a `$text` query returns, in result order, each with its score in `textScores`.
 * The rest of the filter goes through the ordinary selection (indexes included); every document
 * it passes is scored, as mongod's TEXT_OR stage scores each candidate (no posting lists here).
 */
export function selectTextDocuments(collection: Collection | undefined, search: TextSearch, selection: TextSelection): Iterator<Doc> {
  const hits: Doc[] = [];
  for (const doc of { [Symbol.iterator]: () => selectDocuments(collection, { filter: search.rest, collation: selection.collation }) }) {
    const score = search.score(doc);
    if (score === undefined) continue;
    textScores.set(doc, score);
    hits.push(doc);
  }
  let ordered = hits;
  if (textScoreFields(selection.sort).length > 0) ordered = sortWithTextScore(hits, selection.sort as Doc);
  else {
    const sort = parseSort(withoutTextScore(selection.sort));
    if (sort) {
      ordered = sortDocuments(hits, sort, selection.collation);
      // mingo's sort returns the same objects: their scores stay readable.
    }
  }
  const skip = selection.skip ?? 0;
  const limit = selection.limit && selection.limit > 0 ? selection.limit : undefined;
  return ordered.slice(skip, limit === undefined ? undefined : skip + limit)[Symbol.iterator]();
}
