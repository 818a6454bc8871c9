import { Decimal128, Double, Int32, Long, ObjectId, serialize } from 'bson';
import { compileFilter } from '../src/query/compile-filter';
import { rawPrefilter } from '../src/query/raw-prefilter';
import { DocumentStore } from '../src/catalog/document-store';
import { keyString } from '../src/bson/key-string';

/**
 * A collection scan skips documents whose bytes cannot match the filter's top-level equalities:
 * it may keep a document that fails, never drop one that matches.
 */
describe('raw prefilter of collection scans', () => {
  const oid = new ObjectId('65a1b2c3d4e5f60718293a4b');
  const at = new Date(Date.UTC(2026, 0, 1));
  const values: unknown[] = [
    'x', 'xy', '', 'ü', 5, new Int32(5), new Double(5), Long.fromNumber(5), 5.5, 6, 0, new Double(-0), true, false, null,
    at, new Date(0), oid, new ObjectId(), ['x', 5], [[5]], { x: 5 }, Decimal128.fromString('5'), undefined,
  ];
  const docs = values.flatMap((v, i) => [{ _id: i, a: v, b: 'x' }, { _id: 100 + i, b: v }, { _id: 200 + i, a: v, b: v }]);
  const literals: unknown[] = ['x', '', 'w', 'ü', 5, 5.5, 0, -1, true, false, at, new Date(1), oid, null, ['x', 5], { x: 5 }];
  const filters = literals.flatMap((l) => [
    { a: l }, { a: { $eq: l } }, { a: l, b: 'x' }, { 'a.x': l }, { $or: [{ a: l }] },
    { a: { $gt: l } }, { a: { $gte: l } }, { a: { $lt: l } }, { a: { $lte: l } }, { a: { $gt: l, $lt: 'zz' } }, { a: { $ne: l } },
  ]);

  it('never rejects a document the filter matches, and rejects some that it does not', () => {
    const store = new DocumentStore();
    docs.forEach((doc) => store.set(keyString(doc._id), serialize(doc)));
    let rejected = 0;
    const wrongly: unknown[] = [];
    for (const filter of filters) {
      const keep = rawPrefilter(filter);
      const compiled = compileFilter(filter);
      const decoded = [...store.values()];
      let i = 0;
      for (const key of store.keys()) {
        const bytes = store.bson(key) as Buffer;
        const doc = decoded[i++]!;
        const kept = keep ? keep(bytes, 0) : true;
        if (!kept) rejected += 1;
        if (!kept && compiled.test(doc)) wrongly.push({ filter, doc });
      }
    }
    expect(wrongly).toEqual([]);
    expect(rejected).toBeGreaterThan(docs.length);
  });

  it('decodes only the documents it keeps, and still counts every one visited', () => {
    const store = new DocumentStore();
    for (let i = 0; i < 100; i++) store.set(keyString(i), serialize({ _id: i, kind: i % 10 === 0 ? 'scan' : 'preview' }));
    let visited = 0;
    const kept = [...store.values(rawPrefilter({ kind: 'scan' }), () => (visited += 1))];
    expect(kept.map((doc) => doc._id)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(visited).toBe(100);
  });
});
