/**
 * The matching rules of MongoDB's unified test format (specifications: unified-test-format,
 * "Evaluating Matches"): extra fields are allowed only in root-level documents, numbers compare
 * by value whatever their BSON type, and the special operators `$$exists`, `$$type`,
 * `$$unsetOrMatches` and `$$matchesEntity` are honoured. Returns the first mismatch, or nothing.
 */
import { Binary, Decimal128, Double, Int32, Long, ObjectId, Timestamp } from 'bson';

type Json = unknown;

const isDoc = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Int32 || value instanceof Double) return value.valueOf();
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Decimal128) return Number(value.toString());
  return undefined;
}

/** BSON type names of `$$type`, tested loosely where the driver promotes values to JS numbers. */
function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'double':
      return typeof value === 'number' || value instanceof Double;
    case 'int':
      return (typeof value === 'number' && Number.isInteger(value)) || value instanceof Int32;
    case 'long':
      return value instanceof Long || typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value));
    case 'decimal':
      return value instanceof Decimal128;
    case 'number':
      return asNumber(value) !== undefined;
    case 'string':
      return typeof value === 'string';
    case 'object':
      return isDoc(value);
    case 'array':
      return Array.isArray(value);
    case 'binData':
      return value instanceof Binary || value instanceof Uint8Array;
    case 'objectId':
      return value instanceof ObjectId;
    case 'bool':
      return typeof value === 'boolean';
    case 'date':
      return value instanceof Date;
    case 'null':
      return value === null;
    case 'timestamp':
      return value instanceof Timestamp;
    default:
      return false;
  }
}

export interface MatchContext {
  entities: Map<string, unknown>;
}

/**
 * Compares `actual` with `expected` at `path`; `root` allows extra fields in a document.
 * Returns a description of the first difference, or undefined when they match.
 */
export function match(expected: Json, actual: unknown, context: MatchContext, path = '$', root = true): string | undefined {
  // The driver builds some command fields (sort, hint) as Maps: compare them as documents.
  if (actual instanceof Map) actual = Object.fromEntries(actual);
  if (isDoc(expected)) {
    const keys = Object.keys(expected);
    if (keys.length === 1 && keys[0]?.startsWith('$$')) return special(keys[0], expected[keys[0]], actual, context, path, root);
    if (!isDoc(actual) && !(typeof actual === 'object' && actual !== null && !Array.isArray(actual))) {
      return `${path}: expected a document, got ${describe(actual)}`;
    }
    const actualDoc = actual as Record<string, unknown>;
    for (const key of keys) {
      const want = expected[key];
      const wantDoc = isDoc(want) ? want : undefined;
      // A missing field matches only $$exists: false or $$unsetOrMatches.
      if (!(key in actualDoc) || actualDoc[key] === undefined) {
        if (wantDoc && '$$exists' in wantDoc && wantDoc.$$exists === false) continue;
        if (wantDoc && '$$unsetOrMatches' in wantDoc) continue;
        return `${path}.${key}: missing (expected ${JSON.stringify(want)})`;
      }
      const mismatch = match(want, actualDoc[key], context, `${path}.${key}`, false);
      if (mismatch) return mismatch;
    }
    if (!root) {
      const extra = Object.keys(actualDoc).filter((key) => !(key in expected) && actualDoc[key] !== undefined);
      if (extra.length > 0) return `${path}: unexpected field(s) ${extra.join(', ')}`;
    }
    return undefined;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${describe(actual)}`;
    if (actual.length !== expected.length) return `${path}: expected ${expected.length} elements, got ${actual.length}`;
    // The documents of a root-level array (a find's results) are root-level documents themselves.
    for (let i = 0; i < expected.length; i++) {
      const mismatch = match(expected[i], actual[i], context, `${path}[${i}]`, root);
      if (mismatch) return mismatch;
    }
    return undefined;
  }
  const wantNumber = asNumber(expected);
  if (wantNumber !== undefined) {
    const got = asNumber(actual);
    return got === wantNumber ? undefined : `${path}: expected ${wantNumber}, got ${describe(actual)}`;
  }
  if (expected instanceof ObjectId) return actual instanceof ObjectId && actual.equals(expected) ? undefined : `${path}: expected ${expected.toHexString()}, got ${describe(actual)}`;
  if (expected instanceof Date) return actual instanceof Date && actual.getTime() === expected.getTime() ? undefined : `${path}: expected ${expected.toISOString()}, got ${describe(actual)}`;
  if (expected instanceof Binary) {
    return actual instanceof Binary && Buffer.compare(Buffer.from(actual.buffer), Buffer.from(expected.buffer)) === 0 ? undefined : `${path}: binary differs`;
  }
  if (typeof expected === 'object' && expected !== null) {
    // Other BSON values (Timestamp, MinKey, RegExp...): compare their extended JSON.
    return JSON.stringify(expected) === JSON.stringify(actual) ? undefined : `${path}: expected ${JSON.stringify(expected)}, got ${describe(actual)}`;
  }
  return Object.is(expected, actual) || expected === actual ? undefined : `${path}: expected ${JSON.stringify(expected)}, got ${describe(actual)}`;
}

function special(operator: string, operand: unknown, actual: unknown, context: MatchContext, path: string, root: boolean): string | undefined {
  switch (operator) {
    case '$$exists':
      return (actual !== undefined) === operand ? undefined : `${path}: expected ${operand ? 'present' : 'absent'}`;
    case '$$type': {
      const types = Array.isArray(operand) ? (operand as string[]) : [operand as string];
      return types.some((type) => hasType(actual, type)) ? undefined : `${path}: expected type ${types.join('|')}, got ${describe(actual)}`;
    }
    case '$$unsetOrMatches':
      return actual === undefined ? undefined : match(operand, actual, context, path, root);
    case '$$matchesEntity':
      return match(context.entities.get(operand as string), actual, context, path, root);
    default:
      return `${path}: the matcher ${operator} is not implemented by this runner`;
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
