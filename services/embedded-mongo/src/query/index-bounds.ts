import { typeRank, TypeRank } from '../bson/compare-values';
import { isPlainObject, type Doc } from '../bson/document';
import { TypeEdge } from '../indexes/key-order';

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

/** What a filter says about one field that an index can use. */
export interface FieldBounds {
  /** Equality values ({a: v}, $eq, $in). */
  points?: unknown[];
  /** A range; a side the filter leaves open is the edge of the value's type bracket. */
  lo?: Bound;
  hi?: Bound;
}

const hasOperator = (value: unknown) => isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'));

/**
 * Values an index lookup reproduces exactly: not null (which also matches missing fields and is
 * left to a scan), not arrays (which match as a whole or by element), not regexes, not MinKey
 * and MaxKey, not NaN.
 */
function indexable(value: unknown): boolean {
  if (value === null || value === undefined || Array.isArray(value) || value instanceof RegExp || hasOperator(value)) return false;
  if (typeof value === 'number' && Number.isNaN(value)) return false;
  const rank = typeRank(value);
  return rank !== TypeRank.minKey && rank !== TypeRank.maxKey && rank !== TypeRank.regex;
}

function setLo(bounds: FieldBounds, bound: Bound): void {
  if (!bounds.lo || bounds.lo.value instanceof TypeEdge) bounds.lo = bound;
}

function setHi(bounds: FieldBounds, bound: Bound): void {
  if (!bounds.hi || bounds.hi.value instanceof TypeEdge) bounds.hi = bound;
}

function addCondition(out: Map<string, FieldBounds>, field: string, condition: unknown): void {
  const bounds = out.get(field) ?? {};
  if (!hasOperator(condition)) {
    if (indexable(condition) && !bounds.points) bounds.points = [condition];
  } else {
    for (const [op, value] of Object.entries(condition as Doc)) {
      if (op === '$eq' && indexable(value) && !bounds.points) bounds.points = [value];
      else if (op === '$in' && Array.isArray(value) && value.length > 0 && value.every(indexable) && !bounds.points) bounds.points = [...value];
      else if ((op === '$gt' || op === '$gte') && indexable(value)) {
        setLo(bounds, { value, inclusive: op === '$gte' });
        setHi(bounds, { value: new TypeEdge(typeRank(value), true), inclusive: true });
      } else if ((op === '$lt' || op === '$lte') && indexable(value)) {
        setHi(bounds, { value, inclusive: op === '$lte' });
        setLo(bounds, { value: new TypeEdge(typeRank(value), false), inclusive: true });
      }
    }
  }
  if (bounds.points || bounds.lo || bounds.hi) out.set(field, bounds);
}

/** Bounds per field from a filter's top level and its `$and` clauses; every document still gets the whole filter. */
export function filterBounds(filter: Doc, out = new Map<string, FieldBounds>()): Map<string, FieldBounds> {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) filterBounds(clause, out);
    } else if (!key.startsWith('$')) addCondition(out, key, condition);
  }
  return out;
}
