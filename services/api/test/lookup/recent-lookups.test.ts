import { RecentLookupsResponse, type SourceId, type SourceState } from '@mailscout/contracts';
import { maskAddress, providerOf } from '../../src/lookup/mask-address';
import { buildEngine } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type App = Awaited<ReturnType<typeof buildEngine>>;

type Seeded = { id: string; target: string; ageMs: number; status?: 'completed' | 'running' | 'failed'; kind?: 'email' | 'phone'; sources?: Record<string, SourceState> };

async function seed(app: App, scans: Seeded[]) {
  const { user } = await app.store.users.findOrCreate('buyer@example.com');
  for (const { id, target, ageMs, status = 'completed', kind = 'email', sources = {} } of scans) {
    const at = new Date(Date.now() - ageMs);
    await app.store.scans.create({
      _id: id, userId: user._id, kind, target, targetHash: app.hashEmail(target), status,
      // A running job under a live lease elsewhere: the in-process worker leaves it alone.
      leaseOwner: status === 'running' ? 'elsewhere' : null, leaseUntil: status === 'running' ? new Date(Date.now() + 60_000) : null,
      attempts: 1, createdAt: at, completedAt: status === 'running' ? null : at, expiresAt: new Date(Date.now() + 30 * DAY_MS), error: null,
      sources: Object.fromEntries(Object.entries(sources).map(([source, state]) => [source, { source: source as SourceId, state, at: at.toISOString() }])),
    });
  }
}

describe('GET /api/recent-lookups (docs/decisions.md#ticker)', () => {
  it('lists completed email lookups of the last 7 days, newest first, masked, with a coarse period and an opaque id', async () => {
    const api = await buildEngine(mongo.uri(), []);
    await seed(api, [
      { id: 'scan-hour', target: 'John.Smith@Gmail.com', ageMs: HOUR_MS },
      { id: 'scan-3days', target: 'zoe.quinn@acme-widgets.de', ageMs: 3 * DAY_MS },
      { id: 'scan-8days', target: 'old.timer@yahoo.com', ageMs: 8 * DAY_MS },
      { id: 'scan-5min', target: 'anna@outlook.com', ageMs: 5 * 60_000 },
      { id: 'scan-2days', target: 'max.muster@yahoo.de', ageMs: 2 * DAY_MS },
      { id: 'scan-25h', target: 'kim@secret-employer.google', ageMs: 25 * HOUR_MS },
      { id: 'scan-running', target: 'busy@gmail.com', ageMs: 1_000, status: 'running' },
      { id: 'scan-failed', target: 'broken@gmail.com', ageMs: 1_000, status: 'failed' },
      { id: 'scan-phone', target: '+442079460123', ageMs: 1_000, kind: 'phone' },
    ]);

    const response = await api.inject({ url: '/api/recent-lookups' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const body = RecentLookupsResponse.parse(response.json());
    // Everything shown besides the ids (random-looking text that may contain any letters).
    const raw = JSON.stringify(body.items.map(({ maskedEmail, provider, period }) => ({ maskedEmail, provider, period })));

    expect(body.items.map(({ maskedEmail, provider, period }) => [maskedEmail, provider, period])).toEqual([
      ['•••@outlook.com', 'outlook', 'today'],
      ['•••@gmail.com', 'gmail', 'today'],
      ['•••@•••', 'other', 'this-week'],
      ['•••@yahoo.de', 'yahoo', 'this-week'],
      ['•••@•••.de', 'other', 'this-week'],
    ]);
    // Exactly these fields: no time, no scan id, no hash of the address.
    for (const item of response.json().items) expect(Object.keys(item).sort()).toEqual(['id', 'lookups', 'maskedEmail', 'period', 'provider', 'sourcesAsked', 'sourcesWithData']);

    // No letter of any local part, no company domain, nothing of the lookups that must not show.
    for (const leak of ['john', 'smith', 'zoe', 'quinn', 'anna', 'max', 'muster', 'kim', 'old', 'timer', 'busy', 'broken', 'acme', 'widgets', 'secret', 'employer', 'google', '2079460123', 'scan-']) {
      expect(raw.toLowerCase()).not.toContain(leak);
    }
    for (const item of body.items) expect(item.maskedEmail).toMatch(/^•••@/);
    // No timestamp in any form: ISO dates, times of day, epoch milliseconds or seconds.
    expect(raw).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}|\d{10,}/);

    // The id: opaque, unique, stable across requests, and neither the scan id nor a hash of the address.
    const ids = body.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    for (const target of ['john.smith@gmail.com', 'anna@outlook.com']) expect(ids).not.toContain(api.hashEmail(target).slice(0, 16));
    expect(ids.some((id) => id.includes('scan'))).toBe(false);
    const again = RecentLookupsResponse.parse((await api.inject({ url: '/api/recent-lookups' })).json());
    expect(again.items.map((item) => item.id)).toEqual(ids);
  });

  it('answers at most 20 entries, the newest, and an empty list when nothing was completed in the last 7 days', async () => {
    const api = await buildEngine(mongo.uri(), []);
    expect((await api.inject({ url: '/api/recent-lookups' })).json()).toEqual({ items: [] });
    await seed(api, [{ id: 'old', target: 'old@gmail.com', ageMs: 8 * DAY_MS }]);
    expect((await api.inject({ url: '/api/recent-lookups' })).json()).toEqual({ items: [] });
    await seed(api, Array.from({ length: 25 }, (_, i) => ({ id: `s${i}`, target: `user${i}@gmail.com`, ageMs: (i + 1) * HOUR_MS })));
    const body = RecentLookupsResponse.parse((await api.inject({ url: '/api/recent-lookups' })).json());
    expect(body.items).toHaveLength(20);
    // 1 … 23 hours ago are today, 24 hours and more are this week.
    expect(body.items.map((item) => item.period)).toEqual([...Array(23).fill('today'), ...Array(2).fill('this-week')].slice(0, 20));
  });

  // docs/decisions.md#ticker: rows tell lookups apart by real counts, and an address looked up again is one row.
  it('one entry per address, its latest lookup, with how often it was looked up and how many sources found something', async () => {
    const api = await buildEngine(mongo.uri(), []);
    const found = { 'local-checks': 'found', gravatar: 'found', github: 'found', hibp: 'not_found', records: 'found', gitlab: 'error', libravatar: 'disabled' } as const;
    await seed(api, [
      { id: 'maren-1', target: 'maren.holt@example.com', ageMs: 3 * HOUR_MS, sources: { 'local-checks': 'found', gravatar: 'not_found' } },
      { id: 'maren-2', target: 'maren.holt@example.com', ageMs: 2 * HOUR_MS, sources: { 'local-checks': 'found', gravatar: 'not_found' } },
      { id: 'other', target: 'tobias.reed@example.net', ageMs: 90 * 60_000, sources: { 'local-checks': 'found', gravatar: 'not_found', records: 'found' } },
      { id: 'maren-3', target: 'maren.holt@example.com', ageMs: HOUR_MS, sources: found },
    ]);
    const body = RecentLookupsResponse.parse((await api.inject({ url: '/api/recent-lookups' })).json());
    expect(body.items.map(({ maskedEmail, lookups, sourcesWithData, sourcesAsked }) => ({ maskedEmail, lookups, sourcesWithData, sourcesAsked }))).toEqual([
      // The local checks always answer and a disabled source asked nothing: neither is counted.
      { maskedEmail: '•••@•••.com', lookups: 3, sourcesWithData: 3, sourcesAsked: 5 },
      { maskedEmail: '•••@•••.net', lookups: 1, sourcesWithData: 1, sourcesAsked: 2 },
    ]);
  });

  it('gives the same lookup a different id under a different server secret', async () => {
    const seedOne = async (secret: string) => {
      const api = await buildEngine(mongo.uri(), [], { SESSION_SECRET: secret });
      await seed(api, [{ id: 'same-scan', target: 'a@gmail.com', ageMs: HOUR_MS }]);
      return RecentLookupsResponse.parse((await api.inject({ url: '/api/recent-lookups' })).json()).items[0]!.id;
    };
    expect(await seedOne('a'.repeat(48))).not.toBe(await seedOne('b'.repeat(48)));
  });
});

describe('ticker address masking', () => {
  it.each([
    ['john@gmail.com', '•••@gmail.com', 'gmail'],
    ['J@GoogleMail.com', '•••@googlemail.com', 'gmail'],
    ['a.b@hotmail.co.uk', '•••@hotmail.co.uk', 'outlook'],
    ['x@live.de', '•••@live.de', 'outlook'],
    ['x@msn.com', '•••@msn.com', 'outlook'],
    ['x@yahoo.com.br', '•••@yahoo.com.br', 'yahoo'],
    ['x@ymail.com', '•••@ymail.com', 'yahoo'],
    // docs/product.md#page-details: the ticker names more providers, each with its own icon.
    ['x@icloud.com', '•••@icloud.com', 'icloud'],
    ['x@me.com', '•••@me.com', 'icloud'],
    ['x@proton.me', '•••@proton.me', 'proton'],
    ['x@protonmail.com', '•••@protonmail.com', 'proton'],
    ['x@gmx.de', '•••@gmx.de', 'gmx'],
    ['x@gmx.net', '•••@gmx.net', 'gmx'],
    ['x@web.de', '•••@web.de', 'webde'],
    ['x@t-online.de', '•••@t-online.de', 'tonline'],
    // A company's host named like a provider is still a company.
    ['x@yahoo.acme.com', '•••@•••.com', 'other'],
    ['x@outlook.example.de', '•••@•••.de', 'other'],
    ['ceo@acme.co.uk', '•••@•••.uk', 'other'],
    ['jane@example.org', '•••@•••.org', 'other'],
    // A brand or unusual TLD would name the employer: nothing of the domain shows.
    ['kim@mail.google', '•••@•••', 'other'],
    ['kim@corp.bmw', '•••@•••', 'other'],
    ['kim@bank.xn--p1ai', '•••@•••', 'other'],
    ['kim@localhost', '•••@•••', 'other'],
    ['not-an-address', '•••@•••', 'other'],
  ])('%s → %s (%s)', (email, masked, provider) => {
    expect(maskAddress(email)).toBe(masked);
    expect(providerOf(email)).toBe(provider);
  });
});
