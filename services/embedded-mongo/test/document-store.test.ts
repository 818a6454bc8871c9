import { deserialize, serialize } from 'bson';
import { DocumentStore } from '../src/catalog/document-store';
import { keyString } from '../src/bson/key-string';

/** Documents as BSON in append-only slabs: replaced and deleted ones become garbage that compaction moves away from. */
describe('DocumentStore', () => {
  const doc = (i: number, version: number) => ({ _id: i, version, pad: 'x'.repeat(100 + (i % 7)) });

  it('keeps every document intact through updates, deletes and compaction, in insertion order', () => {
    const store = new DocumentStore();
    for (let i = 0; i < 5000; i++) store.set(keyString(i), serialize(doc(i, 0)));
    // 20 rounds of rewriting every other document: several MiB of garbage, compacted in steps.
    for (let round = 1; round <= 20; round++) {
      for (let i = 0; i < 5000; i += 2) store.set(keyString(i), serialize(doc(i, round)));
    }
    // Compaction keeps the slabs near the live data (about 7 MiB were written in all).
    expect(store.allocatedBytes).toBeLessThan(3 * store.bsonBytes + (2 << 20));
    for (let i = 0; i < 5000; i += 5) store.delete(keyString(i));
    const seen = [...store.values()];
    const expected = Array.from({ length: 5000 }, (_, i) => i).filter((i) => i % 5 !== 0);
    expect(seen.map((d) => d._id)).toEqual(expected);
    for (const d of seen) expect(d).toEqual(doc(d._id as number, (d._id as number) % 2 === 0 ? 20 : 0));
    expect(store.size).toBe(expected.length);
    expect(store.bsonBytes).toBe(expected.reduce((sum, i) => sum + serialize(doc(i, i % 2 === 0 ? 20 : 0)).length, 0));
  });

  it('gives a frozen view that reads the documents as they were, while writes and compaction go on', () => {
    const store = new DocumentStore();
    for (let i = 0; i < 3000; i++) store.set(keyString(i), serialize(doc(i, 0)));
    const frozen = store.freeze();
    for (let round = 1; round <= 20; round++) for (let i = 0; i < 3000; i++) store.set(keyString(i), serialize(doc(i, round)));
    for (let i = 0; i < 1000; i++) store.delete(keyString(i));
    const read = [...frozen.bsons()].map((bytes) => deserialize(bytes));
    expect(frozen.count).toBe(3000);
    expect(read).toEqual(Array.from({ length: 3000 }, (_, i) => doc(i, 0)));
    expect(store.get(keyString(2999))).toEqual(doc(2999, 20));
  });

  it('stores documents larger than the first slabs (a 20 KiB document first, then 100 KiB ones)', () => {
    const store = new DocumentStore();
    const sizes = [20 << 10, 5, 100 << 10, 100 << 10, 200 << 10, 7];
    sizes.forEach((size, i) => store.set(keyString(i), serialize({ _id: i, data: 'z'.repeat(size) })));
    expect([...store.values()].map((d) => (d.data as string).length)).toEqual(sizes);
  });

  it('stores a document larger than a slab on its own', () => {
    const store = new DocumentStore();
    const big = { _id: 'big', data: 'y'.repeat(3 << 20) };
    store.set(keyString('small'), serialize({ _id: 'small' }));
    store.set(keyString('big'), serialize(big));
    store.set(keyString('after'), serialize({ _id: 'after' }));
    expect(store.get(keyString('big'))).toEqual(big);
    expect([...store.values()].map((d) => d._id)).toEqual(['small', 'big', 'after']);
    store.delete(keyString('big'));
    expect(store.get(keyString('after'))).toEqual({ _id: 'after' });
  });
});
