/**
 * What a standalone mongod refuses is refused here too, with its codes and messages; and the
 * commands a driver's test runner relies on (getParameter, $bsonSize) answer as mongod does.
 * Against a real standalone too when MONGODB_TEST_URI is set.
 */
import { MongoServerError, type Collection, type Db, type MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';
import { connect, uniqueDbName } from './helpers';

/** Test documents use numeric _ids. */
interface NumberedDoc {
  _id: number;
  [field: string]: unknown;
}

async function serverError(promise: Promise<unknown>): Promise<MongoServerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MongoServerError) return error;
    throw error;
  }
  throw new Error('expected a server error');
}

const realUri = process.env.MONGODB_TEST_URI;
const targets = [{ label: 'embedded', uri: undefined as string | undefined }, ...(realUri ? [{ label: 'real MongoDB', uri: realUri }] : [])];

describe.each(targets)('standalone refusals: $label', ({ uri }) => {
  let stop: () => Promise<void> = async () => undefined;
  let client: MongoClient;
  let db: Db;
  const coll = (): Collection<NumberedDoc> => db.collection<NumberedDoc>('c');

  beforeAll(async () => {
    let target = uri;
    if (!target) {
      const server = await startEmbeddedMongo({ port: 0, memory: true });
      stop = () => server.stop();
      target = server.uri;
    }
    client = await connect(target);
    db = client.db(uniqueDbName('refusals'));
    await coll().insertMany([{ _id: 1, a: 1 }, { _id: 2, a: 2, b: 1 }]);
    await coll().createIndex({ a: 1 });
    await coll().createIndex({ z: 1 }, { sparse: true, name: 'z_sparse' });
  });

  afterAll(async () => {
    await db?.dropDatabase();
    await client?.close();
    await stop();
  });

  test('snapshot and linearizable reads outside a transaction: NotAReplicaSet (123)', async () => {
    for (const level of ['snapshot', 'linearizable']) {
      const error = await serverError(db.command({ find: 'c', filter: {}, readConcern: { level } }));
      expect(error.code).toBe(123);
      expect(error.codeName).toBe('NotAReplicaSet');
      expect(error.message).toBe('node needs to be a replica set member to use read concern');
    }
    const viaDriver = await serverError(db.collection<NumberedDoc>('c', { readConcern: { level: 'snapshot' } }).find({}).toArray());
    expect(viaDriver.code).toBe(123);
    // local, available and majority are what a standalone answers.
    for (const level of ['local', 'available', 'majority']) {
      await expect(db.command({ find: 'c', filter: {}, readConcern: { level } })).resolves.toMatchObject({ ok: 1 });
    }
  });

  test("w > 1 (with or without wtimeout) and a named mode: BadValue, nothing written", async () => {
    for (const writeConcern of [{ w: 2 }, { w: 2, wtimeout: 100 }]) {
      const error = await serverError(coll().insertOne({ _id: 10 }, { writeConcern }));
      expect(error.code).toBe(2);
      expect(error.message).toBe("cannot use 'w' > 1 when a host is not replicated");
    }
    // Any tag name; the driver's types know only 'majority'.
    const named = await serverError(coll().updateOne({ _id: 1 }, { $set: { x: 1 } }, { writeConcern: { w: 'dc2' as 'majority' } }));
    expect(named.code).toBe(2);
    expect(named.message).toBe("cannot use non-majority 'w' mode dc2 when a host is not a member of a replica set");
    expect(await coll().countDocuments({ $or: [{ _id: 10 }, { x: 1 }] })).toBe(0);
    await expect(coll().insertOne({ _id: 11 }, { writeConcern: { w: 'majority', wtimeoutMS: 100 } })).resolves.toMatchObject({ acknowledged: true });
    await coll().deleteOne({ _id: 11 });
  });

  test('explain (and other commands that write nothing) with a write concern: InvalidOptions (72)', async () => {
    const error = await serverError(db.command({ explain: { find: 'c', filter: {} }, writeConcern: { w: 1 } }));
    expect(error.code).toBe(72);
    expect(error.message).toBe('Command does not support writeConcern');
    const find = await serverError(db.command({ find: 'c', filter: {}, writeConcern: { w: 1 } }));
    expect(find.code).toBe(72);
  });

  test('a hint that names no index: BadValue (2) for find and count; an existing one works', async () => {
    const c = coll();
    for (const hint of ['nope_1', { nope: 1 }]) {
      const find = await serverError(c.find({}, { hint }).toArray());
      expect(find.code).toBe(2);
      expect(find.message).toMatch(/hint provided does not correspond to an existing index/);
      const count = await serverError(c.countDocuments({}, { hint }));
      expect(count.code).toBe(2);
      expect((await serverError(db.command({ count: 'c', query: {}, hint }))).code).toBe(2);
    }
    expect(await c.find({}, { hint: 'a_1' }).toArray()).toHaveLength(2);
    expect(await c.find({}, { hint: { a: 1 } }).toArray()).toHaveLength(2);
    expect(await c.find({}, { hint: { $natural: -1 } }).toArray()).toHaveLength(2);
    expect(await c.find({}, { hint: '_id_' }).toArray()).toHaveLength(2);
    // A collection that does not exist has no plan to refuse.
    expect(await db.collection('missing').find({}, { hint: 'nope_1' }).toArray()).toEqual([]);
  });

  test('an update or delete statement whose hint names no index: BadValue (2), nothing changed; an existing one works', async () => {
    const c = coll();
    const before = await c.find({}).sort({ _id: 1 }).toArray();
    for (const hint of ['nope_1', { nope: 1 }]) {
      const update = await serverError(c.updateOne({}, { $set: { hinted: true } }, { hint }));
      expect(update.code).toBe(2);
      expect(update.message).toMatch(/hint provided does not correspond to an existing index/);
      expect((await serverError(c.updateMany({}, { $set: { hinted: true } }, { hint }))).code).toBe(2);
      expect((await serverError(c.deleteOne({}, { hint }))).code).toBe(2);
      expect((await serverError(c.deleteMany({}, { hint }))).code).toBe(2);
    }
    expect(await c.find({}).sort({ _id: 1 }).toArray()).toEqual(before);
    expect((await c.updateMany({}, { $set: { hinted: true } }, { hint: 'a_1' })).matchedCount).toBe(before.length);
    expect((await c.updateMany({}, { $unset: { hinted: '' } }, { hint: { a: 1 } })).matchedCount).toBe(before.length);
    expect((await c.deleteMany({ _id: -1 }, { hint: '_id_' })).deletedCount).toBe(0);
    expect(await c.find({}).sort({ _id: 1 }).toArray()).toEqual(before);
  });

  test('a count hinted to a sparse index counts only the documents the index holds', async () => {
    // Neither document has z: the sparse index is empty, so mongod counts 0 (and finds nothing).
    expect((await db.command({ count: 'c', query: {}, hint: 'z_sparse' })).n).toBe(0);
    expect((await db.command({ count: 'c', query: {}, hint: { z: 1 } })).n).toBe(0);
    expect(await coll().find({}, { hint: 'z_sparse' }).toArray()).toEqual([]);
    expect((await db.command({ count: 'c', query: {} })).n).toBe(2);
  });

  test('getParameter in the forms a driver test runner uses', async () => {
    const admin = client.db('admin');
    const all = await admin.command({ getParameter: '*' });
    expect(all.ok).toBe(1);
    expect(all.featureCompatibilityVersion).toEqual({ version: '7.0' });
    expect(all.authenticationMechanisms).toEqual(expect.any(Array));
    const one = await admin.command({ getParameter: 1, requireApiVersion: 1 });
    expect(one).toMatchObject({ requireApiVersion: false, ok: 1 });
    expect(Object.keys(one).filter((key) => key !== 'ok' && !key.startsWith('$') && key !== 'operationTime')).toEqual(['requireApiVersion']);
    expect((await admin.command({ getParameter: { allParameters: true } })).ok).toBe(1);
    expect((await serverError(admin.command({ getParameter: 1, noSuchParameter: 1 }))).message).toBe('no option found to get');
    expect((await serverError(db.command({ getParameter: '*' }))).code).toBe(13);
  });

  test('$bsonSize gives the BSON size of a document, null for null or missing, 31393 otherwise', async () => {
    const sizes = await db
      .collection('c')
      .aggregate([{ $sort: { _id: 1 } }, { $project: { size: { $bsonSize: '$$ROOT' }, missing: { $bsonSize: '$nope' } } }])
      .toArray();
    // {_id: 1, a: 1}: 4 + (1+4+4) + (1+2+4) + 1 = 21; {_id: 2, a: 2, b: 1}: 28.
    expect(sizes).toEqual([{ _id: 1, size: 21, missing: null }, { _id: 2, size: 28, missing: null }]);
    const matched = await coll().find({ $expr: { $gt: [{ $bsonSize: '$$ROOT' }, 21] } }).toArray();
    expect(matched.map((doc) => doc._id)).toEqual([2]);
    const error = await serverError(coll().aggregate([{ $project: { s: { $bsonSize: '$a' } } }]).toArray());
    expect(error.code).toBe(31393);
  });
});
