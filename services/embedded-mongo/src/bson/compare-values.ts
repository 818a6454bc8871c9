/**
 * MongoDB's order of BSON values (the order of index keys and of `sort`): first by type bracket
 * (MinKey < null < numbers < strings < objects < arrays < binary < ObjectId < bool < date <
 * timestamp < regex < MaxKey), then by value within the bracket. Numbers of every type compare by
 * value (1, 1.0 and Long(1) are equal).
 */
export const TypeRank = {
  minKey: 1,
  null: 2,
  number: 3,
  string: 4,
  object: 5,
  array: 6,
  binary: 7,
  objectId: 8,
  bool: 9,
  date: 10,
  timestamp: 11,
  regex: 12,
  maxKey: 13,
} as const;

type BsonLike = { _bsontype?: string };

export function typeRank(value: unknown): number {
  if (value === undefined || value === null) return TypeRank.null;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return TypeRank.number;
    case 'string':
      return TypeRank.string;
    case 'boolean':
      return TypeRank.bool;
    default:
  }
  if (Array.isArray(value)) return TypeRank.array;
  if (value instanceof Date) return TypeRank.date;
  if (value instanceof RegExp) return TypeRank.regex;
  switch ((value as BsonLike)._bsontype) {
    case undefined:
      return TypeRank.object;
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return TypeRank.number;
    case 'BSONSymbol':
      return TypeRank.string;
    case 'Binary':
      return TypeRank.binary;
    case 'ObjectId':
      return TypeRank.objectId;
    case 'Timestamp':
      return TypeRank.timestamp;
    case 'BSONRegExp':
      return TypeRank.regex;
    case 'MinKey':
      return TypeRank.minKey;
    case 'MaxKey':
      return TypeRank.maxKey;
    default:
      return TypeRank.object;
  }
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return Number(String(value));
}

function compareNumbers(a: unknown, b: unknown): number {
  const x = toNumber(a);
  const y = toNumber(b);
  // NaN sorts before every other number, as in MongoDB.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  if (x === y && typeof a === 'object' && typeof b === 'object') {
    // Two int64 beyond 2^53 that round to the same double.
    const bigA = BigInt(String(a));
    const bigB = BigInt(String(b));
    return bigA < bigB ? -1 : bigA > bigB ? 1 : 0;
  }
  return x < y ? -1 : x > y ? 1 : 0;
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compareDocuments(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  const n = Math.min(keysA.length, keysB.length);
  for (let i = 0; i < n; i++) {
    const ka = keysA[i] as string;
    const kb = keysB[i] as string;
    const byType = typeRank(a[ka]) - typeRank(b[kb]);
    if (byType !== 0) return sign(byType);
    const byName = compareStrings(ka, kb);
    if (byName !== 0) return byName;
    const byValue = compareValues(a[ka], b[kb]);
    if (byValue !== 0) return byValue;
  }
  return sign(keysA.length - keysB.length);
}

function compareArrays(a: unknown[], b: unknown[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const byType = typeRank(a[i]) - typeRank(b[i]);
    if (byType !== 0) return sign(byType);
    const byValue = compareValues(a[i], b[i]);
    if (byValue !== 0) return byValue;
  }
  return sign(a.length - b.length);
}

function compareSameRank(rank: number, a: unknown, b: unknown): number {
  switch (rank) {
    case TypeRank.null:
    case TypeRank.minKey:
    case TypeRank.maxKey:
      return 0;
    case TypeRank.number:
      return compareNumbers(a, b);
    case TypeRank.string:
      return compareStrings(String(a), String(b));
    case TypeRank.object:
      return compareDocuments(a as Record<string, unknown>, b as Record<string, unknown>);
    case TypeRank.array:
      return compareArrays(a as unknown[], b as unknown[]);
    case TypeRank.binary: {
      const x = a as { buffer: Uint8Array; sub_type: number };
      const y = b as { buffer: Uint8Array; sub_type: number };
      if (x.buffer.length !== y.buffer.length) return sign(x.buffer.length - y.buffer.length);
      if (x.sub_type !== y.sub_type) return sign(x.sub_type - y.sub_type);
      return sign(Buffer.compare(x.buffer, y.buffer));
    }
    case TypeRank.objectId:
      return compareStrings((a as { toHexString(): string }).toHexString(), (b as { toHexString(): string }).toHexString());
    case TypeRank.bool:
      return Number(a) - Number(b);
    case TypeRank.date:
      return sign((a as Date).getTime() - (b as Date).getTime());
    case TypeRank.timestamp: {
      const x = BigInt(String(a));
      const y = BigInt(String(b));
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case TypeRank.regex: {
      const x = a as { source: string; flags?: string; pattern?: string; options?: string };
      const y = b as { source: string; flags?: string; pattern?: string; options?: string };
      return compareStrings(x.source ?? x.pattern, y.source ?? y.pattern) || compareStrings(x.flags ?? x.options ?? '', y.flags ?? y.options ?? '');
    }
    default:
      return 0;
  }
}

export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  return compareSameRank(ra, a, b);
}
