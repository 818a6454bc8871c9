import type { Collection } from '../catalog/collection';
import { compileFilter, type CompiledFilter } from './compile-filter';
import type { Doc } from '../bson/document';
import { sortDocuments, type SortSpec } from './sort-documents';

export function* matching(collection: Collection | undefined, filter: CompiledFilter): Generator<Doc> {
  if (!collection) return;
  for (const doc of collection.candidates(filter.filter)) if (filter.test(doc)) yield doc;
}

export interface Selection {
  filter: Doc;
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  collation?: unknown;
}

/**
 * Matching documents in result order. Unsorted selections stay lazy so `limit`/`findOne` stop
 * scanning at the first hits; a sort has to see every match first.
 */
export function selectDocuments(collection: Collection | undefined, selection: Selection): Iterator<Doc> {
  const compiled = compileFilter(selection.filter, selection.collation);
  const skip = selection.skip ?? 0;
  const limit = selection.limit && selection.limit > 0 ? selection.limit : Infinity;
  if (selection.sort) {
    const sorted = sortDocuments([...matching(collection, compiled)], selection.sort, selection.collation);
    return sorted.slice(skip, limit === Infinity ? undefined : skip + limit)[Symbol.iterator]();
  }
  return (function* () {
    let skipped = 0;
    let returned = 0;
    if (returned >= limit) return;
    for (const doc of matching(collection, compiled)) {
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      yield doc;
      returned += 1;
      if (returned >= limit) return;
    }
  })();
}

/** The first document a single-document write (updateOne, findAndModify...) acts on. */
export function firstMatch(collection: Collection | undefined, filter: Doc, sort?: SortSpec, collation?: unknown): Doc | undefined {
  const result = selectDocuments(collection, { filter, sort, limit: 1, collation }).next();
  return result.done ? undefined : result.value;
}
