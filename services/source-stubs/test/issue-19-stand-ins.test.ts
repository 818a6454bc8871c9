import dns from 'node:dns';
import { FAILING_DOMAINS, gravatarHash, SPECIAL_ADDRESSES, startSourceStubs, type RunningSourceStubs } from '../src/index';

let stubs: RunningSourceStubs;
let resolver: dns.promises.Resolver;

beforeAll(async () => {
  stubs = await startSourceStubs({ port: 0, slowMs: 300 });
  resolver = new dns.promises.Resolver({ timeout: 1_000, tries: 1 });
  resolver.setServers([stubs.dnsServer]);
});

afterAll(async () => {
  await stubs.close();
});

const get = (path: string) => fetch(`${stubs.url}${path}`);

describe('DNS stand-in (real protocol, node resolver)', () => {
  it('answers MX of the reserved domains and the Libravatar SRV of example.com, pointing at the HTTP stand-in', async () => {
    expect(await resolver.resolveMx('example.org')).toEqual([expect.objectContaining({ exchange: 'aspmx.l.google.com', priority: 1 }), expect.objectContaining({ exchange: 'alt1.aspmx.l.google.com' })]);
    expect(await resolver.resolveSrv('_avatars._tcp.example.com')).toEqual([expect.objectContaining({ name: '127.0.0.1', port: stubs.port, priority: 0, weight: 0 })]); // Node 24 adds type: 'SRV'
  });

  it('NXDOMAIN for unknown names, no data for a missing record type, SERVFAIL for a failing domain', async () => {
    await expect(resolver.resolveMx('nowhere.example')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolver.resolveSrv('_avatars._tcp.example.net')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(resolver.resolveMx(FAILING_DOMAINS.broken)).rejects.toMatchObject({ code: 'ESERVFAIL' });
  });
});

describe('keys.openpgp.org, GitLab, RDAP, website and avatar stand-ins', () => {
  it('VKS answers an armoured key for a person with one, 404 text otherwise', async () => {
    const found = await get(`/vks/v1/by-email/${encodeURIComponent('maren.holt@example.com')}`);
    expect(found.headers.get('content-type')).toBe('application/pgp-keys');
    expect(await found.text()).toMatch(/^-----BEGIN PGP PUBLIC KEY BLOCK-----/);
    const none = await get(`/vks/v1/by-email/${encodeURIComponent('nobody@example.com')}`);
    expect([none.status, await none.text()]).toEqual([404, 'No key found for email address']);
    expect((await get(`/vks/v1/by-email/${encodeURIComponent(SPECIAL_ADDRESSES.rateLimited)}`)).status).toBe(429);
  });

  it('GitLab lists users by public email and serves a profile by id', async () => {
    const list = await (await get(`/api/v4/users?search=${encodeURIComponent('maren.holt@example.com')}`)).json();
    expect(list).toEqual([expect.objectContaining({ id: 720001, username: 'maren.holt', web_url: 'https://gitlab.example/maren.holt' })]);
    expect(await (await get('/api/v4/users/720001')).json()).toMatchObject({ location: 'London, United Kingdom', public_email: 'maren.holt@example.com' });
    expect(await (await get(`/api/v4/users?search=nobody%40example.com`)).json()).toEqual([]);
  });

  it('RDAP: the bootstrap names the stand-in registries, which answer registration events', async () => {
    const bootstrap = await (await get('/rdap/dns.json')).json();
    const base = bootstrap.services.find(([tlds]: [string[]]) => tlds.includes('com'))[1][0];
    const domain = await (await fetch(`${base}domain/example.com`)).json();
    expect(domain.events).toContainEqual({ eventAction: 'registration', eventDate: '1995-08-14T04:00:00Z' });
    expect((await fetch(`${base}domain/unknown.com`)).status).toBe(404);
  });

  it('avatars: d=404 gives 404 for an address without a photo, a drawing without it', async () => {
    expect((await get(`/avatar/${gravatarHash('nobody@example.com')}?d=404`)).status).toBe(404);
    expect((await get(`/avatar/${gravatarHash('nobody@example.com')}`)).status).toBe(200);
    expect((await get(`/avatar/${gravatarHash('tobias.reed@example.net')}?d=404`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('profile sites: present, absent and a bot wall, under /sites/<host>/', async () => {
    expect((await get('/sites/codeberg.org/marenholt')).status).toBe(200);
    expect((await get('/sites/codeberg.org/zq-nobody-here-4821')).status).toBe(404);
    const walled = await get('/sites/www.reddit.com/user/marenholt/about.json');
    expect([walled.status, (await walled.text()).includes('Just a moment...')]).toEqual([403, true]);
  });
});
