import { Collection } from 'mongodb';
import { HealthResponse } from '@mailscout/contracts';
import { READ_BATCH, streamHub } from '../../src/scans/event-stream';
import { buildEngine } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { createRunningPreviews, openStream, until, type LiveStream } from '../stream-harness';

const mongo = withTestMongo();

const POLL_MS = 200;
const WINDOW_MS = 2_000;

const originalFind = Collection.prototype.find;
const originalFindOne = Collection.prototype.findOne;

/** Counts the reads (find and findOne) of one collection through the driver. */
function countReads(collectionName: string) {
  let reads = 0;
  jest.spyOn(Collection.prototype, 'find').mockImplementation(function (this: Collection, ...args: unknown[]) {
    if (this.collectionName === collectionName) reads += 1;
    return (originalFind as (...a: unknown[]) => ReturnType<Collection['find']>).apply(this, args);
  });
  jest.spyOn(Collection.prototype, 'findOne').mockImplementation(function (this: Collection, ...args: unknown[]) {
    if (this.collectionName === collectionName) reads += 1;
    return (originalFindOne as (...a: unknown[]) => ReturnType<Collection['findOne']>).apply(this, args);
  });
  return {
    reset: () => (reads = 0),
    get reads() {
      return reads;
    },
  };
}

afterEach(() => jest.restoreAllMocks());

async function readsDuring(counter: ReturnType<typeof countReads>, ms: number): Promise<number> {
  counter.reset();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return counter.reads;
}

describe('thousands of open streams', () => {
  it('with 1,500 open streams /api/health answers ok while they stay open, and the database reads per second do not grow with the number of streams (500 → 1,500 on the same jobs)', async () => {
    const api = await buildEngine(mongo.uri(), [], { RATE_LIMIT_MAX: '100000', STREAMS_PER_CLIENT: '5000', STREAMS_MAX: '5000', STREAM_POLL_INTERVAL: String(POLL_MS) });
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    // 500 jobs, three streams each (a user with several tabs, or many users of one job).
    const ids = await createRunningPreviews(api, 500);
    const counter = countReads('previews');
    const streams: LiveStream[] = [];
    try {
      const openMore = async (count: number) => {
        const first = streams.length;
        for (let done = 0; done < count; done += 100) {
          const batch = Array.from({ length: Math.min(100, count - done) }, (_, i) => ids[(first + done + i) % ids.length]!);
          streams.push(...(await Promise.all(batch.map((id) => openStream(`${address}/api/previews/${id}/events`)))));
        }
        await until(() => streamHub(api).stats().open === first + count, 20_000, `${first + count} open streams`);
      };
      // One stream per job: the reads per window as the baseline.
      await openMore(500);
      const fewerReads = await readsDuring(counter, WINDOW_MS);
      // Three times the streams on the same jobs (more tabs, more people following them).
      await openMore(1_000);
      expect(streams.every((s) => s.status === 200)).toBe(true);
      expect(streamHub(api).stats()).toMatchObject({ open: 1_500, watchedJobs: 500 });
      const manyReads = await readsDuring(counter, WINDOW_MS);

      // Every watched job is re-read once per poll, in reads of up to READ_BATCH jobs, however
      // many streams follow it (a poll per stream every 250 ms would be 12,000 reads here).
      const perPoll = Math.ceil(ids.length / READ_BATCH);
      expect(fewerReads).toBeGreaterThan(0);
      expect(manyReads).toBeLessThanOrEqual((WINDOW_MS / POLL_MS + 1) * perPoll);
      expect(manyReads).toBeLessThanOrEqual(fewerReads + perPoll);

      // Health answers while the streams are open (and does not end any of them).
      const health = await Promise.all([1, 2, 3].map(() => fetch(`${address}/api/health`)));
      for (const response of health) {
        expect(response.status).toBe(200);
        expect(HealthResponse.parse(await response.json()).checks).toMatchObject({ api: 'ok', database: 'ok' });
      }
      expect(streamHub(api).stats().open).toBe(1_500);
      expect(streams.filter((s) => s.events.length > 0)).toHaveLength(0);
    } finally {
      for (const stream of streams) stream.close();
    }
    await until(() => streamHub(api).stats().open === 0, 20_000, 'every stream closed');
  }, 120_000);
});
