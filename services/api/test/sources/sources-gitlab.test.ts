import { SPECIAL_ADDRESSES } from '@mailscout/source-stubs';
import { gitlabSource } from '../../src/sources/gitlab/gitlab-source';
import { closedUrl, patience, scriptedServer, withSourceStubs } from '../sources-stub-server';

const stubs = withSourceStubs({ slowMs: 2_000 });
const ask = (email: string, signal = patience()) => gitlabSource({ url: stubs.url, token: null }).lookup({ kind: 'email', email }, signal);

describe('GitLab source (docs/decisions.md#sources)', () => {
  it('reports the profile URL, name, photo and public location of the user whose public email is the address', async () => {
    expect(await ask('maren.holt@example.com')).toEqual({
      state: 'found',
      findings: {
        accounts: [{ site: 'GitLab', url: 'https://gitlab.example/maren.holt', username: 'maren.holt' }],
        usernames: ['maren.holt'],
        names: ['Maren Holt'],
        locations: [{ address: 'London, United Kingdom', current: true }],
        photos: [{ url: `${stubs.url}/uploads/-/system/user/avatar/720001/avatar.svg` }],
      },
    });
  });

  it('leaves the location out where the profile shows none', async () => {
    const answer = await ask('priya.venn@example.org');
    expect(answer).toMatchObject({ state: 'found', findings: { usernames: ['priyavenn'] } });
    expect(answer.state === 'found' && answer.findings.locations).toBeFalsy();
  });

  it('answers not_found for an empty search', async () => {
    expect(await ask('nobody@example.com')).toEqual({ state: 'not_found' });
  });

  it('answers rate_limited, error and timeout, never not_found', async () => {
    expect(await ask(SPECIAL_ADDRESSES.rateLimited)).toEqual({ state: 'rate_limited', retryAfterSeconds: 30 });
    expect(await ask(SPECIAL_ADDRESSES.broken)).toEqual({ state: 'error', reason: 'GitLab answered HTTP 500' });
    expect(await ask(SPECIAL_ADDRESSES.garbage)).toEqual({ state: 'error', reason: 'GitLab answered with malformed JSON' });
    expect(await ask(SPECIAL_ADDRESSES.unexpected)).toMatchObject({ state: 'error', reason: expect.stringContaining('unexpected shape') });
    expect(await ask(SPECIAL_ADDRESSES.slow, AbortSignal.timeout(100))).toEqual({ state: 'timeout' });
    const unreachable = await gitlabSource({ url: await closedUrl(), token: null }).lookup({ kind: 'email', email: 'maren.holt@example.com' }, patience());
    expect(unreachable).toMatchObject({ state: 'error', reason: expect.stringContaining('could not be reached') });
  });

  it('searches the users API by the address and sends a token only when configured', async () => {
    const server = await scriptedServer(() => ({ status: 200, body: '[]' }));
    try {
      await gitlabSource({ url: server.url, token: 'glpat-test' }).lookup({ kind: 'email', email: 'maren.holt@example.com' }, patience());
      expect(server.requests[0]?.path).toBe('/api/v4/users?search=maren.holt%40example.com&per_page=20');
      expect(server.requests[0]?.headers['private-token']).toBe('glpat-test');
    } finally {
      await server.close();
    }
  });
});
