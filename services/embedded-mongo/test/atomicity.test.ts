/**
 * Single-document operations are atomic, as in MongoDB: many concurrent clients racing on one
 * document through the driver never double-spend or lose an update.
 */
import { ObjectId, type MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';
import { connect } from './helpers';

describe('atomic single-document operations', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;

  beforeAll(async () => {
    server = await startEmbeddedMongo({ port: 0, memory: true });
    client = await connect(server.uri, { maxPoolSize: 50 });
  });
  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  it('lets exactly 100 of 500 concurrent conditional decrements succeed on a balance of 100', async () => {
    const accounts = client.db('atomic').collection<{ _id: ObjectId; credits: number }>('accounts');
    const _id = new ObjectId();
    await accounts.insertOne({ _id, credits: 100 });
    const results = await Promise.all(
      Array.from({ length: 500 }, () =>
        accounts.findOneAndUpdate({ _id, credits: { $gt: 0 } }, { $inc: { credits: -1 } }, { returnDocument: 'after' }),
      ),
    );
    const successes = results.filter((doc) => doc !== null);
    expect(successes).toHaveLength(100);
    // Every success saw a distinct balance: no two decrements observed the same state.
    expect(new Set(successes.map((doc) => doc?.credits)).size).toBe(100);
    expect(await accounts.findOne({ _id })).toEqual({ _id, credits: 0 });
  });

  it('loses no increment and creates one document for racing upserts', async () => {
    const counters = client.db('atomic').collection<{ _id: string; n: number }>('counters');
    await Promise.all(
      Array.from({ length: 300 }, () => counters.updateOne({ _id: 'hits' }, { $inc: { n: 1 } }, { upsert: true })),
    );
    expect(await counters.find({}).toArray()).toEqual([{ _id: 'hits', n: 300 }]);
  });
});
