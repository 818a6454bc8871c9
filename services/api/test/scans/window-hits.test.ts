import { MongoClient } from 'mongodb';
import { rateCountersRepository } from '../../src/store/repositories/rate-counters-repository';
import { withTestMongo } from '../mongo';

/**
 * The rate counters' windows (hitWindow) count concurrent hits in batches (docs/architecture.md#hot-path): one
 * command for one key's hits, a bulk write and a read for several keys. Two repositories on one
 * database stand for two API instances.
 */
const mongo = withTestMongo();

async function twoInstances() {
  const uri = mongo.uri();
  const clients = [new MongoClient(uri), new MongoClient(uri)];
  await Promise.all(clients.map((client) => client.connect()));
  const [first, second] = clients.map((client) => rateCountersRepository(client.db()));
  // The counters as stored, read beside the repositories (which do not hand out their collections).
  const counters = clients[0]!.db().collection<{ _id: string; count: number }>('rate_counters');
  return { first: first!, second: second!, counters, close: () => Promise.all(clients.map((client) => client.close())) };
}

describe('rate counter windows counted in batches', () => {
  it('answers one after another with exact counts and the time left, and starts a new window once one has run out', async () => {
    const { first, close } = await twoInstances();
    try {
      const t0 = Date.now();
      const counts = [];
      for (let i = 0; i < 3; i += 1) counts.push(await first.hitWindow('client:a', 60_000, t0 + i));
      expect(counts).toEqual([
        { count: 1, ttlMs: 60_000 },
        { count: 2, ttlMs: 59_999 },
        { count: 3, ttlMs: 59_998 },
      ]);
      expect(await first.hitWindow('client:a', 60_000, t0 + 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    } finally {
      await close();
    }
  });

  it('gives concurrent hits of one key consecutive counts, and several keys in one batch each their own', async () => {
    const { first, counters, close } = await twoInstances();
    try {
      const now = Date.now();
      const hits = await Promise.all([
        ...Array.from({ length: 4 }, () => first.hitWindow('client:b', 60_000, now)),
        ...Array.from({ length: 3 }, () => first.hitWindow('client:c', 60_000, now)),
        first.hitWindow('client:d', 30_000, now),
      ]);
      expect(hits.map((hit) => hit.count)).toEqual([1, 2, 3, 4, 1, 2, 3, 1]);
      expect(hits.map((hit) => hit.ttlMs)).toEqual([...Array(7).fill(60_000), 30_000]);
      expect((await counters.findOne({ _id: 'window:client:b' }))?.count).toBe(4);
    } finally {
      await close();
    }
  });

  it('never lets two instances answer more hits within a limit than the limit, and loses none', async () => {
    const { first, second, counters, close } = await twoInstances();
    try {
      const keys = ['client:x', 'client:y', 'client:z'];
      const hits = await Promise.all(
        Array.from({ length: 90 }, (_, i) => {
          const key = keys[i % 3]!;
          return (i % 2 ? first : second).hitWindow(key, 60_000).then((hit) => ({ key, count: hit.count }));
        }),
      );
      for (const key of keys) {
        const counts = hits.filter((hit) => hit.key === key).map((hit) => hit.count);
        // Each hit's count is at least its place among the 30 hits of its key: at most 10 within a limit of 10.
        expect(counts.filter((count) => count <= 10).length).toBeLessThanOrEqual(10);
        expect(Math.max(...counts)).toBe(30);
        expect((await counters.findOne({ _id: `window:${key}` }))?.count).toBe(30);
      }
    } finally {
      await close();
    }
  });
});
