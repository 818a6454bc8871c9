/**
 * Capped collections and tailable cursors as a standalone mongod has them: the oldest documents
 * go when `max` or `size` is passed, a tailable cursor finds documents inserted after it ran dry,
 * an awaitData getMore waits for them, and the refusals (no size, tailable on a plain collection,
 * awaitData without tailable, a lost position) carry mongod's codes. Against a real server too
 * when MONGODB_TEST_URI is set.
 */
import { once } from 'node:events';
import { MongoServerError, type CommandStartedEvent, type Db, type MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';
import { connect, uniqueDbName } from './helpers';

interface Item {
  _id: number;
  pad?: string;
}

async function rejection(promise: Promise<unknown>): Promise<MongoServerError> {
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

describe.each(targets)('capped collections and tailable cursors: $label', ({ uri }) => {
  let stop: () => Promise<void> = async () => undefined;
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    let target = uri;
    if (!target) {
      const server = await startEmbeddedMongo({ port: 0, memory: true });
      stop = () => server.stop();
      target = server.uri;
    }
    client = await connect(target, { monitorCommands: true });
    db = client.db(uniqueDbName('capped'));
  });

  afterAll(async () => {
    await db?.dropDatabase();
    await client?.close();
    await stop();
  });

  test('the oldest documents go once max or size is passed', async () => {
    const byCount = await db.createCollection<Item>('by_count', { capped: true, size: 100_000, max: 3 });
    for (const _id of [1, 2, 3, 4, 5]) await byCount.insertOne({ _id });
    expect(await byCount.find().toArray()).toEqual([{ _id: 3 }, { _id: 4 }, { _id: 5 }]);
    const bySize = await db.createCollection<Item>('by_size', { capped: true, size: 4096 });
    for (let _id = 1; _id <= 10; _id++) await bySize.insertOne({ _id, pad: 'x'.repeat(1000) });
    const left = (await bySize.find().toArray()).map((doc) => doc._id);
    expect(left.length).toBeLessThan(10);
    expect(left.at(-1)).toBe(10);
    expect((await rejection(db.createCollection('no_size', { capped: true }))).code).toBe(72);
  });

  test('a tailable cursor finds documents inserted after it ran dry; an empty collection gives no cursor', async () => {
    const coll = await db.createCollection<Item>('tail', { capped: true, size: 100_000 });
    const empty = coll.find({}, { tailable: true });
    expect(await empty.tryNext()).toBeNull();
    expect(empty.id?.isZero()).toBe(true);
    await coll.insertOne({ _id: 1 });
    const cursor = coll.find({}, { tailable: true });
    expect(await cursor.tryNext()).toEqual({ _id: 1 });
    expect(await cursor.tryNext()).toBeNull();
    expect(cursor.closed).toBe(false);
    await coll.insertOne({ _id: 2 });
    expect(await cursor.tryNext()).toEqual({ _id: 2 });
    await cursor.close();
  });

  test('an awaitData getMore waits for a document and returns it when it arrives', async () => {
    const coll = await db.createCollection<Item>('awaited', { capped: true, size: 100_000 });
    await coll.insertOne({ _id: 1 });
    const cursor = coll.find({}, { tailable: true, awaitData: true, maxAwaitTimeMS: 20_000 });
    expect(await cursor.next()).toEqual({ _id: 1 });
    const getMoreSent = (async () => {
      for (;;) {
        const [event] = (await once(client, 'commandStarted')) as [CommandStartedEvent];
        if (event.commandName === 'getMore') return;
      }
    })();
    const started = Date.now();
    const next = cursor.next();
    await getMoreSent;
    await coll.insertOne({ _id: 2 });
    expect(await next).toEqual({ _id: 2 });
    expect(Date.now() - started).toBeLessThan(15_000);
    await cursor.close();
  });

  test('refusals: tailable on a plain collection, awaitData without tailable, a lost position', async () => {
    await db.collection<Item>('plain').insertOne({ _id: 1 });
    expect((await rejection(db.collection('plain').find({}, { tailable: true }).toArray())).code).toBe(2);
    expect((await rejection(db.command({ find: 'plain', awaitData: true }))).code).toBe(9);
    const small = await db.createCollection<Item>('small', { capped: true, size: 100_000, max: 2 });
    await small.insertMany([{ _id: 1 }, { _id: 2 }]);
    const cursor = small.find({}, { tailable: true, batchSize: 1 });
    expect(await cursor.next()).toEqual({ _id: 1 });
    await small.insertMany([{ _id: 3 }, { _id: 4 }]);
    expect((await rejection(cursor.toArray())).code).toBe(136);
  });
});
