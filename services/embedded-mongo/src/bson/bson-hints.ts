import { isInt32, type NumericKind } from './numeric-types';

/** The document needs the typed decode (`deserializeTyped` + `decodeNumbers`) instead. */
export const TYPED_DECODE = Symbol('typed decode');

/**
 * The numeric type hints `decodeNumbers` would find in the BSON document at `offset` (integral
 * doubles and -0 as 'double', int64s that fit a JS number as 'long'), read from the bytes without
 * building objects: a stored document can then be decoded with numbers promoted, about twice as
 * fast as decoding the wrappers and replacing them. Answers TYPED_DECODE where the promoted decode
 * would differ in more than numbers (a symbol, which promotion turns into a string, or a `$`
 * field, which the decoder may turn into a DBRef) or for anything unexpected.
 */
export function numericHints(bytes: Uint8Array, offset: number): Map<string, NumericKind> | undefined | typeof TYPED_DECODE {
  const found: Hits = { hints: undefined };
  return walk(bytes, offset, '', found) ? found.hints : TYPED_DECODE;
}

interface Hits {
  hints: Map<string, NumericKind> | undefined;
}

const int32At = (b: Uint8Array, p: number) => ((b[p] as number) | ((b[p + 1] as number) << 8) | ((b[p + 2] as number) << 16) | ((b[p + 3] as number) << 24));

const scratch = new DataView(new ArrayBuffer(8));

function float64At(b: Uint8Array, p: number): number {
  for (let i = 0; i < 8; i++) scratch.setUint8(i, b[p + i] as number);
  return scratch.getFloat64(0, true);
}

function int64At(b: Uint8Array, p: number): number {
  for (let i = 0; i < 8; i++) scratch.setUint8(i, b[p + i] as number);
  return Number(scratch.getBigInt64(0, true));
}

function nameOf(b: Uint8Array, start: number, end: number, prefix: string): string {
  return prefix + Buffer.from(b.buffer, b.byteOffset + start, end - start).toString('utf8');
}

/** Walks one document or array; false when the typed decode is needed. */
function walk(b: Uint8Array, start: number, prefix: string, found: Hits): boolean {
  const end = start + int32At(b, start);
  let p = start + 4;
  while (p < end - 1) {
    const type = b[p++] as number;
    const nameStart = p;
    if (b[p] === 0x24) return false; // a '$' field
    while (b[p] !== 0) p++;
    const nameEnd = p++;
    switch (type) {
      case 0x01: {
        const n = float64At(b, p);
        if (isInt32(n) || Object.is(n, -0)) (found.hints ??= new Map()).set(nameOf(b, nameStart, nameEnd, prefix), 'double');
        p += 8;
        break;
      }
      case 0x12: {
        const n = int64At(b, p);
        if (Number.isSafeInteger(n)) (found.hints ??= new Map()).set(nameOf(b, nameStart, nameEnd, prefix), 'long');
        p += 8;
        break;
      }
      case 0x02:
      case 0x0d:
        p += 4 + int32At(b, p);
        break;
      case 0x03:
      case 0x04:
        if (!walk(b, p, `${nameOf(b, nameStart, nameEnd, prefix)}.`, found)) return false;
        p += int32At(b, p);
        break;
      case 0x05:
        p += 5 + int32At(b, p);
        break;
      case 0x0b:
        while (b[p] !== 0) p++;
        p++;
        while (b[p] !== 0) p++;
        p++;
        break;
      case 0x0c:
        p += 4 + int32At(b, p) + 12;
        break;
      case 0x0f:
        p += int32At(b, p);
        break;
      case 0x06:
      case 0x0a:
      case 0xff:
      case 0x7f:
        break;
      case 0x08:
        p += 1;
        break;
      case 0x10:
        p += 4;
        break;
      case 0x07:
        p += 12;
        break;
      case 0x09:
      case 0x11:
        p += 8;
        break;
      case 0x13:
        p += 16;
        break;
      default:
        return false; // a symbol (0x0e) or an unknown type
    }
  }
  return true;
}

/** Where the value of a BSON element of `type` starting at `p` ends, or -1 for an unknown type. */
export function valueEnd(b: Uint8Array, p: number, type: number): number {
  switch (type) {
    case 0x01:
    case 0x09:
    case 0x11:
    case 0x12:
      return p + 8;
    case 0x02:
    case 0x0d:
    case 0x0e:
      return p + 4 + int32At(b, p);
    case 0x03:
    case 0x04:
    case 0x0f:
      return p + int32At(b, p);
    case 0x05:
      return p + 5 + int32At(b, p);
    case 0x0b:
      while (b[p] !== 0) p++;
      p++;
      while (b[p] !== 0) p++;
      return p + 1;
    case 0x0c:
      return p + 4 + int32At(b, p) + 12;
    case 0x06:
    case 0x0a:
    case 0xff:
    case 0x7f:
      return p;
    case 0x08:
      return p + 1;
    case 0x10:
      return p + 4;
    case 0x07:
      return p + 12;
    case 0x13:
      return p + 16;
    default:
      return -1;
  }
}
