import { isPlainObject, type Doc } from '../bson/document';
import { valueEnd } from '../bson/bson-hints';

/** Whether the stored BSON at `offset` may match; false only when it certainly cannot. */
export type RawPredicate = (bytes: Uint8Array, offset: number) => boolean;

type Literal =
  | { kind: 'string'; bytes: Buffer; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'date'; ms: number }
  | { kind: 'objectId'; bytes: Uint8Array };

type Operator = '$eq' | '$gt' | '$gte' | '$lt' | '$lte';
const OPERATORS = new Set<string>(['$eq', '$gt', '$gte', '$lt', '$lte']);

interface Condition {
  name: Buffer;
  operator: Operator;
  literal: Literal;
}

function literalOf(value: unknown): Literal | undefined {
  if (typeof value === 'string') return { kind: 'string', bytes: Buffer.from(value, 'utf8'), text: value };
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', value } : undefined;
  if (typeof value === 'boolean') return { kind: 'bool', value };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : { kind: 'date', ms: value.getTime() };
  if (value && typeof value === 'object' && (value as { _bsontype?: string })._bsontype === 'ObjectId') {
    return { kind: 'objectId', bytes: (value as { id: Uint8Array }).id };
  }
  return undefined;
}

const TYPE_KIND: Record<number, Literal['kind']> = { 0x01: 'number', 0x10: 'number', 0x12: 'number', 0x02: 'string', 0x08: 'bool', 0x09: 'date', 0x07: 'objectId' };
const BSON_NULL = 0x0a;

const int32At = (b: Uint8Array, p: number) => (b[p] as number) | ((b[p + 1] as number) << 8) | ((b[p + 2] as number) << 16) | ((b[p + 3] as number) << 24);
const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

function holds(operator: Operator, order: number): boolean {
  switch (operator) {
    case '$eq':
      return order === 0;
    case '$gt':
      return order > 0;
    case '$gte':
      return order >= 0;
    case '$lt':
      return order < 0;
    case '$lte':
      return order <= 0;
  }
}

const sign = <T extends number | string>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Whether a stored top-level value of BSON `type` at `p` can satisfy `operator literal`; true when
 * unsure. Comparisons never cross types (as in MongoDB: `{$gt: 'r'}` matches strings only).
 */
function mayMatch(b: Uint8Array, type: number, p: number, operator: Operator, literal: Literal): boolean {
  // null satisfies none of these conditions with a non-null literal.
  if (type === BSON_NULL) return false;
  const kind = TYPE_KIND[type];
  // Arrays (any element may match), documents and every other type: left to the full test.
  if (kind === undefined) return true;
  if (kind !== literal.kind) return false;
  switch (literal.kind) {
    case 'string': {
      const length = int32At(b, p) - 1;
      const bytes = Buffer.from(b.buffer, b.byteOffset + p + 4, length);
      if (operator === '$eq') return length === literal.bytes.length && bytes.equals(literal.bytes);
      // Ordered as JS strings (UTF-16 code units), as the full test orders them.
      return holds(operator, sign(bytes.toString('utf8'), literal.text));
    }
    case 'number': {
      let n: number;
      if (type === 0x10) n = int32At(b, p);
      else if (type === 0x01) n = view(b).getFloat64(p, true);
      else {
        n = Number(view(b).getBigInt64(p, true));
        if (!Number.isSafeInteger(n)) return true;
      }
      // NaN is below every number in MongoDB's order; leave it to the full test.
      return Number.isNaN(n) || holds(operator, sign(n, literal.value));
    }
    case 'bool':
      return holds(operator, sign(Number(b[p] === 1), Number(literal.value)));
    case 'date':
      return holds(operator, sign(Number(view(b).getBigInt64(p, true)), literal.ms));
    case 'objectId':
      return holds(operator, Buffer.compare(Buffer.from(b.buffer, b.byteOffset + p, 12), Buffer.from(literal.bytes)));
  }
}

function nameIs(b: Uint8Array, start: number, end: number, name: Buffer): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (b[start + i] !== name[i]) return false;
  return true;
}

/**
 * A test on stored bytes for the top-level conditions of a filter (`{field: literal}` or
 * `$eq/$gt/$gte/$lt/$lte` with a string, finite number, boolean, date or ObjectId), so a
 * collection scan decodes only the documents that may match instead of every one. It is a
 * necessary condition only: a document it keeps still goes through the whole filter, and it
 * keeps every document it is unsure about (arrays, embedded documents, other types). Undefined
 * when the filter has no such condition.
 */
export function rawPrefilter(filter: Doc): RawPredicate | undefined {
  const conditions: Condition[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.')) continue;
    const name = Buffer.from(field, 'utf8');
    if (!isPlainObject(condition)) {
      const literal = literalOf(condition);
      if (literal) conditions.push({ name, operator: '$eq', literal });
      continue;
    }
    // Operators other than these (and $options, $not...) are left to the full test; these are
    // each a necessary condition on their own.
    for (const [operator, operand] of Object.entries(condition)) {
      if (!OPERATORS.has(operator)) continue;
      const literal = literalOf(operand);
      if (literal) conditions.push({ name, operator: operator as Operator, literal });
    }
  }
  if (conditions.length === 0) return undefined;
  return (b, offset) => {
    const end = offset + int32At(b, offset);
    let met = 0;
    let p = offset + 4;
    while (p < end - 1) {
      const type = b[p++] as number;
      const nameStart = p;
      while (b[p] !== 0) p++;
      const nameEnd = p++;
      for (const condition of conditions) {
        if (nameIs(b, nameStart, nameEnd, condition.name)) {
          if (!mayMatch(b, type, p, condition.operator, condition.literal)) return false;
          met += 1;
        }
      }
      const next = valueEnd(b, p, type);
      if (next < 0) return true;
      p = next;
    }
    // A missing field satisfies none of these conditions.
    return met >= conditions.length;
  };
}
