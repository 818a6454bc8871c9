/**
 * Behaviours the official driver's own CRUD integration suite (test/driver-crud) checks, each as
 * a standalone mongod 7.0 shows it: cursors that close only when a batch comes back short,
 * projection errors naming the field, aggregate explain with its `$cursor` stage and refused with
 * a write concern, `$currentOp`, and fail points refused by name. Against a real standalone too
 * when MONGODB_TEST_URI is set (fail points then answer as that server does).
 */
import { MongoServerError, type Db, type MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';
import { connect, uniqueDbName } from './helpers';

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

describe.each(targets)('driver suite behaviours: $label', ({ uri }) => {
  let stop: () => Promise<void> = async () => undefined;
  let client: MongoClient;
  let db: Db;
  const getMores: number[] = [];

  beforeAll(async () => {
    let target = uri;
    if (!target) {
      const server = await startEmbeddedMongo({ port: 0, memory: true });
      stop = () => server.stop();
      target = server.uri;
    }
    client = await connect(target, { monitorCommands: true });
    client.on('commandStarted', (event) => {
      if (event.commandName === 'getMore') getMores.push(event.requestId);
    });
    db = client.db(uniqueDbName('driver_suite'));
    await db.collection<{ _id: number; a: number }>('six').insertMany([1, 2, 3, 4, 5, 6].map((a) => ({ _id: a, a })));
  });

  afterAll(async () => {
    await db?.dropDatabase();
    await client?.close();
    await stop();
  });

  beforeEach(() => {
    getMores.length = 0;
  });

  test('a batch that fills exactly leaves the cursor open: 6 documents in batches of 2 take 3 getMores', async () => {
    const docs = await db.collection('six').find({}, { batchSize: 2 }).toArray();
    expect(docs).toHaveLength(6);
    expect(getMores).toHaveLength(3);
  });

  test('a short batch or a reached limit closes the cursor at once', async () => {
    expect(await db.collection('six').find({ a: { $gt: 1 } }, { batchSize: 2 }).toArray()).toHaveLength(5);
    expect(getMores).toHaveLength(2);
    getMores.length = 0;
    expect(await db.collection('six').find({}, { batchSize: 2, limit: 4 }).toArray()).toHaveLength(4);
    expect(getMores).toHaveLength(1);
  });

  test('an aggregate cursor follows the same rule', async () => {
    expect(await db.collection('six').aggregate([{ $match: {} }], { batchSize: 3 }).toArray()).toHaveLength(6);
    expect(getMores).toHaveLength(2);
  });

  test('mixing inclusion and exclusion names the field', async () => {
    const coll = db.collection<{ _id: number; a: number }>('six');
    const exclusion = await serverError(coll.findOne({}, { projection: { a: 1, b: 0 } }));
    expect(exclusion).toMatchObject({ code: 31254, errmsg: 'Cannot do exclusion on field b in inclusion projection' });
    const inclusion = await serverError(coll.findOne({}, { projection: { b: 0, a: 1 } }));
    expect(inclusion).toMatchObject({ code: 31253, errmsg: 'Cannot do inclusion on field a in exclusion projection' });
    await expect(coll.findOne({ _id: 1 }, { projection: { _id: 0, a: 1 } })).resolves.toEqual({ a: 1 });
  });

  test('explain of a pipeline beyond the query lists $cursor then the remaining stages', async () => {
    const pipeline = [{ $match: { a: { $gt: 2 } } }, { $group: { _id: null, n: { $sum: 1 } } }];
    const explained = await db.collection('six').aggregate(pipeline).explain('queryPlanner');
    expect(explained.stages[0].$cursor.queryPlanner.namespace).toBe(`${db.databaseName}.six`);
    expect(explained.stages[1]).toEqual({ $group: { _id: null, n: { $sum: 1 } } });
    const queryOnly = await db.collection('six').aggregate([{ $match: { a: 1 } }]).explain('queryPlanner');
    expect(queryOnly.queryPlanner).toBeDefined();
  });

  test('aggregate explain with a write concern is refused as mongod refuses it', async () => {
    const direct = await serverError(db.command({ aggregate: 'six', pipeline: [], explain: true, writeConcern: { w: 1 } }));
    expect(direct).toMatchObject({ code: 9, errmsg: "Aggregation explain does not support the'writeConcern' option" });
    const wrapped = await serverError(db.command({ explain: { aggregate: 'six', pipeline: [], cursor: {}, writeConcern: { j: true } } }));
    expect(wrapped.code).toBe(9);
  });

  test('$currentOp on admin lists the aggregate asking, as received', async () => {
    const ops = await client.db('admin').aggregate([{ $currentOp: { localOps: true } }]).toArray();
    const own = ops.find((op) => op.command?.aggregate === 1);
    expect(own).toMatchObject({ type: 'op', active: true, op: 'command' });
    expect(own?.command.pipeline).toEqual([{ $currentOp: { localOps: true } }]);
    expect(own?.command.cursor).toEqual({});
    expect(own?.command.$db).toBe('admin');
    const elsewhere = await serverError(db.aggregate([{ $currentOp: {} }]).toArray());
    expect(elsewhere.code).toBe(73);
  });

  (uri ? test.skip : test)('configureFailPoint is refused by name (fail points are not supported)', async () => {
    const error = await serverError(client.db('admin').command({ configureFailPoint: 'failCommand', mode: 'off' }));
    expect(error.code).toBe(115);
    expect(error.errmsg).toMatch(/configureFailPoint \(fail points/);
  });
});
