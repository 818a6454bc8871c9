import { gravatarHash, SPECIAL_ADDRESSES, startSourceStubs, type RunningSourceStubs } from '../src/index';

let stubs: RunningSourceStubs;

beforeAll(async () => {
  stubs = await startSourceStubs({ port: 0, slowMs: 300 });
});

afterAll(async () => {
  await stubs.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stubs.url}${path}`, { headers });
const hibp = (email: string, query = '?truncateResponse=false') =>
  get(`/api/v3/breachedaccount/${encodeURIComponent(email)}${query}`, { 'hibp-api-key': 'local-key', 'user-agent': 'stub-test' });
const users = (email: string) => get(`/search/users?q=${encodeURIComponent(`${email} in:email`)}`);
const commits = (email: string) => get(`/search/commits?q=${encodeURIComponent(`author-email:${email}`)}`);

describe('Gravatar stand-in', () => {
  it('answers a known address with a v3 profile, hidden accounts only with a key', async () => {
    const hash = gravatarHash(' Maren.Holt@example.com ');
    const anonymous = await get(`/v3/profiles/${hash}`);
    expect(anonymous.status).toBe(200);
    const profile = await anonymous.json();
    expect(profile).toMatchObject({ hash, display_name: 'Maren Holt', location: 'London, United Kingdom', profile_url: 'https://gravatar.example/marenholt' });
    expect(profile.avatar_url).toBe(`${stubs.url}/avatar/${hash}`);
    expect(profile.verified_accounts.map((a: { service_type: string }) => a.service_type)).toEqual(['github', 'twitter', 'linkedin']);
    expect(profile).not.toHaveProperty('number_verified_accounts');

    const withKey = await (await get(`/v3/profiles/${hash}`, { authorization: 'Bearer key' })).json();
    expect(withKey.verified_accounts.find((a: { is_hidden: boolean }) => a.is_hidden)).toMatchObject({ service_type: 'mastodon' });
    expect(withKey.number_verified_accounts).toBe(4);

    const avatar = await get(`/avatar/${hash}`);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    // As Gravatar's: any page may draw it (the report's PDF embeds it through a canvas).
    expect(avatar.headers.get('access-control-allow-origin')).toBe('*');
    expect(await avatar.text()).toContain('>MH<');
  });

  it('answers 404 for an unknown address and the special states', async () => {
    expect((await get(`/v3/profiles/${gravatarHash('nobody@example.com')}`)).status).toBe(404);
    const limited = await get(`/v3/profiles/${gravatarHash(SPECIAL_ADDRESSES.rateLimited)}`);
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '30']);
    const garbage = await get(`/v3/profiles/${gravatarHash(SPECIAL_ADDRESSES.garbage)}`);
    expect(garbage.status).toBe(200);
    await expect(garbage.json()).rejects.toThrow();
    expect((await get(`/v3/profiles/${gravatarHash(SPECIAL_ADDRESSES.broken)}`)).status).toBe(500);
  });
});

describe('GitHub stand-in', () => {
  it('finds public users by email and commits by author email', async () => {
    const found = await users('priya.venn@example.org');
    expect(found.headers.get('x-ratelimit-resource')).toBe('search');
    expect(await found.json()).toMatchObject({ total_count: 1, items: [{ login: 'priyavenn', html_url: 'https://github.example/priyavenn', type: 'User' }] });
    const log = await (await commits('priya.venn@example.org')).json();
    expect(log.total_count).toBe(2);
    expect(log.items[0]).toMatchObject({ commit: { author: { name: 'Priya Venn', email: 'priya.venn@example.org' } }, author: { login: 'priyavenn' } });

    // An address no account claims: commits without an author account, no user.
    expect((await (await users('samir.oduya@example.com')).json()).total_count).toBe(0);
    expect((await (await commits('samir.oduya@example.com')).json()).items[0]).toMatchObject({ author: null, commit: { author: { name: 'Samir Oduya' } } });
  });

  it('signals its limits as GitHub does and refuses a search without a query', async () => {
    const secondary = await users(SPECIAL_ADDRESSES.rateLimited);
    expect([secondary.status, secondary.headers.get('retry-after'), secondary.headers.get('x-ratelimit-remaining')]).toEqual([429, '30', '0']);
    const primary = await commits(SPECIAL_ADDRESSES.exhausted);
    expect([primary.status, primary.headers.get('retry-after'), primary.headers.get('x-ratelimit-remaining')]).toEqual([403, null, '0']);
    expect(Number(primary.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    expect((await get('/search/users')).status).toBe(422);
    expect((await users(SPECIAL_ADDRESSES.broken)).status).toBe(500);
  });
});

describe('Have I Been Pwned stand-in', () => {
  it('wants a key and a user agent for account searches', async () => {
    expect((await get('/api/v3/breachedaccount/maren.holt%40example.com', { 'user-agent': 'x' })).status).toBe(401);
    expect((await get('/api/v3/breachedaccount/maren.holt%40example.com', { 'hibp-api-key': 'k', 'user-agent': '' })).status).toBe(403);
    const strict = await startSourceStubs({ port: 0, hibpApiKey: 'the-key' });
    try {
      const wrong = await fetch(`${strict.url}/api/v3/breachedaccount/a%40example.com`, { headers: { 'hibp-api-key': 'other', 'user-agent': 'x' } });
      expect(await wrong.json()).toEqual({ statusCode: 401, message: 'Access denied due to invalid hibp-api-key.' });
    } finally {
      await strict.close();
    }
  });

  it('answers breaches truncated by default, in full on request, 404 when there are none', async () => {
    expect(await (await hibp('maren.holt@example.com', '')).json()).toEqual([{ Name: 'Pixelboard' }, { Name: 'Forumly' }, { Name: 'MailerListDump' }]);
    const full = await (await hibp('maren.holt@example.com')).json();
    expect(full[0]).toMatchObject({ Name: 'Pixelboard', Domain: 'pixelboard.example', PwnCount: 2345678, IsSensitive: false });
    expect((await (await hibp('maren.holt@example.com', '?truncateResponse=false&includeUnverified=false')).json()).map((b: { Name: string }) => b.Name)).toEqual(['Pixelboard', 'Forumly']);
    expect(await (await hibp(SPECIAL_ADDRESSES.truncated)).json()).toEqual([{ Name: 'Pixelboard' }, { Name: 'NightOwlChat' }]);
    const none = await hibp('clara.brent@example.org');
    expect([none.status, await none.text()]).toEqual([404, '']);
    const catalogue = await (await get('/api/v3/breaches', { 'user-agent': 'x' })).json();
    expect(catalogue.find((b: { Name: string }) => b.Name === 'NightOwlChat')).toMatchObject({ IsSensitive: true });
  });

  it('answers the special states', async () => {
    const limited = await hibp(SPECIAL_ADDRESSES.rateLimited);
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '30']);
    expect((await hibp(SPECIAL_ADDRESSES.broken)).status).toBe(500);
    await expect((await hibp(SPECIAL_ADDRESSES.garbage)).json()).rejects.toThrow();
  });
});

describe('the slow address', () => {
  it('is answered after the configured delay', async () => {
    const started = Date.now();
    const response = await get(`/v3/profiles/${gravatarHash(SPECIAL_ADDRESSES.slow)}`);
    expect(response.status).toBe(404);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('lets a caller give up, and closing does not wait for pending answers', async () => {
    const slow = await startSourceStubs({ port: 0, slowMs: 60_000 });
    const abandoned = fetch(`${slow.url}/search/users?q=${encodeURIComponent(`${SPECIAL_ADDRESSES.slow} in:email`)}`, { signal: AbortSignal.timeout(50) });
    await expect(abandoned).rejects.toThrow();
    const waiting = fetch(`${slow.url}/search/commits?q=author-email:${SPECIAL_ADDRESSES.slow}`).catch(() => 'closed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await slow.close();
    expect(await waiting).toBe('closed');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
