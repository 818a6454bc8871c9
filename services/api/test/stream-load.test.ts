import { Collection } from 'mongodb';
import { HealthResponse } from '@mailscout/contracts';
import { streamHub } from '../src/scans/event-stream';
import { buildEngine } from './lookup-engine-harness';
import { withTestMongo } from './mongo';
import { createRunningPreviews, openStream, until, type LiveStream } from './stream-harness';

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
  it('with 1,500 open streams /api/health answers ok while they stay open, and the database reads per second do not grow with the number of streams', async () => {
    const api = await buildEngine(mongo.uri(), [], { RATE_LIMIT_MAX: '100000', STREAMS_PER_CLIENT: '5000', STREAMS_MAX: '5000', STREAM_POLL_INTERVAL: String(POLL_MS) });
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    // 500 jobs, three streams each (a user with several tabs, or many users of one job).
    const ids = await createRunningPreviews(api, 500);
    const counter = countReads('previews');
    const streams: LiveStream[] = [];
    try {
      // A few streams: the reads per window as the baseline.
      for (const id of ids.slice(0, 10)) streams.push(await openStream(`${address}/api/previews/${id}/events`));
      await until(() => streamHub(api).stats().open === 10);
      const fewReads = await readsDuring(counter, WINDOW_MS);

      // 1,500 streams, opened in batches.
      for (let round = 0; streams.length < 1_500; round += 1) {
        const batch = Array.from({ length: Math.min(100, 1_500 - streams.length) }, (_, i) => ids[(streams.length + i) % ids.length]!);
        streams.push(...(await Promise.all(batch.map((id) => openStream(`${address}/api/previews/${id}/events`)))));
      }
      expect(streams.every((s) => s.status === 200)).toBe(true);
      await until(() => streamHub(api).stats().open === 1_500, 20_000, '1,500 open streams');
      expect(streamHub(api).stats().watchedJobs).toBe(500);

      const manyReads = await readsDuring(counter, WINDOW_MS);
      // One shared read per poll for all the watched jobs: about WINDOW_MS / POLL_MS either way.
      expect(fewReads).toBeGreaterThan(0);
      expect(manyReads).toBeLessThanOrEqual(WINDOW_MS / POLL_MS + 2);
      expect(manyReads).toBeLessThanOrEqual(fewReads + 3);

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
