import { SPECIAL_ADDRESSES } from '@mailscout/source-stubs';
import { openpgpSource } from '../../src/sources/openpgp/openpgp-source';
import { patience, scriptedServer, withSourceStubs } from '../sources-stub-server';

const stubs = withSourceStubs({ slowMs: 2_000 });
const ask = (email: string, signal = patience()) => openpgpSource({ url: stubs.url }).lookup({ kind: 'email', email }, signal);

describe('OpenPGP keys source (docs/decisions.md#sources, keys.openpgp.org VKS)', () => {
  it('reads the published key with OpenPGP.js: fingerprint, user IDs (the name) and creation date', async () => {
    const answer = await ask('maren.holt@example.com');
    expect(answer).toEqual({
      state: 'found',
      findings: {
        keys: [{ fingerprint: expect.stringMatching(/^[0-9A-F]{40}$/), userIds: ['Maren Holt <maren.holt@example.com>'], createdAt: '2019-03-14T10:00:00.000Z' }],
        names: ['Maren Holt'],
      },
    });
  });

  it('answers not_found for a 404 (no key published for the address)', async () => {
    expect(await ask('nobody@example.com')).toEqual({ state: 'not_found' });
  });

  it('answers rate_limited, error and timeout, never not_found', async () => {
    expect(await ask(SPECIAL_ADDRESSES.rateLimited)).toEqual({ state: 'rate_limited', retryAfterSeconds: 30 });
    expect(await ask(SPECIAL_ADDRESSES.broken)).toEqual({ state: 'error', reason: 'keys.openpgp.org answered HTTP 500' });
    expect(await ask(SPECIAL_ADDRESSES.unexpected)).toMatchObject({ state: 'error', reason: expect.stringContaining('not an OpenPGP key') });
    expect(await ask(SPECIAL_ADDRESSES.slow, AbortSignal.timeout(100))).toEqual({ state: 'timeout' });
  });

  it('asks the VKS by-email path with the address encoded and lower-cased', async () => {
    const server = await scriptedServer(() => ({ status: 404, body: 'No key found for email address' }));
    try {
      await openpgpSource({ url: server.url }).lookup({ kind: 'email', email: 'Maren+Keys@Example.com' }, patience());
      expect(server.requests[0]?.path).toBe('/vks/v1/by-email/maren%2Bkeys%40example.com');
      expect(server.requests[0]?.headers.accept).toBe('application/pgp-keys');
    } finally {
      await server.close();
    }
  });
});
