/**
 * Kill -9 in the middle of a write storm: every write the server acknowledged must be there after
 * restart, and the store must load (a torn last record is dropped, never loaded as garbage).
 */
import { type MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src/index';
import { spawnServer } from './child-server';
import { connect, makeTempDir, waitFor } from './helpers';

describe('crash recovery', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(() => temp.remove());

  it('keeps every acknowledged write after SIGKILL mid-storm', async () => {
    // A small compaction threshold makes snapshots happen during the storm too.
    const server = await spawnServer(['--port', '0', '--dbpath', temp.dir, '--compact-bytes', '32768']);
    const client: MongoClient = await connect(server.uri, {
      maxPoolSize: 12,
      retryWrites: false,
      retryReads: false,
      serverSelectionTimeoutMS: 1000,
    });
    const events = client.db('storm').collection<{ _id: string; w: number; i: number; pad: string }>('events');
    const counters = client.db('storm').collection<{ _id: string; n: number }>('counters');
    await events.createIndex({ w: 1, i: 1 }, { unique: true });

    const acknowledged: string[] = [];
    let counterAcked = 0;
    let stop = false;
    const inserter = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const _id = `${w}-${i}`;
        try {
          await events.insertOne({ _id, w, i, pad: 'p'.repeat(64) });
        } catch {
          return;
        }
        acknowledged.push(_id);
      }
    };
    const incrementer = async () => {
      while (!stop) {
        try {
          const doc = await counters.findOneAndUpdate({ _id: 'c' }, { $inc: { n: 1 } }, { upsert: true, returnDocument: 'after' });
          counterAcked = doc?.n ?? counterAcked;
        } catch {
          return;
        }
      }
    };
    const workers = [...Array.from({ length: 8 }, (_, w) => inserter(w)), incrementer()];

    await waitFor(() => acknowledged.length >= 600, { timeoutMs: 30_000 });
    server.child.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await client.close();
    const ackedBeforeKill = [...acknowledged];

    const recovered = await startEmbeddedMongo({ port: 0, dbPath: temp.dir });
    const check = await connect(recovered.uri);
    try {
      const stored = check.db('storm').collection('events');
      const ids = new Set((await stored.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id as unknown as string));
      const missing = ackedBeforeKill.filter((id) => !ids.has(id));
      expect(missing).toEqual([]);
      // At most the writes in flight at the kill may be there without an acknowledgement.
      expect(ids.size - ackedBeforeKill.length).toBeLessThanOrEqual(9);
      const counter = await check.db('storm').collection('counters').findOne({ _id: 'c' } as object);
      expect(counter?.n).toBeGreaterThanOrEqual(counterAcked);
      expect(counter?.n).toBeLessThanOrEqual(counterAcked + 1);
      // The unique index came back too and still holds.
      await expect(stored.insertOne({ w: 0, i: 0 })).rejects.toMatchObject({ code: 11000 });
      await stored.insertOne({ _id: 'after-recovery', w: -1, i: -1 } as object);
    } finally {
      await check.close();
      await recovered.stop();
    }
  }, 60_000);
});
