import { compareValues } from '../bson/compare-values';
import { CommandError } from '../errors';
import { isPlainObject, type Doc } from '../bson/document';
import type { Projector } from '../query/project-documents';
import { textScores } from './text-search';

const isTextScoreMeta = (value: unknown): boolean => isPlainObject(value) && value.$meta === 'textScore' && Object.keys(value).length === 1;

/** Fields of a projection or sort given as `{ $meta: 'textScore' }`. */
export function textScoreFields(spec: unknown): string[] {
  if (!isPlainObject(spec)) return [];
  return Object.entries(spec).filter(([, value]) => isTextScoreMeta(value)).map(([field]) => field);
}

/** The spec without its `$meta: 'textScore'` fields (what the ordinary projection/sort parsers take). */
export function withoutTextScore(spec: unknown): unknown {
  if (!isPlainObject(spec)) return spec;
  return Object.fromEntries(Object.entries(spec).filter(([, value]) => !isTextScoreMeta(value)));
}

/** mongod refuses textScore metadata on a query without `$text` (40218). */
export function requireTextScore(available: boolean, projection: unknown, sort: unknown): void {
  if (available) return;
  if (textScoreFields(projection).length > 0 || textScoreFields(sort).length > 0) {
    throw new CommandError('Location40218', 'query requires text score metadata, but it is not available');
  }
}

/** Adds each document's score under the projection's `$meta` fields, after the ordinary projection. */
export function withTextScoreProjection(base: Projector, fields: string[]): Projector {
  if (fields.length === 0) return base;
  return (docs) =>
    base(docs).map((projected, i) => {
      const source = docs[i];
      const score = source ? textScores.get(source) : undefined;
      for (const field of fields) if (score !== undefined) projected[field] = score;
      return projected;
    });
}

function valueAt(doc: Doc, path: string): unknown {
  let value: unknown = doc;
  for (const segment of path.split('.')) value = isPlainObject(value) ? value[segment] : undefined;
  return value;
}

/** Sorts by a spec mixing `{ $meta: 'textScore' }` (highest score first, as in mongod) and 1/-1 fields. */
export function sortWithTextScore(docs: Doc[], sort: Doc): Doc[] {
  const keys = Object.entries(sort).map(([field, direction]) => ({ field, meta: isTextScoreMeta(direction), direction: Number(direction) < 0 ? -1 : 1 }));
  return [...docs].sort((a, b) => {
    for (const key of keys) {
      const order = key.meta
        ? (textScores.get(b) ?? 0) - (textScores.get(a) ?? 0)
        : key.direction * compareValues(valueAt(a, key.field), valueAt(b, key.field));
      if (order !== 0) return order;
    }
    return 0;
  });
}
