import { attachHints, hintsOf } from './numeric-types';

/**
 * Deep copy of plain objects, arrays and dates. BSON value classes (ObjectId, Binary, Decimal128,
 * ...) are immutable in practice and are shared, which also keeps their class identity (mingo
 * compares custom classes by constructor and `toString`). Stored documents are never mutated:
 * every change builds a new document from a copy like this one.
 */
export function cloneValue<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneValue) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = cloneValue((value as Record<string, unknown>)[key]);
  return out as T;
}

/** A deep copy that keeps the document's numeric type hints. */
export function cloneDocument<T extends object>(doc: T): T {
  const copy = cloneValue(doc);
  attachHints(copy, hintsOf(doc));
  return copy;
}
