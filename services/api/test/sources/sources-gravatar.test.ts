import { SPECIAL_ADDRESSES } from '@mailscout/source-stubs';
import { gravatarHash, gravatarSource } from '../../src/sources/gravatar/gravatar-source';
import { closedUrl, patience, scriptedServer, withSourceStubs } from '../sources-stub-server';

const stubs = withSourceStubs({ slowMs: 2_000 });
const ask = (email: string, apiKey: string | null = null, signal = patience()) => gravatarSource({ url: stubs.url, apiKey }).lookup({ kind: 'email', email }, signal);

describe('Gravatar source', () => {
  it('reports name, current location, photo and the shown verified accounts of a profile', async () => {
    const answer = await ask(' Maren.Holt@Example.com');
    expect(answer).toEqual({
      state: 'found',
      findings: {
        names: ['Maren Holt'],
        locations: [{ address: 'London, United Kingdom', current: true }],
        photos: [{ url: `${stubs.url}/avatar/${gravatarHash('maren.holt@example.com')}` }],
        accounts: [
          { site: 'GitHub', url: 'https://github.example/marenholt', username: 'marenholt' },
          { site: 'X', url: 'https://x.example/marenholt', username: 'marenholt' },
          { site: 'LinkedIn', url: 'https://linkedin.example/in/maren-holt', username: 'maren-holt' },
          { site: 'Gravatar', url: 'https://gravatar.example/marenholt', username: 'marenholt' },
        ],
        usernames: ['marenholt', 'maren-holt'],
      },
    });
  });

  it('sends the key as a bearer token and still skips accounts the person hides', async () => {
    const answer = await ask('oskar.lind@example.com', 'gravatar-key');
    expect(answer.state).toBe('found');
    const accounts = answer.state === 'found' ? answer.findings.accounts : [];
    // With a key the stand-in also lists the hidden Tumblr account (is_hidden: true).
    expect(accounts?.map((a) => a.site)).toEqual(['LinkedIn', 'Gravatar']);
  });

  it('answers not_found for an address without a profile', async () => {
    expect(await ask('nobody@example.com')).toEqual({ state: 'not_found' });
  });

  it('answers rate_limited with the wait Gravatar asks for', async () => {
    expect(await ask(SPECIAL_ADDRESSES.rateLimited)).toEqual({ state: 'rate_limited', retryAfterSeconds: 30 });
  });

  it('answers error, never not_found, for a 500, garbage, an unexpected shape or no connection', async () => {
    expect(await ask(SPECIAL_ADDRESSES.broken)).toEqual({ state: 'error', reason: 'Gravatar answered HTTP 500' });
    expect(await ask(SPECIAL_ADDRESSES.garbage)).toEqual({ state: 'error', reason: 'Gravatar answered with malformed JSON' });
    expect(await ask(SPECIAL_ADDRESSES.unexpected)).toMatchObject({ state: 'error', reason: expect.stringContaining('unexpected shape') });
    const unreachable = await gravatarSource({ url: await closedUrl(), apiKey: null }).lookup({ kind: 'email', email: 'maren.holt@example.com' }, patience());
    expect(unreachable).toMatchObject({ state: 'error', reason: expect.stringContaining('could not be reached') });
  });

  it('gives up as soon as its signal aborts (timeout)', async () => {
    const started = Date.now();
    expect(await ask(SPECIAL_ADDRESSES.slow, null, AbortSignal.timeout(100))).toEqual({ state: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('asks by the SHA-256 of the normalised address, with a JSON accept header', async () => {
    const server = await scriptedServer(() => ({ status: 404, body: '{"error":"Profile not found"}' }));
    try {
      await gravatarSource({ url: server.url, apiKey: 'k' }).lookup({ kind: 'email', email: ' A@Example.com ' }, patience());
      expect(server.requests[0]).toMatchObject({ path: `/v3/profiles/${gravatarHash('a@example.com')}`, headers: { authorization: 'Bearer k', accept: 'application/json' } });
    } finally {
      await server.close();
    }
  });

  it('keeps the documented hourly quota only for the real service', () => {
    expect(gravatarSource({ url: 'https://api.gravatar.com', apiKey: null }).rateLimit).toEqual({ requests: 100, windowMs: 3_600_000 });
    expect(gravatarSource({ url: 'https://api.gravatar.com', apiKey: 'k' }).rateLimit).toEqual({ requests: 1000, windowMs: 3_600_000 });
    expect(gravatarSource({ url: stubs.url, apiKey: null }).rateLimit).toBeNull();
  });
});
