import { Aggregator, Query } from 'mingo';
import { update as mingoUpdate } from 'mingo/updater';
import { applyMingoOperators, sharedAggregate, sharedQuery } from '../src/query/shared-mingo-options';
import { queryOptions } from '../src/query/query-options';
import type { Doc } from '../src/bson/document';

/**
 * The shared options are a speed-up only: queries and updates through them must behave exactly
 * as through mingo's public entry points with the server's options.
 */
describe('mingo with shared compute options', () => {
  const docs = [
    { _id: 1, a: 5, b: 3, tags: ['x', 'y'], items: [{ k: 1, v: 10 }, { k: 2, v: 20 }] },
    { _id: 2, a: 1, b: 9, tags: ['z'], items: [{ k: 3, v: 30 }] },
  ];
  const filters = [
    { a: { $gt: 2 } },
    { $expr: { $gt: ['$b', '$a'] } },
    { tags: 'z' },
    { items: { $elemMatch: { k: 2, v: { $gte: 20 } } } },
    { $or: [{ a: 1 }, { b: 3 }] },
  ];

  it.each(filters)('matches like a plain mingo Query: %j', (filter) => {
    const plain = new Query(filter, queryOptions());
    const shared = sharedQuery(filter);
    expect(docs.map((doc) => shared.test(doc))).toEqual(docs.map((doc) => plain.test(doc)));
  });

  it('does not let one query see the condition or variables of another', () => {
    const first = sharedQuery({ $expr: { $eq: ['$a', 5] } });
    const second = sharedQuery({ $expr: { $eq: ['$a', 1] } });
    expect(docs.map((doc) => first.test(doc))).toEqual([true, false]);
    expect(docs.map((doc) => second.test(doc))).toEqual([false, true]);
  });

  const updates: [Doc, Doc, Doc[] | undefined, Doc][] = [
    [{ $inc: { a: 2 }, $set: { 'n.m': 1 } }, {}, undefined, {}],
    [{ $set: { 'items.$.v': 99 } }, { 'items.k': 2 }, undefined, {}],
    [{ $inc: { 'items.$[big].v': 1 } }, {}, [{ 'big.v': { $gte: 20 } }], {}],
    [{ $push: { tags: { $each: ['q'], $sort: 1 } }, $unset: { b: '' } }, {}, undefined, {}],
    [{ $rename: { a: 'alpha' }, $set: { b: 3 } }, {}, undefined, {}],
  ];

  it.each(updates)('updates like mingo/updater: %j', (modifier, condition, arrayFilters) => {
    const viaUpdater = structuredClone(docs[0]!);
    const viaShared = structuredClone(docs[0]!);
    const expected = mingoUpdate(viaUpdater, modifier, arrayFilters, condition, { queryOptions: queryOptions() });
    const modified = applyMingoOperators(viaShared, modifier, arrayFilters, condition);
    expect(viaShared).toEqual(viaUpdater);
    expect(modified).toEqual(expected);
  });

  it('runs pipelines like a plain mingo Aggregator, $lookup reading the resolver of this run only', () => {
    const others: Record<string, Doc[]> = { owners: [{ _id: 'o1', tag: 'x' }, { _id: 'o2', tag: 'z' }] };
    const resolver = (name: string) => others[name] ?? [];
    const pipeline: Doc[] = [
      { $unwind: '$tags' },
      { $lookup: { from: 'owners', localField: 'tags', foreignField: 'tag', as: 'owner' } },
      { $group: { _id: '$tags', total: { $sum: '$a' }, owners: { $push: '$owner._id' } } },
      { $sort: { _id: 1 } },
    ];
    const plain = new Aggregator(pipeline, queryOptions({ collectionResolver: resolver })).run(structuredClone(docs));
    expect(sharedAggregate(pipeline, structuredClone(docs), resolver)).toEqual(plain);
    // Without a resolver (an update pipeline), $lookup finds nothing rather than the last run's collections.
    const lookup = sharedAggregate([pipeline[1]!], [{ _id: 1, tags: 'x' }]);
    expect(lookup).toEqual([{ _id: 1, tags: 'x', owner: [] }]);
  });
});
