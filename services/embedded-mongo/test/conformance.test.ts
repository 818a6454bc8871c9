/**
 * Runs each supported operation through the official driver and checks results and error codes.
 * Always against the embedded server; also against a real MongoDB when MONGODB_TEST_URI is set,
 * which is how the expectations here are kept honest.
 */
import { Double, Int32, Long, MongoServerError, ObjectId, type Db, type MongoClient, type UpdateFilter } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';
import { connect, uniqueDbName, waitFor } from './helpers';

/** Test documents use all kinds of _id values; the driver's default typing wants ObjectIds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
/** The driver's update typings reject array operators on an untyped schema. */
const ops = (spec: object) => spec as UpdateFilter<Loose>;

interface Target {
  label: string;
  embedded: boolean;
  start(): Promise<{ uri: string; stop(): Promise<void> }>;
}

const targets: Target[] = [
  {
    label: 'embedded',
    embedded: true,
    start: () => startEmbeddedMongo({ port: 0, memory: true, ttlSweepMs: 50 }),
  },
];
if (process.env.MONGODB_TEST_URI) {
  const uri = process.env.MONGODB_TEST_URI;
  targets.push({ label: 'real MongoDB', embedded: false, start: async () => ({ uri, stop: async () => undefined }) });
}

/**
 * The code of a failed raw write command, whether the server reports it for the whole command
 * (ok: 0) or for the statement (writeErrors), which differs between validation stages.
 */
async function writeCommandErrorCode(promise: Promise<Record<string, unknown>>): Promise<number | undefined> {
  try {
    const reply = await promise;
    return (reply.writeErrors as { code: number }[] | undefined)?.[0]?.code;
  } catch (error) {
    if (error instanceof MongoServerError) return error.code as number;
    throw error;
  }
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

describe.each(targets)('conformance: $label', (target) => {
  let server: { uri: string; stop(): Promise<void> } | EmbeddedMongo;
  let client: MongoClient;
  let db: Db;
  const events: string[] = [];
  const collection = (name: string) => db.collection<Loose>(name);

  beforeAll(async () => {
    server = await target.start();
    client = await connect(server.uri, { monitorCommands: true });
    client.on('commandStarted', (event) => events.push(event.commandName));
    db = client.db(uniqueDbName('conformance'));
  });

  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
    await server.stop();
  });

  describe('handshake and admin commands', () => {
    it('answers hello, isMaster, ping and buildInfo', async () => {
      const hello = await db.admin().command({ hello: 1 });
      expect(hello).toMatchObject({ isWritablePrimary: true, ok: 1 });
      expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
      expect(hello.maxBsonObjectSize).toBe(16 * 1024 * 1024);
      const legacy = await db.admin().command({ isMaster: 1 });
      expect(legacy.ismaster).toBe(true);
      await expect(db.command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
      const info = await db.admin().command({ buildInfo: 1 });
      expect(typeof info.version).toBe('string');
    });

    it('rejects an unknown command with CommandNotFound', async () => {
      const error = await serverError(db.command({ noSuchCommand: 1 }));
      expect(error.code).toBe(59);
      expect(error.codeName).toBe('CommandNotFound');
      expect(error.message).toContain("no such command: 'noSuchCommand'");
    });

    it('ends sessions without complaint', async () => {
      const session = client.startSession();
      await collection('sessions').insertOne({ a: 1 }, { session });
      await session.endSession();
      await expect(db.admin().command({ endSessions: [session.id] })).resolves.toMatchObject({ ok: 1 });
    });
  });

  describe('insert and find', () => {
    const docs = Array.from({ length: 30 }, (_, i) => ({
      _id: i,
      name: `user${String(i).padStart(2, '0')}`,
      group: i % 3,
      tags: i % 2 === 0 ? ['even', 'x'] : ['odd'],
      nested: { score: i * 10, label: `l${i}` },
      at: new Date(Date.UTC(2024, 0, 1 + i)),
    }));

    beforeAll(async () => {
      await collection('people').insertMany(docs);
    });

    it('round-trips documents with BSON types', async () => {
      const id = new ObjectId();
      const doc = {
        _id: id,
        when: new Date('2024-05-06T07:08:09.010Z'),
        int: new Int32(7),
        double: new Double(2),
        fraction: 2.5,
        long: Long.fromNumber(5),
        big: Long.fromString('9007199254740993'),
        nested: { list: [1, 'two', { three: new Double(3) }] },
        nothing: null,
        flag: true,
      };
      await collection('types').insertOne(doc);
      const raw = await collection('types').findOne({ _id: id }, { promoteValues: false, promoteLongs: false });
      expect(raw).not.toBeNull();
      const typeOf = (value: unknown) => (value as { _bsontype?: string })._bsontype;
      expect(typeOf(raw?.int)).toBe('Int32');
      expect(typeOf(raw?.double)).toBe('Double');
      expect(typeOf(raw?.fraction)).toBe('Double');
      expect(typeOf(raw?.long)).toBe('Long');
      expect(String(raw?.big)).toBe('9007199254740993');
      expect(typeOf((raw?.nested.list as unknown[])[2] && (raw?.nested.list[2] as { three: unknown }).three)).toBe('Double');
      const promoted = await collection('types').findOne({ _id: id });
      expect(promoted).toMatchObject({ when: doc.when, int: 7, double: 2, fraction: 2.5, long: 5, nothing: null, flag: true });
      expect(promoted?._id.equals(id)).toBe(true);
    });

    it('finds by ObjectId, dotted paths, arrays and operators', async () => {
      const people = collection('people');
      expect(await people.countDocuments({ tags: 'even' })).toBe(15);
      expect(await people.countDocuments({ 'nested.score': { $gte: 100, $lt: 200 } })).toBe(10);
      expect(await people.countDocuments({ $or: [{ group: 0 }, { name: /^user0/ }] })).toBe(16);
      expect(await people.countDocuments({ _id: { $in: [1, 2, 99] } })).toBe(2);
      expect(await people.countDocuments({ at: { $gte: new Date(Date.UTC(2024, 0, 20)) } })).toBe(11);
      expect(await people.countDocuments({ missing: { $exists: false }, group: { $ne: 1 } })).toBe(20);
      expect(await people.countDocuments({ tags: { $elemMatch: { $eq: 'x' } } })).toBe(15);
      expect(await people.countDocuments({ name: { $regex: 'USER1', $options: 'i' } })).toBe(10);
    });

    it('sorts, skips, limits and projects', async () => {
      const page = await db
        .collection('people')
        .find({ group: 1 }, { projection: { name: 1, 'nested.score': 1 } })
        .sort({ 'nested.score': -1 })
        .skip(2)
        .limit(3)
        .toArray();
      expect(page).toEqual([
        { _id: 22, name: 'user22', nested: { score: 220 } },
        { _id: 19, name: 'user19', nested: { score: 190 } },
        { _id: 16, name: 'user16', nested: { score: 160 } },
      ]);
      const excluded = await collection('people').findOne({ _id: 3 }, { projection: { tags: 0, 'nested.label': 0, at: 0 } });
      expect(excluded).toEqual({ _id: 3, name: 'user03', group: 0, nested: { score: 30 } });
      const noId = await collection('people').findOne({ _id: 3 }, { projection: { _id: 0, name: 1 } });
      expect(noId).toEqual({ name: 'user03' });
      // The exclusion above must not have changed the stored document.
      expect((await collection('people').findOne({ _id: 3 }))?.nested).toEqual({ score: 30, label: 'l3' });
      const multi = await collection('people').find({}).sort({ group: 1, _id: -1 }).limit(4).toArray();
      expect(multi.map((d) => d._id)).toEqual([27, 24, 21, 18]);
    });

    it('iterates with getMore and batchSize, and kills cursors', async () => {
      events.length = 0;
      const all = await collection('people').find({}).batchSize(7).toArray();
      expect(all).toHaveLength(30);
      expect(all.map((d) => d._id)).toEqual(docs.map((d) => d._id));
      expect(events.filter((name) => name === 'getMore')).toHaveLength(4);

      events.length = 0;
      const cursor = collection('people').find({}).batchSize(5);
      await cursor.next();
      await cursor.close();
      expect(events).toContain('killCursors');
      const error = await serverError(
        db.command({ getMore: Long.fromNumber(123456789), collection: 'people' }),
      );
      expect(error.code).toBe(43);
    });

    it('rejects unknown query operators with BadValue', async () => {
      const error = await serverError(collection('people').find({ a: { $nope: 1 } }).toArray());
      expect(error.code).toBe(2);
      expect(error.message).toContain('unknown operator: $nope');
    });
  });

  describe('update', () => {
    it('applies update operators', async () => {
      const coll = collection('updates');
      await coll.insertOne({ _id: 1, a: 1, b: 'x', list: [1, 2, 3], set: [1], n: 5, old: 'o', m: 2 });
      const result = await coll.updateOne(
        { _id: 1 },
        ops({
          $set: { b: 'y', 'deep.field': true },
          $unset: { old: '' },
          $inc: { a: 2, created: 1 },
          $mul: { m: 3 },
          $min: { n: 3 },
          $push: { list: { $each: [4, 5], $slice: -4 } },
          $addToSet: { set: { $each: [1, 2, 2] } },
          $currentDate: { touched: true },
        }),
      );
      expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
      const doc = await coll.findOne({ _id: 1 });
      expect(doc).toMatchObject({ a: 3, b: 'y', deep: { field: true }, created: 1, m: 6, n: 3, list: [2, 3, 4, 5], set: [1, 2] });
      expect(doc).not.toHaveProperty('old');
      expect(doc?.touched).toBeInstanceOf(Date);

      await coll.updateOne({ _id: 1 }, ops({ $pull: { list: { $gte: 4 } }, $pop: { set: 1 }, $rename: { b: 'renamed' }, $max: { n: 10 } }));
      expect(await coll.findOne({ _id: 1 }, { projection: { list: 1, set: 1, renamed: 1, b: 1, n: 1 } })).toEqual({
        _id: 1,
        list: [2, 3],
        set: [1],
        renamed: 'y',
        n: 10,
      });
    });

    it('reports matched but not modified when nothing changes', async () => {
      const coll = collection('noop');
      await coll.insertOne({ _id: 1, a: 1 });
      expect(await coll.updateOne({ _id: 1 }, { $set: { a: 1 } })).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
      expect(await coll.updateOne({ _id: 2 }, { $set: { a: 1 } })).toMatchObject({ matchedCount: 0, modifiedCount: 0 });
    });

    it('updates many, replaces, and upserts with $setOnInsert', async () => {
      const coll = collection('many');
      await coll.insertMany([{ k: 1, v: 0 }, { k: 1, v: 0 }, { k: 2, v: 0 }]);
      expect(await coll.updateMany({ k: 1 }, { $inc: { v: 1 } })).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
      expect(await coll.countDocuments({ v: 1 })).toBe(2);

      const replaced = await coll.replaceOne({ k: 2 }, { k: 2, replaced: true });
      expect(replaced.modifiedCount).toBe(1);
      expect(await coll.findOne({ k: 2 }, { projection: { _id: 0 } })).toEqual({ k: 2, replaced: true });

      const upsert = await coll.updateOne(
        { email: 'new@example.com', 'profile.plan': 'free' },
        { $set: { visits: 1 }, $setOnInsert: { createdBy: 'upsert' } },
        { upsert: true },
      );
      expect(upsert).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
      expect(upsert.upsertedId).toBeInstanceOf(ObjectId);
      expect(await coll.findOne({ _id: upsert.upsertedId! }, { projection: { _id: 0 } })).toEqual({
        email: 'new@example.com',
        profile: { plan: 'free' },
        visits: 1,
        createdBy: 'upsert',
      });
      // A second upsert matches: $setOnInsert does not apply.
      await coll.updateOne({ email: 'new@example.com' }, { $set: { visits: 2 }, $setOnInsert: { createdBy: 'again' } }, { upsert: true });
      expect(await coll.findOne({ email: 'new@example.com' })).toMatchObject({ visits: 2, createdBy: 'upsert' });

      const withId = await coll.updateOne({ _id: 'chosen' }, { $set: { a: 1 } }, { upsert: true });
      expect(withId.upsertedId).toBe('chosen');
    });

    it('answers update errors with the server codes', async () => {
      const coll = collection('update_errors');
      await coll.insertOne({ _id: 1, text: 'abc', n: 1 });
      expect((await serverError(coll.updateOne({ _id: 1 }, { $inc: { text: 1 } }))).code).toBe(14);
      expect((await serverError(coll.updateOne({ _id: 1 }, { $inc: { n: 'x' as unknown as number } }))).code).toBe(14);
      expect((await serverError(coll.updateOne({ _id: 1 }, { $set: { _id: 2 } }))).code).toBe(66);
      expect((await serverError(coll.updateOne({ _id: 1 }, { $set: { n: 2 }, $inc: { n: 1 } }))).code).toBe(40);
      expect((await serverError(coll.replaceOne({ _id: 1 }, { _id: 2, text: 'b' }))).code).toBe(66);
      expect(await writeCommandErrorCode(db.command({ update: 'update_errors', updates: [{ q: {}, u: { $bogus: { a: 1 } } }] }))).toBe(9);
      // Setting _id to its current value is allowed.
      await expect(coll.updateOne({ _id: 1 }, { $set: { _id: 1, n: 5 } })).resolves.toMatchObject({ modifiedCount: 1 });
    });
  });

  describe('update forms', () => {
    it('supports pipeline updates, arrayFilters, positional $ and bulkWrite', async () => {
      const coll = collection('forms');
      await coll.insertOne({ _id: 1, a: 2, b: 3, grades: [{ g: 50 }, { g: 90 }, { g: 40 }] });
      await coll.updateOne({ _id: 1 }, [{ $set: { sum: { $add: ['$a', '$b'] } } }, { $unset: 'b' }]);
      expect(await coll.findOne({ _id: 1 }, { projection: { grades: 0 } })).toEqual({ _id: 1, a: 2, sum: 5 });
      await coll.updateOne({ _id: 1 }, { $set: { 'grades.$[low].g': 60 } }, { arrayFilters: [{ 'low.g': { $lt: 60 } }] });
      await coll.updateOne({ _id: 1, 'grades.g': 90 }, { $inc: { 'grades.$.g': 5 } });
      expect((await coll.findOne({ _id: 1 }))?.grades).toEqual([{ g: 60 }, { g: 95 }, { g: 60 }]);

      const result = await coll.bulkWrite([
        { insertOne: { document: { _id: 2, v: 1 } } },
        { updateOne: { filter: { _id: 2 }, update: { $inc: { v: 1 } } } },
        { replaceOne: { filter: { _id: 3 }, replacement: { v: 10 }, upsert: true } },
        { deleteOne: { filter: { _id: 1 } } },
      ]);
      expect(result).toMatchObject({ insertedCount: 1, modifiedCount: 1, upsertedCount: 1, deletedCount: 1 });
      expect(await coll.find({}).sort({ _id: 1 }).toArray()).toEqual([{ _id: 2, v: 2 }, { _id: 3, v: 10 }]);
    });

    it('takes _id from $setOnInsert when an upsert inserts', async () => {
      const coll = collection('forms_upsert');
      await coll.updateOne({ key: 'a' }, { $setOnInsert: { _id: 'chosen-id' }, $set: { n: 1 } }, { upsert: true });
      expect(await coll.findOne({ key: 'a' })).toEqual({ _id: 'chosen-id', key: 'a', n: 1 });
    });

    it('accepts unacknowledged writes', async () => {
      const coll = collection('w0');
      await coll.insertOne({ _id: 'quiet' }, { writeConcern: { w: 0 } });
      await waitFor(async () => (await coll.countDocuments({ _id: 'quiet' })) === 1);
    });
  });

  describe('delete', () => {
    it('deletes one or many', async () => {
      const coll = collection('deletes');
      await coll.insertMany([{ g: 1 }, { g: 1 }, { g: 1 }, { g: 2 }]);
      expect((await coll.deleteOne({ g: 1 })).deletedCount).toBe(1);
      expect((await coll.deleteMany({ g: 1 })).deletedCount).toBe(2);
      expect((await coll.deleteMany({ g: 3 })).deletedCount).toBe(0);
      expect(await coll.countDocuments()).toBe(1);
      expect(await writeCommandErrorCode(db.command({ delete: 'deletes', deletes: [{ q: {}, limit: 5 }] }))).toBe(9);
      expect(await coll.countDocuments()).toBe(1);
    });
  });

  describe('findAndModify', () => {
    it('returns the document before or after, sorted and projected', async () => {
      const coll = collection('fam');
      await coll.insertMany([
        { _id: 1, queue: 'a', priority: 1, state: 'new' },
        { _id: 2, queue: 'a', priority: 5, state: 'new' },
        { _id: 3, queue: 'b', priority: 9, state: 'new' },
      ]);
      const before = await coll.findOneAndUpdate(
        { queue: 'a', state: 'new' },
        { $set: { state: 'taken' } },
        { sort: { priority: -1 }, projection: { state: 1 } },
      );
      expect(before).toEqual({ _id: 2, state: 'new' });
      const after = await coll.findOneAndUpdate({ queue: 'a', state: 'new' }, { $set: { state: 'taken' } }, { returnDocument: 'after' });
      expect(after).toMatchObject({ _id: 1, state: 'taken' });
      expect(await coll.findOneAndUpdate({ queue: 'a', state: 'new' }, { $set: { state: 'x' } })).toBeNull();
    });

    it('upserts, replaces and removes', async () => {
      const coll = collection('fam2');
      const created = await coll.findOneAndUpdate(
        { key: 'k' },
        { $inc: { count: 1 }, $setOnInsert: { first: true } },
        { upsert: true, returnDocument: 'after', includeResultMetadata: true },
      );
      expect(created.value).toMatchObject({ key: 'k', count: 1, first: true });
      expect(created.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
      expect(created.lastErrorObject?.upserted).toBeInstanceOf(ObjectId);
      const before = await coll.findOneAndUpdate({ key: 'k' }, { $inc: { count: 1 } }, { upsert: true, returnDocument: 'before' });
      expect(before).toMatchObject({ count: 1 });
      const replaced = await coll.findOneAndReplace({ key: 'k' }, { key: 'k', count: 100 }, { returnDocument: 'after' });
      expect(replaced).toMatchObject({ key: 'k', count: 100 });
      expect(replaced).not.toHaveProperty('first');
      const removed = await coll.findOneAndDelete({ key: 'k' });
      expect(removed).toMatchObject({ count: 100 });
      expect(await coll.countDocuments()).toBe(0);
      const error = await serverError(db.command({ findAndModify: 'fam2', query: {}, remove: true, update: { $set: { a: 1 } } }));
      expect(error.code).toBe(9);
    });
  });

  describe('count, distinct and aggregate', () => {
    beforeAll(async () => {
      await collection('orders').insertMany([
        { customer: 'ann', total: 10, items: ['pen', 'ink'], status: 'paid' },
        { customer: 'bob', total: 25, items: ['pad'], status: 'paid' },
        { customer: 'ann', total: 5, items: ['pen'], status: 'open' },
        { customer: 'cid', total: 40, items: [], status: 'paid' },
      ]);
      await collection('customers').insertMany([
        { _id: 'ann', city: 'Oslo' },
        { _id: 'bob', city: 'Rome' },
      ]);
    });

    it('counts with skip and limit', async () => {
      const orders = collection('orders');
      expect(await orders.countDocuments({ status: 'paid' })).toBe(3);
      expect(await orders.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
      expect(await orders.estimatedDocumentCount()).toBe(4);
      expect(await db.command({ count: 'orders', query: { customer: 'ann' } })).toMatchObject({ n: 2, ok: 1 });
      expect(await db.command({ count: 'no_such_collection' })).toMatchObject({ n: 0, ok: 1 });
    });

    it('returns distinct values, flattening arrays', async () => {
      const orders = collection('orders');
      expect((await orders.distinct('customer')).sort()).toEqual(['ann', 'bob', 'cid']);
      expect((await orders.distinct('items', { status: 'paid' })).sort()).toEqual(['ink', 'pad', 'pen']);
    });

    it('runs $match, $group, $sort, $skip, $limit, $project and $count', async () => {
      const orders = collection('orders');
      const totals = await orders
        .aggregate([
          { $match: { status: { $in: ['paid', 'open'] } } },
          { $group: { _id: '$customer', sum: { $sum: '$total' }, orders: { $sum: 1 } } },
          { $sort: { sum: -1 } },
          { $skip: 1 },
          { $limit: 2 },
          { $project: { _id: 0, customer: '$_id', sum: 1, big: { $gt: ['$sum', 20] } } },
        ])
        .toArray();
      expect(totals).toEqual([
        { sum: 25, customer: 'bob', big: true },
        { sum: 15, customer: 'ann', big: false },
      ]);
      expect(await orders.aggregate([{ $match: { total: { $gt: 5 } } }, { $count: 'n' }]).toArray()).toEqual([{ n: 3 }]);
      const joined = await orders
        .aggregate([
          { $match: { customer: 'bob' } },
          { $lookup: { from: 'customers', localField: 'customer', foreignField: '_id', as: 'who' } },
          { $project: { _id: 0, city: { $first: '$who.city' } } },
        ])
        .toArray();
      expect(joined).toEqual([{ city: 'Rome' }]);
      // $project/$unset must not have touched the stored documents.
      expect(await orders.countDocuments({ total: { $exists: true } })).toBe(4);
    });

    it('returns aggregate results through a cursor', async () => {
      const docs = await collection('orders').aggregate([{ $sort: { total: 1 } }], { batchSize: 1 }).toArray();
      expect(docs.map((d) => d.total)).toEqual([5, 10, 25, 40]);
    });

    it('rejects an unknown stage', async () => {
      const error = await serverError(collection('orders').aggregate([{ $noSuchStage: {} }]).toArray());
      expect(error.code).toBe(40324);
    });
  });

  describe('indexes', () => {
    it('enforces unique indexes with E11000 errors shaped like the server', async () => {
      const coll = collection('unique_users');
      const name = await coll.createIndex({ email: 1 }, { unique: true });
      expect(name).toBe('email_1');
      await coll.insertOne({ email: 'a@example.com' });
      const error = await serverError(coll.insertOne({ email: 'a@example.com' }));
      expect(error.code).toBe(11000);
      expect(error.message).toBe(
        `E11000 duplicate key error collection: ${db.databaseName}.unique_users index: email_1 dup key: { email: "a@example.com" }`,
      );
      expect(error.keyPattern).toEqual({ email: 1 });
      expect(error.keyValue).toEqual({ email: 'a@example.com' });

      await coll.insertOne({ email: 'b@example.com' });
      const updateError = await serverError(coll.updateOne({ email: 'b@example.com' }, { $set: { email: 'a@example.com' } }));
      expect(updateError.code).toBe(11000);
      expect(await coll.countDocuments({ email: 'b@example.com' })).toBe(1);

      const famError = await serverError(coll.findOneAndUpdate({ email: 'b@example.com' }, { $set: { email: 'a@example.com' } }));
      expect(famError.code).toBe(11000);
      expect(famError.keyValue).toEqual({ email: 'a@example.com' });
    });

    it('reports duplicate _id and keeps going when unordered', async () => {
      const coll = collection('ids');
      await coll.insertOne({ _id: 'x' as unknown as ObjectId });
      const error = await serverError(
        coll.insertMany([{ _id: 'y' }, { _id: 'x' }, { _id: 'z' }] as unknown as { _id: ObjectId }[], { ordered: false }),
      );
      expect(error.code).toBe(11000);
      expect(error.message).toContain('index: _id_ dup key: { _id: "x" }');
      expect(await coll.countDocuments()).toBe(3);
    });

    it('treats 1 and 1.0 as the same key, and compound keys as tuples', async () => {
      const coll = collection('numeric_keys');
      await coll.createIndex({ n: 1 }, { unique: true });
      await coll.insertOne({ n: new Int32(1) });
      expect((await serverError(coll.insertOne({ n: new Double(1) }))).code).toBe(11000);
      expect((await serverError(coll.insertOne({ n: Long.fromNumber(1) }))).code).toBe(11000);

      const pairs = collection('pairs');
      await pairs.createIndex({ a: 1, b: -1 }, { unique: true, name: 'pair' });
      await pairs.insertMany([{ a: 1, b: 'x' }, { a: 1, b: 'y' }]);
      const error = await serverError(pairs.insertOne({ a: 1, b: 'x' }));
      expect(error.message).toContain('index: pair dup key: { a: 1, b: "x" }');
      expect(error.keyPattern).toEqual({ a: 1, b: -1 });
    });

    it('supports sparse and partial unique indexes', async () => {
      const sparse = collection('sparse');
      await sparse.createIndex({ code: 1 }, { unique: true, sparse: true });
      await sparse.insertMany([{ other: 1 }, { other: 2 }, { code: 'a' }]);
      expect((await serverError(sparse.insertOne({ code: 'a' }))).code).toBe(11000);

      const partial = collection('partial');
      await partial.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
      await partial.insertMany([{ email: 'a', active: false }, { email: 'a', active: false }, { email: 'a', active: true }]);
      expect((await serverError(partial.insertOne({ email: 'a', active: true }))).code).toBe(11000);
    });

    it('fails to build a unique index over duplicates', async () => {
      const coll = collection('dupes');
      await coll.insertMany([{ k: 1 }, { k: 1 }]);
      expect((await serverError(coll.createIndex({ k: 1 }, { unique: true }))).code).toBe(11000);
      expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    });

    it('lists and drops indexes', async () => {
      const coll = collection('indexed');
      await coll.createIndexes([{ key: { a: 1 } }, { key: { b: -1 }, name: 'b_desc', unique: true }]);
      // Creating the same index again is a no-op.
      await coll.createIndex({ a: 1 });
      const indexes = await coll.listIndexes().toArray();
      expect(indexes.map((i) => i.name)).toEqual(['_id_', 'a_1', 'b_desc']);
      expect(indexes[2]).toMatchObject({ key: { b: -1 }, unique: true });
      await coll.dropIndex('a_1');
      expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'b_desc']);
      expect((await serverError(coll.dropIndex('nope'))).code).toBe(27);
      expect((await serverError(coll.dropIndex('_id_'))).code).toBe(72);
      await coll.dropIndexes();
      expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
      const conflict = await serverError(coll.createIndex({ c: 1 }, { name: 'b_desc' }).then(() => coll.createIndex({ d: 1 }, { name: 'b_desc' })));
      expect(conflict.code).toBe(86);
      expect((await serverError(collection('never_created').listIndexes().toArray())).code).toBe(26);
    });

    it('uses a secondary index for equality lookups', async () => {
      const coll = collection('lookup');
      await coll.createIndex({ email: 1 });
      await coll.insertMany(Array.from({ length: 50 }, (_, i) => ({ email: `u${i % 10}@x`, i })));
      expect(await coll.countDocuments({ email: 'u3@x' })).toBe(5);
      expect(await coll.countDocuments({ email: 'u3@x', i: { $gt: 20 } })).toBe(3);
    });

    (target.embedded ? it : it.skip)('expires documents through a TTL index', async () => {
      // A real server's TTL monitor runs once a minute: only the embedded one is checked here.
      const coll = collection('ttl');
      await coll.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
      await coll.insertMany([
        { _id: 'old', expiresAt: new Date(Date.now() - 1000) },
        { _id: 'future', expiresAt: new Date(Date.now() + 3_600_000) },
        { _id: 'no-date', expiresAt: 'not a date' },
      ]);
      await waitFor(async () => (await coll.countDocuments({ _id: 'old' } as object)) === 0);
      expect((await coll.find({}).toArray()).map((d) => d._id).sort()).toEqual(['future', 'no-date']);
      expect((await coll.listIndexes().toArray())[1]).toMatchObject({ expireAfterSeconds: 0 });
    });
  });

  describe('strictness as in MongoDB 7.0', () => {
    it('refuses to create a field under null, a scalar or inside an array (PathNotViable, 28)', async () => {
      await collection('viable').insertOne({ _id: 1, a: null, n: 5, list: [1, 2], sub: { x: 1 } });
      for (const update of [{ $set: { 'a.b': 1 } }, { $inc: { 'n.b': 1 } }, { $set: { 'list.x': 1 } }, { $setOnInsert: { 'a.b': 1 }, $set: { 'a.c': 1 } }]) {
        const error = await serverError(collection('viable').updateOne({ _id: 1 }, update));
        expect(error.code).toBe(28);
      }
      expect((await serverError(collection('viable').updateOne({ _id: 1 }, { $set: { 'a.b': 1 } }))).message).toBe(
        "Cannot create field 'b' in element {a: null}",
      );
      // Paths that can be created still work: a missing parent, an embedded document, an array index.
      await collection('viable').updateOne({ _id: 1 }, { $set: { 'new.b': 1, 'sub.y': 2, 'list.3': 4 } });
      expect(await collection('viable').findOne({ _id: 1 })).toEqual({
        _id: 1, a: null, n: 5, list: [1, 2, null, 4], sub: { x: 1, y: 2 }, new: { b: 1 },
      });
    });

    it('refuses sort on an update statement, as 7.0 does (8.0 added it)', async () => {
      await collection('sorted').insertMany([{ _id: 1, k: 1 }, { _id: 2, k: 1 }]);
      const code = await writeCommandErrorCode(
        db.command({ update: 'sorted', updates: [{ q: { k: 1 }, u: { $set: { hit: true } }, sort: { _id: -1 } }] }),
      );
      expect(code).toBe(40415);
      expect(await collection('sorted').countDocuments({ hit: true })).toBe(0);
    });

    it('keeps _id through pipeline updates that drop it', async () => {
      await collection('pipe').insertOne({ _id: 7, a: 1, b: 2 });
      await collection('pipe').updateOne({ _id: 7 }, [{ $project: { _id: 0, a: 1 } }]);
      expect(await collection('pipe').findOne({ _id: 7 })).toEqual({ _id: 7, a: 1 });
      await collection('pipe').updateOne({ _id: 7 }, [{ $replaceWith: { c: 3 } }]);
      expect(await collection('pipe').findOne({ _id: 7 })).toEqual({ _id: 7, c: 3 });
    });

    it("refuses '$'-prefixed field names inside _id", async () => {
      const error = await serverError(collection('dollar').insertOne({ _id: { $gt: 1 } }));
      expect(error.code).toBe(52);
      expect(error.message).toMatch(/_id fields may not contain '\$'-prefixed fields: \$gt is not valid for storage/);
      expect(await collection('dollar').countDocuments()).toBe(0);
    });
  });

  (target.embedded ? describe : describe.skip)('features the embedded server refuses loudly', () => {
    it('answers CommandNotSupported instead of silently ignoring them', async () => {
      expect((await serverError(db.createCollection('view', { viewOn: 'orders', pipeline: [] }))).code).toBe(115);
      expect((await serverError(collection('orders').aggregate([{ $out: 'copy' }]).toArray())).code).toBe(115);
      expect((await serverError(collection('places').createIndex({ at: '2dsphere' }))).code).toBe(115);
      const session = client.startSession();
      session.startTransaction();
      const error = await serverError(collection('tx').insertOne({ a: 1 }, { session }));
      // The driver rewrites a standalone server's code 20 exactly like this for a real mongod.
      expect(error.message).toMatch(/does not support retryable writes/);
      expect((error as unknown as { originalError: { code: number } }).originalError.code).toBe(20);
      await session.abortTransaction().catch(() => undefined);
      await session.endSession();
    });

    it("refuses 'let' and collations other than simple instead of ignoring them", async () => {
      await collection('opts').insertMany([{ _id: 1, name: 'a' }, { _id: 2, name: 'A' }]);
      const caseless = { locale: 'en', strength: 2 };
      expect((await serverError(collection('opts').find({ name: 'a' }, { collation: caseless }).toArray())).code).toBe(115);
      expect((await serverError(collection('opts').updateMany({ name: 'a' }, { $set: { x: 1 } }, { collation: caseless }))).code).toBe(115);
      expect((await serverError(collection('opts').deleteMany({ name: 'a' }, { collation: caseless }))).code).toBe(115);
      expect((await serverError(collection('opts').find({ $expr: { $eq: ['$name', '$$n'] } }, { let: { n: 'a' } }).toArray())).code).toBe(115);
      expect((await serverError(collection('opts').aggregate([{ $match: {} }], { let: { n: 1 } }).toArray())).code).toBe(115);
      expect(await collection('opts').countDocuments({ x: 1 })).toBe(0);
      expect(await collection('opts').find({ name: 'a' }, { collation: { locale: 'simple' } }).toArray()).toEqual([{ _id: 1, name: 'a' }]);
    });
  });

  describe('collections and databases', () => {
    it('creates, lists and drops collections', async () => {
      await db.createCollection('explicit');
      // MongoDB 7.0+: creating it again with identical options succeeds.
      await expect(db.createCollection('explicit')).resolves.toBeDefined();
      const listed = await db.listCollections({ name: 'explicit' }).toArray();
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ name: 'explicit', type: 'collection' });
      const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
      expect(names).toContain('explicit');
      expect(names).toContain('people');
      expect(await collection('explicit').drop()).toBe(true);
      expect(await db.listCollections({ name: 'explicit' }).toArray()).toHaveLength(0);
    });

    it('lists and drops databases', async () => {
      const other = client.db(uniqueDbName('conformance_other'));
      await other.collection('c').insertOne({ a: 1 });
      const { databases } = await client.db('admin').command({ listDatabases: 1, nameOnly: true });
      const names = (databases as { name: string }[]).map((d) => d.name);
      expect(names).toEqual(expect.arrayContaining([db.databaseName, other.databaseName]));
      await other.dropDatabase();
      const after = await client.db('admin').command({ listDatabases: 1, nameOnly: true });
      expect((after.databases as { name: string }[]).map((d) => d.name)).not.toContain(other.databaseName);
      expect((await serverError(db.command({ listDatabases: 1 }))).code).toBe(13);
    });
  });
});
