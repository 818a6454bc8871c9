import { gravatarHash, resetPeople, startSourceStubs, type RunningSourceStubs } from '../src/index';

/** What a watch's test makes the stand-ins start to show (docs/decisions.md#watch-my-address). */
let stubs: RunningSourceStubs;

beforeAll(async () => {
  stubs = await startSourceStubs({ port: 0, slowMs: 300 });
});

afterAll(async () => {
  resetPeople();
  await stubs.close();
});

const change = (body: unknown) =>
  fetch(`${stubs.url}/_stand-in/person-changes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const breachNames = async (email: string) => {
  const res = await fetch(`${stubs.url}/api/v3/breachedaccount/${encodeURIComponent(email)}?truncateResponse=true`, { headers: { 'hibp-api-key': 'k', 'user-agent': 't' } });
  return res.status === 404 ? [] : ((await res.json()) as Array<{ Name: string }>).map((b) => b.Name);
};

describe('person changes at the stand-ins', () => {
  it('a breach added over HTTP is answered from then on; the fixture breaches stay', async () => {
    expect(await breachNames('helen.achter@example.com')).toEqual(['ShopRiver', 'Forumly']);
    expect((await change({ email: 'Helen.Achter@example.com', addBreaches: ['Pixelboard'] })).status).toBe(200);
    expect(await breachNames('helen.achter@example.com')).toEqual(['ShopRiver', 'Forumly', 'Pixelboard']);
    // Added twice, listed once.
    await change({ email: 'helen.achter@example.com', addBreaches: ['Pixelboard'] });
    expect(await breachNames('helen.achter@example.com')).toEqual(['ShopRiver', 'Forumly', 'Pixelboard']);
  });

  it('an account added to an address without a profile makes its Gravatar profile appear', async () => {
    const hash = gravatarHash('nobody.yet@example.org');
    expect((await fetch(`${stubs.url}/v3/profiles/${hash}`)).status).toBe(404);
    await change({ email: 'nobody.yet@example.org', addAccounts: [{ type: 'mastodon', label: 'Mastodon', url: 'https://mastodon.example/@nobody' }] });
    const profile = await (await fetch(`${stubs.url}/v3/profiles/${hash}`)).json();
    expect(profile.verified_accounts.map((a: { url: string }) => a.url)).toEqual(['https://mastodon.example/@nobody']);
  });

  it('refuses what it cannot apply, and changes nothing', async () => {
    for (const body of ['not json', { addBreaches: ['Pixelboard'] }, { email: 'x@example.com', addBreaches: ['NoSuchBreach'] }, { email: 'x@example.com', addAccounts: [{ url: 1 }] }]) {
      expect((await change(body)).status).toBe(400);
    }
    expect(await breachNames('x@example.com')).toEqual([]);
    // Other methods on the stand-ins' own paths stay refused.
    expect((await fetch(`${stubs.url}/api/v3/breaches`, { method: 'POST' })).status).toBe(405);
  });

  it('reset: the fixtures as written', async () => {
    resetPeople();
    expect(await breachNames('helen.achter@example.com')).toEqual(['ShopRiver', 'Forumly']);
  });
});
