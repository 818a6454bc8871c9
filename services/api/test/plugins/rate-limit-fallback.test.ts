import { build } from '../helper';
import { withTestMongo } from '../mongo';

/**
 * The shared rate counter (plugins/external/rate-limits.ts) when the database cannot count: the
 * limit is counted in the process instead, so it never fails open and never waits on an outage
 * for more than half a second.
 */
const mongo = withTestMongo();

describe('HTTP rate limits while the database cannot count', () => {
  jest.setTimeout(30_000);

  it.each([
    ['refuses the count', () => Promise.reject(new Error('not primary'))],
    ['does not answer', () => new Promise<never>(() => undefined)],
  ])('still limits when the database %s', async (_label, hitWindow) => {
    const api = await build({ mongoUri: mongo.uri(), env: { RATE_LIMIT_MAX: '2' } });
    (api.store.rateCounters as { hitWindow: unknown }).hitWindow = hitWindow;
    const started = Date.now();
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await api.inject({ url: '/api/public-config', remoteAddress: '198.51.100.40' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect(Date.now() - started).toBeLessThan(3 * 500 + 1_500);
  });
});
