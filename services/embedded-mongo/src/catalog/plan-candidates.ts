import { keyString } from '../bson/key-string';
import { isPlainObject, type Doc } from '../bson/document';

/**
 * The value an indexed lookup can use for a filter condition, or undefined when the condition is
 * not a plain equality (regex, operators other than $eq, arrays and null have match semantics a
 * key lookup would not reproduce).
 */
export function equalityValue(condition: unknown): unknown {
  let value = condition;
  if (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))) {
    const keys = Object.keys(value);
    if (keys.length !== 1 || keys[0] !== '$eq') return undefined;
    value = value.$eq;
  }
  if (value === null || value === undefined || Array.isArray(value) || value instanceof RegExp) return undefined;
  if (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))) return undefined;
  return value;
}

/** Canonical `_id` keys a filter pins down (`{_id: v}` or `{_id: {$in: [...]}}`), if any. */
export function idKeysOf(filter: Doc): string[] | undefined {
  if (!('_id' in filter)) return undefined;
  const condition = filter._id;
  const eq = equalityValue(condition);
  if (eq !== undefined) return [keyString(eq)];
  if (isPlainObject(condition) && Object.keys(condition).length === 1 && Array.isArray(condition.$in)) {
    const values = condition.$in.map(equalityValue);
    if (values.every((v) => v !== undefined)) return [...new Set(values.map(keyString))];
  }
  return undefined;
}
