import { SPECIAL_ADDRESSES } from '@mailscout/source-stubs';
import { githubSource } from '../../src/sources/github/github-source';
import { patience, scriptedServer, withSourceStubs } from '../sources-stub-server';

const stubs = withSourceStubs({ slowMs: 2_000 });
const ask = (email: string, signal = patience()) => githubSource({ url: stubs.url, token: null }).lookup({ kind: 'email', email }, signal);

const USERS_FOUND = JSON.stringify({ total_count: 1, incomplete_results: false, items: [{ login: 'ada', html_url: 'https://github.example/ada', avatar_url: 'https://avatars.example/u/1' }] });
const NOTHING = JSON.stringify({ total_count: 0, incomplete_results: false, items: [] });

describe('GitHub source', () => {
  it('reports the account that lists the address and the name its commits give', async () => {
    expect(await ask('priya.venn@example.org')).toEqual({
      state: 'found',
      findings: {
        names: ['Priya Venn'],
        accounts: [{ site: 'github', url: 'https://github.example/priyavenn', username: 'priyavenn' }],
        usernames: ['priyavenn'],
        photos: [{ url: `${stubs.url}/avatars/u/910003?v=4` }],
      },
    });
  });

  it('reports only the name when commits use an address no account claims', async () => {
    expect(await ask('samir.oduya@example.com')).toEqual({ state: 'found', findings: { names: ['Samir Oduya'] } });
  });

  it('answers not_found when neither search finds anything', async () => {
    expect(await ask('clara.brent@example.org')).toEqual({ state: 'not_found' });
  });

  it('answers rate_limited for the secondary limit (retry-after) and the primary one (x-ratelimit-reset)', async () => {
    expect(await ask(SPECIAL_ADDRESSES.rateLimited)).toEqual({ state: 'rate_limited', retryAfterSeconds: 30 });
    const exhausted = await ask(SPECIAL_ADDRESSES.exhausted);
    expect(exhausted.state).toBe('rate_limited');
    expect(exhausted.state === 'rate_limited' && exhausted.retryAfterSeconds).toBeGreaterThanOrEqual(55);
  });

  it('answers error for a 500, garbage or an unexpected shape', async () => {
    expect(await ask(SPECIAL_ADDRESSES.broken)).toEqual({ state: 'error', reason: 'GitHub answered HTTP 500' });
    expect(await ask(SPECIAL_ADDRESSES.garbage)).toEqual({ state: 'error', reason: 'GitHub answered with malformed JSON' });
    expect(await ask(SPECIAL_ADDRESSES.unexpected)).toMatchObject({ state: 'error', reason: expect.stringContaining('unexpected shape') });
  });

  it('gives up as soon as its signal aborts (timeout)', async () => {
    const started = Date.now();
    expect(await ask(SPECIAL_ADDRESSES.slow, AbortSignal.timeout(100))).toEqual({ state: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('sends the API headers and the token, and reports what one search found when the other failed', async () => {
    const server = await scriptedServer((path) => (path.startsWith('/search/users') ? { status: 200, body: USERS_FOUND } : { status: 502, body: 'Bad gateway' }));
    try {
      const answer = await githubSource({ url: server.url, token: 'ghp_test' }).lookup({ kind: 'email', email: 'ada@example.com' }, patience());
      expect(answer).toMatchObject({ state: 'found', findings: { usernames: ['ada'] } });
      const users = server.requests.find((r) => r.path.startsWith('/search/users'))!;
      expect(decodeURIComponent(users.path)).toContain('q=ada@example.com in:email');
      expect(decodeURIComponent(server.requests.find((r) => r.path.startsWith('/search/commits'))!.path)).toContain('q=author-email:ada@example.com');
      expect(users.headers).toMatchObject({ accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', authorization: 'Bearer ghp_test' });
    } finally {
      await server.close();
    }
  });

  it('never turns a failed search into not_found, and a 403 that is no limit into an error', async () => {
    const failing = await scriptedServer((path) => (path.startsWith('/search/users') ? { status: 200, body: NOTHING } : { status: 500, body: '{}' }));
    const refused = await scriptedServer(() => ({ status: 403, body: '{"message":"Bad credentials"}', headers: { 'x-ratelimit-remaining': '4' } }));
    try {
      expect(await githubSource({ url: failing.url, token: null }).lookup({ kind: 'email', email: 'ada@example.com' }, patience())).toEqual({ state: 'error', reason: 'GitHub answered HTTP 500' });
      expect(await githubSource({ url: refused.url, token: 'bad' }).lookup({ kind: 'email', email: 'ada@example.com' }, patience())).toEqual({ state: 'error', reason: 'GitHub answered HTTP 403' });
    } finally {
      await failing.close();
      await refused.close();
    }
  });

  it('keeps the search quota (two requests per lookup) only for the real service', () => {
    expect(githubSource({ url: 'https://api.github.com', token: null }).rateLimit).toEqual({ requests: 5, windowMs: 60_000 });
    expect(githubSource({ url: 'https://api.github.com', token: 't' }).rateLimit).toEqual({ requests: 15, windowMs: 60_000 });
    expect(githubSource({ url: stubs.url, token: null }).rateLimit).toBeNull();
  });
});
