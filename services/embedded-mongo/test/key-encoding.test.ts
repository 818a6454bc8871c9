import { Decimal128, Long, MaxKey, MinKey, ObjectId } from 'bson';
import { keyString } from '../src/bson/key-string';
import { decodeKey, encodeBound, encodeKey, idKeyOfEncoded } from '../src/indexes/key-encoding';
import { parseIndexSpec } from '../src/indexes/index-definition';
import { KeyIndex } from '../src/indexes/key-index';
import { HIGH, LOW, TypeEdge, keyComparator, type OrderedKey } from '../src/indexes/key-order';
import { TypeRank } from '../src/bson/compare-values';

/** Encoded index keys must sort exactly as the value arrays do under keyComparator. */
describe('index key encoding', () => {
  const values: unknown[] = [
    null, Number.NaN, -Infinity, -1e300, -5.5, -1, -0, 0, 1e-300, 1, 1.5, 2, 2 ** 31, 2 ** 53, Infinity,
    '', 'a', 'a\u0000', 'a\u0001b', 'ab', 'b', 'é', '\u00fa', '\u00fb', '\u0100', '\uffff', 'z\uffff', 'Z',
    false, true, new Date(-1), new Date(0), new Date(Date.UTC(2026, 0, 1)), new Date(8.64e15),
    new ObjectId('000000000000000000000000'), new ObjectId('65a1b2c3d4e5f60718293a4b'), new ObjectId('ffffffffffffffffffffffff'),
    new MinKey(), new MaxKey(),
  ];
  const ids = [keyString(1), keyString(2), keyString('x'), keyString(new ObjectId('65a1b2c3d4e5f60718293a4b'))];

  function pairs(directions: number[]): OrderedKey[] {
    const keys: OrderedKey[] = [];
    for (const a of values) for (const b of directions.length > 1 ? values.filter((_, i) => i % 3 === 0) : [undefined]) {
      for (const id of ids) keys.push(directions.length > 1 ? [a, b, id] : [a, id]);
    }
    return keys;
  }

  for (const directions of [[1], [-1], [1, -1], [-1, 1]]) {
    it(`orders keys like the comparator for directions ${JSON.stringify(directions)}, and decodes them`, () => {
      const descending = directions.map((d) => d < 0);
      const compare = keyComparator(directions);
      const keys = pairs(directions);
      const encoded = keys.map((key) => encodeKey(key.slice(0, -1), descending, key.at(-1) as string) as string);
      const mismatches: unknown[] = [];
      for (let i = 0; i < keys.length; i += 7) {
        for (let j = 0; j < keys.length; j++) {
          const a = encoded[i] as string;
          const b = encoded[j] as string;
          const bytes = Math.sign(a < b ? -1 : a > b ? 1 : 0);
          if (bytes !== Math.sign(compare(keys[i]!, keys[j]!))) mismatches.push([keys[i], keys[j]]);
        }
      }
      expect(mismatches.slice(0, 5)).toEqual([]);
      for (const [i, key] of encoded.entries()) {
        expect(compare(decodeKey(key, descending), keys[i]!)).toBe(0);
        expect(idKeyOfEncoded(key, descending)).toBe(keys[i]!.at(-1));
      }
    });

    it(`places bounds (LOW, HIGH, type edges) like the comparator for directions ${JSON.stringify(directions)}`, () => {
      const descending = directions.map((d) => d < 0);
      const compare = keyComparator(directions);
      const keys = pairs(directions);
      const width = directions.length + 1;
      const pad = (prefix: unknown[], fill: symbol) => [...prefix, ...Array(width - prefix.length).fill(fill)];
      const bounds: OrderedKey[] = [pad([], LOW), pad([], HIGH)];
      for (const rank of [TypeRank.null, TypeRank.number, TypeRank.string, TypeRank.date, TypeRank.bool]) {
        for (const end of [false, true]) bounds.push(pad([new TypeEdge(rank, end)], end ? HIGH : LOW));
      }
      for (const v of [1, 'a', new Date(0), null]) {
        bounds.push(pad([v], LOW), pad([v], HIGH));
        if (directions.length > 1) bounds.push(pad([v, new TypeEdge(TypeRank.number, false)], LOW), pad([v, 'b'], HIGH));
      }
      const encodedKeys = keys.map((key) => encodeKey(key.slice(0, -1), descending, key.at(-1) as string) as string);
      const mismatches: unknown[] = [];
      for (const bound of bounds) {
        const b = encodeBound(bound, descending) as string;
        expect(typeof b).toBe('string');
        for (const [i, k] of encodedKeys.entries()) {
          if (Math.sign(k < b ? -1 : k > b ? 1 : 0) !== Math.sign(compare(keys[i]!, bound))) mismatches.push([keys[i], bound]);
        }
      }
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  }

  it('has no string form for other types; such an index switches to arrays and still finds every key', () => {
    expect(encodeKey([{ a: 1 }], [false], keyString(1))).toBeUndefined();
    expect(encodeKey([Long.fromString('9007199254740993')], [false], keyString(1))).toBeUndefined();
    expect(encodeKey([Decimal128.fromString('1.5')], [false], keyString(1))).toBeUndefined();
    const index = new KeyIndex(parseIndexSpec({ key: { v: 1 }, name: 'v_1' }));
    index.add(keyString(1), index.entriesFor({ _id: 1, v: 2 }));
    index.add(keyString(2), index.entriesFor({ _id: 2, v: 'b' }));
    expect(index.encoded).toBe(true);
    index.add(keyString(3), index.entriesFor({ _id: 3, v: { a: 1 } }));
    expect(index.encoded).toBe(false);
    expect([...index.ordered.keys()].map((key) => index.idKeyOf(key))).toEqual([keyString(1), keyString(2), keyString(3)]);
    index.remove(keyString(2), index.entriesFor({ _id: 2, v: 'b' }));
    expect(index.ordered.size).toBe(2);
  });
});
