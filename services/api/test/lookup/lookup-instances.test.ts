import { EmailLookupResponse } from '@mailscout/contracts';
import type { App } from '../../src/app';
import { buildEngine, defaultSources } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';

/**
 * The production topology runs two API instances on one database (docs/architecture.md#hot-path). The lookup's
 * suppression check, preview reuse and rate counter are sent to the database in batches of
 * concurrent requests; these tests hold the guarantees across instances while batches are in
 * flight: an opt-out confirmed on one instance is answered by the other from that moment, and a
 * client's lookup limit counts its requests to both instances together, never more.
 */
const mongo = withTestMongo();

const lookup = (email: string, remoteAddress = '198.51.100.20') => ({ method: 'POST' as const, url: '/api/email-lookup', payload: { email }, remoteAddress });

async function twoInstances(env: Record<string, string>): Promise<[App, App]> {
  const uri = mongo.uri();
  const sources = Object.values(defaultSources());
  return [await buildEngine(uri, sources, env), await buildEngine(uri, sources, env)];
}

describe('email lookups on two API instances sharing one database', () => {
  jest.setTimeout(60_000);

  it('answers opted-out on the other instance from the moment an opt-out is confirmed, while its lookups are batched under load', async () => {
    const [first, second] = await twoInstances({ LOOKUPS_PER_MINUTE_PER_CLIENT: '100000', RATE_LIMIT_MAX: '1000000' });
    for (let round = 0; round < 5; round += 1) {
      const email = `leaving-${round}@example.com`;
      const before = EmailLookupResponse.parse((await second.inject(lookup(email))).json());
      expect(before.status).toBe('not-found');

      // Lookups of this address and others keep the second instance's batches in flight.
      const load = Array.from({ length: 40 }, (_, i) => second.inject(lookup(i % 2 ? email : `other-${round}-${i}@example.com`)));
      // What the opt-out's confirmation writes before it answers (identity/delete-account-data.ts).
      await first.suppression.suppress(email);
      const after = await Promise.all(Array.from({ length: 10 }, () => second.inject(lookup(` ${email.toUpperCase()}`))));

      expect(after.map((res) => EmailLookupResponse.parse(res.json()))).toEqual(Array(10).fill({ status: 'opted-out', message: 'This email address has opted out.' }));
      expect((await Promise.all(load)).every((res) => res.statusCode === 200)).toBe(true);
    }
  });

  it("counts one client's concurrent lookups to both instances together: exactly the limit is answered, each with its own remaining count", async () => {
    const [first, second] = await twoInstances({ LOOKUPS_PER_MINUTE_PER_CLIENT: '10', RATE_LIMIT_MAX: '1000' });
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).inject(lookup(`limit-${i % 3}@example.com`, '198.51.100.21'))));

    const answered = responses.filter((res) => res.statusCode === 200);
    expect(answered).toHaveLength(10);
    expect(responses.filter((res) => res.statusCode === 429)).toHaveLength(20);
    expect(answered.map((res) => Number(res.headers['x-ratelimit-remaining'])).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Another client is not affected.
    expect((await first.inject(lookup('limit-0@example.com', '198.51.100.22'))).statusCode).toBe(200);
  });

  it('reuses the preview another instance started for the same address', async () => {
    const [first, second] = await twoInstances({});
    const started = EmailLookupResponse.parse((await first.inject(lookup('shared@example.com'))).json());
    const reused = await Promise.all(Array.from({ length: 5 }, () => second.inject(lookup('Shared@Example.com'))));
    expect(reused.map((res) => EmailLookupResponse.parse(res.json()).previewId)).toEqual(Array(5).fill(started.previewId));
  });
});
