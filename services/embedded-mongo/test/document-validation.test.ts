/**
 * Document validation as a standalone mongod applies it: `create`/`collMod` with a validator,
 * inserts, updates, upserts and findAndModify refused with DocumentValidationFailure (121) and
 * `errInfo`, `bypassDocumentValidation`, `validationLevel: 'moderate'` and `validationAction: 'warn'`;
 * and the options survive a restart (journaled). Against a real server too when MONGODB_TEST_URI is set.
 */
import { MongoBulkWriteError, MongoServerError, type Db, type MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';
import { connect, makeTempDir, uniqueDbName } from './helpers';

interface Item {
  _id: number;
  a?: unknown;
  b?: unknown;
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

describe.each(targets)('document validation: $label', ({ uri }) => {
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
    client = await connect(target);
    db = client.db(uniqueDbName('validation'));
  });

  afterAll(async () => {
    await db?.dropDatabase();
    await client?.close();
    await stop();
  });

  test('every kind of write is checked, and bypassDocumentValidation skips the check', async () => {
    const coll = await db.createCollection<Item>('checked', { validator: { a: { $exists: true } } });
    const refused = await rejection(coll.insertOne({ _id: 1, b: 1 }));
    expect(refused.code).toBe(121);
    expect(refused.errInfo).toMatchObject({ failingDocumentId: 1, details: { operatorName: '$exists' } });
    await expect(coll.insertOne({ _id: 1, b: 1 }, { bypassDocumentValidation: true })).resolves.toMatchObject({ insertedId: 1 });
    expect((await rejection(coll.updateOne({ _id: 2 }, { $set: { b: 1 } }, { upsert: true }))).code).toBe(121);
    await coll.insertOne({ _id: 3, a: 1 });
    expect((await rejection(coll.updateOne({ _id: 3 }, { $unset: { a: '' } }))).code).toBe(121);
    expect((await rejection(coll.findOneAndUpdate({ _id: 3 }, { $unset: { a: '' } }))).code).toBe(121);
    expect((await rejection(coll.findOneAndReplace({ _id: 3 }, { b: 2 }))).code).toBe(121);
    await expect(coll.bulkWrite([{ insertOne: { document: { _id: 4, b: 1 } } }])).rejects.toBeInstanceOf(MongoBulkWriteError);
    await coll.bulkWrite([{ insertOne: { document: { _id: 4, b: 1 } } }], { bypassDocumentValidation: true });
    await coll.findOneAndUpdate({ _id: 5 }, { $set: { b: 1 } }, { upsert: true, bypassDocumentValidation: true });
    expect(await coll.find({}, { sort: { _id: 1 } }).toArray()).toEqual([{ _id: 1, b: 1 }, { _id: 3, a: 1 }, { _id: 4, b: 1 }, { _id: 5, b: 1 }]);
  });

  test('collMod sets a validator; moderate leaves documents that already failed it alone; warn only warns', async () => {
    const coll = db.collection<Item>('modified');
    await coll.insertMany([{ _id: 1, a: 'text' }, { _id: 2, a: 5 }]);
    await db.command({ collMod: 'modified', validator: { a: { $type: 'string' } } });
    const refused = await rejection(coll.findOneAndUpdate({ _id: 1 }, { $set: { a: 1 } }));
    expect(refused).toMatchObject({ code: 121, errInfo: { failingDocumentId: 1 } });
    expect((await rejection(coll.updateOne({ _id: 2 }, { $set: { b: 1 } }))).code).toBe(121);
    await db.command({ collMod: 'modified', validationLevel: 'moderate' });
    await expect(coll.updateOne({ _id: 2 }, { $set: { b: 1 } })).resolves.toMatchObject({ modifiedCount: 1 });
    await db.command({ collMod: 'modified', validationAction: 'warn' });
    await expect(coll.insertOne({ _id: 3, a: 3 })).resolves.toMatchObject({ insertedId: 3 });
    const [info] = await db.listCollections({ name: 'modified' }, { nameOnly: false }).toArray();
    expect(info && 'options' in info ? info.options : undefined).toMatchObject({ validator: { a: { $type: 'string' } }, validationLevel: 'moderate', validationAction: 'warn' });
    expect((await rejection(db.command({ collMod: 'missing', validator: {} }))).code).toBe(26);
    expect((await rejection(db.command({ collMod: 'modified', validationLevel: 'sometimes' }))).code).toBe(2);
  });
});

describe('document validation on disk', () => {
  test('a validator set by collMod is still applied after a restart', async () => {
    const temp = makeTempDir();
    try {
      let server = await startEmbeddedMongo({ port: 0, dbPath: temp.dir });
      let client = await connect(server.uri);
      await client.db('app').createCollection('items');
      await client.db('app').command({ collMod: 'items', validator: { a: { $exists: true } } });
      await client.close();
      await server.stop();
      server = await startEmbeddedMongo({ port: 0, dbPath: temp.dir });
      client = await connect(server.uri);
      expect((await rejection(client.db('app').collection<Item>('items').insertOne({ _id: 1 }))).code).toBe(121);
      await client.close();
      await server.stop();
    } finally {
      temp.remove();
    }
  });
});
