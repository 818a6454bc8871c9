import { MaxKey, MinKey, ObjectId } from 'bson';
import { TypeRank } from '../bson/compare-values';
import { HIGH, LOW, TypeEdge, type OrderedKey } from './key-order';

/**
 * Index keys as one string each, ordered by plain string comparison exactly as `keyComparator`
 * orders the value arrays (in the spirit of mongod's KeyString): per field a type-rank byte and
 * an order-preserving body, every byte inverted for a descending field, then the `_id` key.
 * A string of one-byte characters costs about a quarter of an array of values (a JS Date alone
 * is about 120 bytes), and compares faster. Only the common types are encoded (null, numbers as
 * JS numbers, strings, dates, ObjectId, booleans, MinKey/MaxKey); an index that meets any other
 * value keeps arrays (see KeyIndex).
 */

/** Above every byte a key holds: a bound padded with it sorts after every key with its prefix. */
const ABOVE = '\u0100';
const STRING_END = 0x01;
const WIDE_CHAR = 0xfd;

const f64 = new Float64Array(1);
const f64Bytes = new Uint8Array(f64.buffer);
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function pushNumber(out: number[], n: number): void {
  if (Number.isNaN(n)) {
    // NaN sorts before every number, as in MongoDB; no number encodes to eight zero bytes.
    for (let i = 0; i < 8; i++) out.push(0);
    return;
  }
  f64[0] = n === 0 ? 0 : n;
  const bytes = littleEndian ? [...f64Bytes].reverse() : [...f64Bytes];
  const negative = ((bytes[0] as number) & 0x80) !== 0;
  for (let i = 0; i < 8; i++) {
    const b = bytes[i] as number;
    out.push(negative ? b ^ 0xff : i === 0 ? b ^ 0x80 : b);
  }
}

function readNumber(codes: (i: number) => number, at: number): number {
  const bytes: number[] = [];
  for (let i = 0; i < 8; i++) bytes.push(codes(at + i));
  if (bytes.every((b) => b === 0)) return Number.NaN;
  const negative = ((bytes[0] as number) & 0x80) === 0;
  const raw = bytes.map((b, i) => (negative ? b ^ 0xff : i === 0 ? b ^ 0x80 : b));
  const ordered = littleEndian ? raw.reverse() : raw;
  for (let i = 0; i < 8; i++) f64Bytes[i] = ordered[i] as number;
  return f64[0] as number;
}

/** Rank and body bytes of one value (ascending), or false when the value is not encodable. */
function pushValue(out: number[], value: unknown): boolean {
  if (value === null || value === undefined) {
    out.push(TypeRank.null);
    return true;
  }
  switch (typeof value) {
    case 'number':
      out.push(TypeRank.number);
      pushNumber(out, value);
      return true;
    case 'string':
      out.push(TypeRank.string);
      for (let i = 0; i < value.length; i++) {
        const c = value.charCodeAt(i);
        if (c < WIDE_CHAR - 2) out.push(c + 2);
        else out.push(WIDE_CHAR, c >> 8, c & 0xff);
      }
      out.push(STRING_END);
      return true;
    case 'boolean':
      out.push(TypeRank.bool, value ? 1 : 0);
      return true;
    case 'object':
      break;
    default:
      return false;
  }
  if (value instanceof Date) {
    const ms = value.getTime();
    if (Number.isNaN(ms)) return false;
    out.push(TypeRank.date);
    pushNumber(out, ms);
    return true;
  }
  switch ((value as { _bsontype?: string })._bsontype) {
    case 'ObjectId':
      out.push(TypeRank.objectId, ...(value as ObjectId).id);
      return true;
    case 'MinKey':
      out.push(TypeRank.minKey);
      return true;
    case 'MaxKey':
      out.push(TypeRank.maxKey);
      return true;
    default:
      return false;
  }
}

function pushField(out: number[], value: unknown, descending: boolean): boolean {
  const start = out.length;
  if (!pushValue(out, value)) return false;
  if (descending) for (let i = start; i < out.length; i++) out[i] = (out[i] as number) ^ 0xff;
  return true;
}

function toString(codes: number[]): string {
  let text = '';
  for (let i = 0; i < codes.length; i += 4096) text += String.fromCharCode(...codes.slice(i, i + 4096));
  return text;
}

/** The key of an entry (values in index order) for a document, or undefined if a value is not encodable. */
export function encodeKey(values: unknown[], descending: boolean[], idKey: string): string | undefined {
  const out: number[] = [];
  for (let i = 0; i < values.length; i++) if (!pushField(out, values[i], descending[i] as boolean)) return undefined;
  for (let i = 0; i < idKey.length; i++) out.push(idKey.charCodeAt(i));
  return toString(out);
}

/**
 * A scan bound (values padded with LOW/HIGH, possibly a TypeEdge) as a string that sorts among
 * encoded keys where `keyComparator` puts the array, or undefined if a value is not encodable.
 */
export function encodeBound(bound: OrderedKey, descending: boolean[]): string | undefined {
  const out: number[] = [];
  const n = descending.length;
  for (let i = 0; i <= n; i++) {
    const value = bound[i];
    if (value === LOW || value === undefined) return toString(out);
    if (value === HIGH) return toString(out) + ABOVE;
    const desc = i < n && (descending[i] as boolean);
    if (value instanceof TypeEdge) {
      out.push(desc ? value.rank ^ 0xff : value.rank);
      // An edge sorts after the values of its type when it is an end edge on an ascending field
      // or a start edge on a descending one (the comparator multiplies by the direction).
      return toString(out) + (value.end !== desc ? ABOVE : '');
    }
    if (i === n) {
      if (typeof value !== 'string') return undefined;
      return toString(out) + value;
    }
    if (!pushField(out, value, desc)) return undefined;
  }
  return toString(out);
}

/** The values and `_id` key an encoded key was made of (the array form the comparator knows). */
export function decodeKey(key: string, descending: boolean[]): OrderedKey {
  const values: unknown[] = [];
  let p = 0;
  for (const desc of descending) {
    const flip = desc ? 0xff : 0;
    const code = (i: number) => key.charCodeAt(i) ^ flip;
    const rank = code(p++);
    switch (rank) {
      case TypeRank.null:
        values.push(null);
        break;
      case TypeRank.minKey:
        values.push(new MinKey());
        break;
      case TypeRank.maxKey:
        values.push(new MaxKey());
        break;
      case TypeRank.number:
        values.push(readNumber(code, p));
        p += 8;
        break;
      case TypeRank.date:
        values.push(new Date(readNumber(code, p)));
        p += 8;
        break;
      case TypeRank.bool:
        values.push(code(p++) === 1);
        break;
      case TypeRank.objectId: {
        const bytes = Buffer.alloc(12);
        for (let i = 0; i < 12; i++) bytes[i] = code(p + i);
        values.push(new ObjectId(bytes));
        p += 12;
        break;
      }
      case TypeRank.string: {
        let text = '';
        for (let c = code(p++); c !== STRING_END; c = code(p++)) {
          if (c === WIDE_CHAR) {
            text += String.fromCharCode((code(p) << 8) | code(p + 1));
            p += 2;
          } else text += String.fromCharCode(c - 2);
        }
        values.push(text);
        break;
      }
      default:
        throw new Error(`index key with an unknown type rank ${rank}`);
    }
  }
  values.push(key.slice(p));
  return values;
}

const BODY_BYTES: Record<number, number> = {
  [TypeRank.null]: 0,
  [TypeRank.minKey]: 0,
  [TypeRank.maxKey]: 0,
  [TypeRank.number]: 8,
  [TypeRank.date]: 8,
  [TypeRank.bool]: 1,
  [TypeRank.objectId]: 12,
};

/** The `_id` key at the end of an encoded key, found without decoding the values. */
export function idKeyOfEncoded(key: string, descending: boolean[]): string {
  let p = 0;
  for (const desc of descending) {
    const flip = desc ? 0xff : 0;
    const rank = key.charCodeAt(p++) ^ flip;
    if (rank !== TypeRank.string) {
      p += BODY_BYTES[rank] as number;
      continue;
    }
    for (let c = key.charCodeAt(p++) ^ flip; c !== STRING_END; c = key.charCodeAt(p++) ^ flip) {
      if (c === WIDE_CHAR) p += 2;
    }
  }
  return key.slice(p);
}
