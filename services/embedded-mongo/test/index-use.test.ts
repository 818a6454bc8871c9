/**
 * The planner uses indexes for equality on a prefix of a compound index, ranges, $in and sorts,
 * says so in explain like mongod, and returns exactly what a collection scan returns.
 */
import { type Collection, type Db, type Document, type MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';
import { Catalog } from '../src/catalog/catalog';
import { connect, uniqueDbName } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- documents with chosen _ids
type Loose = any;

/** The first stage of a winning plan that is not FETCH/LIMIT/SKIP, i.e. how documents are found. */
function accessStage(plan: Document): Document {
  let stage = plan;
  while (['FETCH', 'LIMIT', 'SKIP'].includes(stage.stage as string) && stage.inputStage) stage = stage.inputStage as Document;
  return stage;
}

function stagesOf(plan: Document): string[] {
  const out: string[] = [];
  for (let stage: Document | undefined = plan; stage; stage = stage.inputStage as Document | undefined) out.push(stage.stage as string);
  return out;
}

describe('index use', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;
  let db: Db;
  let indexed: Collection<Loose>;
  let plain: Collection<Loose>;

  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
  const values = [1, 2, 2.5, 3, 10, -4, 'a', 'b', 'B', null, true, [2, 7], [11, 12], { x: 1 }, day(3), day(8)];

  beforeAll(async () => {
    server = await startEmbeddedMongo({ port: 0, memory: true });
    client = await connect(server.uri);
    db = client.db(uniqueDbName('index_use'));
    indexed = db.collection<Loose>('indexed');
    plain = db.collection<Loose>('plain');
    await indexed.createIndex({ userId: 1, createdAt: -1 }, { name: 'by_user' });
    await indexed.createIndex({ status: 1, leaseUntil: 1 }, { name: 'claimable' });
    await indexed.createIndex({ at: 1 }, { name: 'by_time' });
    await indexed.createIndex({ v: 1, w: -1 }, { name: 'mixed' });
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const docs = Array.from({ length: 600 }, (_, i) => {
      const doc: Loose = {
        _id: i,
        userId: `u${i % 7}`,
        createdAt: day(i % 50),
        status: ['queued', 'running', 'done'][i % 3],
        leaseUntil: day(i % 11),
        at: day(i % 40),
      };
      if (i % 13 !== 0) doc.v = values[Math.floor(random() * values.length)];
      if (i % 5 !== 0) doc.w = Math.floor(random() * 4);
      return doc;
    });
    await indexed.insertMany(docs);
    await plain.insertMany(docs);
  });

  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
    await server.stop();
  });

  const queries: [string, Document, Document | undefined, string][] = [
    ['equality on a prefix of a compound index, sorted by the next field', { userId: 'u3' }, { createdAt: -1 }, 'by_user'],
    ['the same sort reversed', { userId: 'u3' }, { createdAt: 1 }, 'by_user'],
    ['a range on the second field after an equality', { userId: 'u1', createdAt: { $gte: day(10), $lt: day(20) } }, undefined, 'by_user'],
    ['equality prefix of the job-claim index with a range', { status: 'queued', leaseUntil: { $lte: day(5) } }, { leaseUntil: 1 }, 'claimable'],
    ['$in on the first field', { status: { $in: ['running', 'done'] } }, undefined, 'claimable'],
    ['a range with gt/lt', { at: { $gt: day(5), $lt: day(9) } }, undefined, 'by_time'],
    ['a range open at the top', { at: { $gte: day(38) } }, { at: -1 }, 'by_time'],
    ['a sort alone', {}, { at: 1 }, 'by_time'],
    ['numbers in a mixed-type multikey field', { v: { $gt: 2, $lt: 10 } }, undefined, 'mixed'],
    ['strings in a range', { v: { $gte: 'a' } }, undefined, 'mixed'],
    ['dates in a range', { v: { $lte: day(5) } }, undefined, 'mixed'],
    ['equality on an array element', { v: 7 }, undefined, 'mixed'],
    ['$in with an embedded document', { v: { $in: [{ x: 1 }, 'B', 2] } }, undefined, 'mixed'],
  ];

  it.each(queries)('%s', async (_label, filter, sort, indexName) => {
    const cursor = () => indexed.find(filter, sort ? { sort } : {});
    const reference = await plain.find(filter, sort ? { sort } : {}).toArray();
    const results = await cursor().toArray();
    if (sort) {
      // Ties may come in any order: compare the sort keys in order and the sets of documents.
      const keys = (docs: Loose[]) => docs.map((d) => JSON.stringify(Object.keys(sort).map((f) => d[f] ?? null)));
      expect(keys(results)).toEqual(keys(reference));
    }
    expect(results.map((d) => d._id).sort()).toEqual(reference.map((d) => d._id).sort());
    expect(results.length).toBeGreaterThan(0);
    const explained = await cursor().explain('executionStats');
    const plan = explained.queryPlanner.winningPlan as Document;
    expect(accessStage(plan)).toMatchObject({ stage: 'IXSCAN', indexName });
    const multikey = indexName === 'mixed';
    if (!multikey) expect(stagesOf(plan)).not.toContain('SORT');
    // Only the documents the index bounds point at are read.
    const stats = explained.executionStats as Document;
    // Bounds on a non-multikey index are exact: every document read is a result.
    if (!multikey) expect(stats.totalDocsExamined).toBe(results.length);
    else expect(stats.totalDocsExamined).toBeLessThan(600);
  });

  it('answers a $or whose clauses each use an index from the union of their scans', async () => {
    const filter = { $or: [{ userId: 'u1' }, { status: 'queued', leaseUntil: { $lt: day(3) } }] };
    const reference = await plain.find(filter).toArray();
    const results = await indexed.find(filter).toArray();
    expect(results.map((d) => d._id).sort()).toEqual(reference.map((d) => d._id).sort());
    const explained = await indexed.find(filter).explain('executionStats');
    const or = (explained.queryPlanner.winningPlan as Document).inputStage as Document;
    expect(or.stage).toBe('OR');
    expect((or.inputStages as Document[]).map((stage) => accessStage(stage).indexName)).toEqual(['by_user', 'claimable']);
    expect((explained.executionStats as Document).totalDocsExamined).toBeLessThan(600);
    // One clause without an index makes the whole $or a collection scan.
    const partly = await indexed.find({ $or: [{ userId: 'u1' }, { nothing: 1 }] }).explain('queryPlanner');
    expect(partly.queryPlanner.winningPlan).toMatchObject({ stage: 'COLLSCAN' });
  });

  it('describes bounds, direction and a collection scan like mongod', async () => {
    const prefix = await indexed.find({ userId: 'u2' }).sort({ createdAt: 1 }).explain('queryPlanner');
    expect(accessStage(prefix.queryPlanner.winningPlan as Document)).toMatchObject({
      stage: 'IXSCAN',
      keyPattern: { userId: 1, createdAt: -1 },
      direction: 'backward',
      indexBounds: { userId: ['["u2", "u2"]'], createdAt: ['[MinKey, MaxKey]'] },
    });
    const range = await indexed.find({ at: { $gt: day(1) } }).explain('queryPlanner');
    expect(accessStage(range.queryPlanner.winningPlan as Document).indexBounds).toEqual({ at: [`(new Date(${day(1).getTime()}), <end of type 10>]`] });
    const scan = await indexed.find({ nothing: 1 }).explain('executionStats');
    expect(scan.queryPlanner.winningPlan).toMatchObject({ stage: 'COLLSCAN', direction: 'forward' });
    expect(scan.executionStats).toMatchObject({ nReturned: 0, totalDocsExamined: 600 });
    const byId = await indexed.find({ _id: 5 }).explain('queryPlanner');
    expect(byId.queryPlanner.winningPlan).toMatchObject({ stage: 'IDHACK' });
    const sorted = await indexed.find({ nothing: { $exists: false } }).sort({ w: 1 }).explain('queryPlanner');
    expect(stagesOf(sorted.queryPlanner.winningPlan as Document)).toEqual(['SORT', 'COLLSCAN']);
  });

  it('explains count, delete, update, findAndModify and aggregate without writing', async () => {
    for (const command of [
      { count: 'indexed', query: { status: 'done' } },
      { delete: 'indexed', deletes: [{ q: { status: 'done' }, limit: 0 }] },
      { update: 'indexed', updates: [{ q: { userId: 'u1' }, u: { $set: { touched: true } }, multi: true }] },
      { findAndModify: 'indexed', query: { status: 'queued' }, sort: { leaseUntil: 1 }, update: { $set: { touched: true } } },
      { aggregate: 'indexed', pipeline: [{ $match: { at: { $lt: day(3) } } }, { $sort: { at: -1 } }], cursor: {} },
    ]) {
      const explained = await db.command({ explain: command, verbosity: 'queryPlanner' });
      expect(accessStage(explained.queryPlanner.winningPlan as Document).stage).toBe('IXSCAN');
    }
    expect(await indexed.countDocuments({ touched: true })).toBe(0);
    expect(await indexed.countDocuments({ status: 'done' })).toBe(200);
    const viaDriver = await indexed.aggregate([{ $match: { userId: 'u4' } }]).explain('queryPlanner');
    expect(accessStage(viaDriver.queryPlanner.winningPlan as Document)).toMatchObject({ indexName: 'by_user' });
  });

  it('keeps a cursor over an index scan right while documents change between batches', async () => {
    const cursor = indexed.find({ at: { $gte: day(0) } }, { batchSize: 10 }).sort({ at: 1 });
    const seen: number[] = [];
    for await (const doc of cursor) {
      seen.push(doc._id as number);
      if (seen.length === 10) await indexed.updateMany({ at: day(39) }, { $set: { late: true } });
    }
    expect(new Set(seen).size).toBe(600);
  });
});

describe('TTL expiry', () => {
  it('visits only expired documents, in the TTL index order', () => {
    const catalog = new Catalog();
    const collection = catalog.create('app', 'sessions', {});
    collection.createIndex({ key: { expiresAt: 1 }, name: 'ttl', expireAfterSeconds: 0 });
    const now = Date.UTC(2026, 5, 1);
    for (let i = 0; i < 5000; i++) {
      collection.insert({ _id: i, expiresAt: new Date(now + (i < 7 ? -1000 * (i + 1) : 60_000 + i)) });
    }
    collection.insert({ _id: 'no-date', expiresAt: 'soon' });
    collection.insert({ _id: 'array', expiresAt: [new Date(now + 10_000_000), new Date(now - 5)] });
    let reads = 0;
    const get = collection.docs.get.bind(collection.docs);
    collection.docs.get = (key: string) => {
      reads += 1;
      return get(key);
    };
    const values = collection.docs.values.bind(collection.docs);
    collection.docs.values = () => {
      throw new Error('the TTL sweep must not walk the collection');
    };
    const expired = collection.expiredDocuments(now).map((doc) => doc._id);
    collection.docs.values = values;
    expect(expired.sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 'array'].sort());
    expect(reads).toBe(8);
  });
});
