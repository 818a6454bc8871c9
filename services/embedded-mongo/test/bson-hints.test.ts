import { BSONSymbol, Binary, Code, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp, serialize, BSONRegExp } from 'bson';
import { TYPED_DECODE, numericHints } from '../src/bson/bson-hints';
import { decodeNumbers } from '../src/bson/numeric-types';
import { deserializePromotedAt, deserializeTyped } from '../src/wire/decode-document';

/** Stored documents are decoded with numbers promoted plus hints read from the bytes: the same result as the typed decode. */
describe('numeric hints from BSON bytes', () => {
  const docs: Record<string, unknown>[] = [
    { _id: 1, a: 'x', n: new Int32(5), d: new Double(5), f: 1.5, z: new Double(-0), big: new Double(3e9) },
    { _id: new ObjectId(), l: Long.fromNumber(7), huge: Long.fromString('9007199254740993'), when: new Date(0) },
    { _id: 2, nested: { d: new Double(2), list: [new Double(1), new Int32(1), Long.fromNumber(3), { deep: new Double(4) }] } },
    { _id: 3, bin: new Binary(Buffer.from('abc')), code: new Code('x'), ts: new Timestamp({ t: 1, i: 2 }), dec: Decimal128.fromString('1.5'), re: new BSONRegExp('a+', 'i'), min: new MinKey(), max: new MaxKey(), nil: null, t: true },
    { _id: 4, 'ü': new Double(1), empty: {}, arr: [] },
  ];

  it.each(docs.map((doc, i) => [i, doc] as const))('document %i: promoted decode + hints equal the typed decode', (_, doc) => {
    const bytes = Buffer.concat([Buffer.from([9, 9, 9]), serialize(doc)]);
    const typed = deserializeTyped(bytes.subarray(3));
    const expected = decodeNumbers(typed);
    const hints = numericHints(bytes, 3);
    expect(hints).not.toBe(TYPED_DECODE);
    expect(new Map(hints === TYPED_DECODE ? [] : (hints ?? []))).toEqual(expected);
    expect(deserializePromotedAt(bytes, 3)).toEqual(typed);
  });

  it('asks for the typed decode where promotion changes more than numbers (symbols, $ fields)', () => {
    expect(numericHints(serialize({ _id: 1, s: new BSONSymbol('x') }), 0)).toBe(TYPED_DECODE);
    expect(numericHints(serialize({ _id: 1, ref: { $ref: 'c', $id: 1 } }), 0)).toBe(TYPED_DECODE);
  });
});
