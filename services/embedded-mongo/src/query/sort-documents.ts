import { Query } from 'mingo';
import { CommandError } from '../errors';
import { withMingo } from './mingo-errors';
import { queryOptions } from './query-options';
import type { Doc } from '../bson/document';

export type SortSpec = Record<string, 1 | -1>;

export function parseSort(sort: unknown): SortSpec | undefined {
  if (sort === undefined || sort === null) return undefined;
  if (typeof sort !== 'object' || Array.isArray(sort)) {
    throw new CommandError('TypeMismatch', "Expected field sort to be of type object");
  }
  const spec: SortSpec = {};
  for (const [field, direction] of Object.entries(sort as Doc)) {
    if (direction === 1 || direction === -1) spec[field] = direction;
    else if (typeof direction === 'number' && direction !== 0 && Number.isFinite(direction)) spec[field] = direction > 0 ? 1 : -1;
    else {
      throw new CommandError(
        'BadValue',
        '$sort key ordering must be 1 (for ascending) or -1 (for descending)',
      );
    }
  }
  return Object.keys(spec).length > 0 ? spec : undefined;
}

/** A sorted copy of the array, with MongoDB's cross-type ordering (mingo's comparator). */
export function sortDocuments(docs: Doc[], sort: SortSpec, collation?: unknown): Doc[] {
  return withMingo(() => new Query({}, queryOptions({ collation })).find<Doc>(docs).sort(sort).all());
}
