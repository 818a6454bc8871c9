import { EmailLookupResponse, Preview } from '@mailscout/contracts';
import { buildEngine, defaultSources, fakeSource, readEvents, waitFor } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { rawCollection } from '../raw-db';

const mongo = withTestMongo();

describe('POST /api/email-lookup', () => {
  it("answers 'opted-out' for a suppressed address before any source is asked", async () => {
    const sources = defaultSources();
    const api = await buildEngine(mongo.uri(), Object.values(sources));
    await api.store.suppressions.add(api.hashEmail('gone@example.com'));
    const gone = await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: ' Gone@Example.com' } });
    expect(EmailLookupResponse.parse(gone.json())).toEqual({ status: 'opted-out', message: 'This email address has opted out.' });
    expect(sources.gravatar.calls).toHaveLength(0);
    expect(sources.local.calls).toHaveLength(0);
  });

  it("starts a preview ('not-found': no saved report) and reuses it for the same address", async () => {
    const sources = defaultSources();
    const api = await buildEngine(mongo.uri(), Object.values(sources));
    const first = EmailLookupResponse.parse((await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'Ada@Example.com' } })).json());
    expect(first.status).toBe('not-found');
    expect(first.previewId).toEqual(expect.any(String));
    const again = EmailLookupResponse.parse((await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'ada@example.com' } })).json());
    expect(again.previewId).toBe(first.previewId);
    const preview = await waitFor(async () => Preview.parse((await api.inject({ url: `/api/previews/${first.previewId}` })).json()), (p) => p.status === 'completed');
    expect(sources.gravatar.calls).toEqual([{ kind: 'email', email: 'ada@example.com' }]);
    expect(preview.emailChecks).toEqual({ valid: true, type: 'personal', role: false, deliverability: 'deliverable' });
    // The mailto: account is not shown by the report (docs/product.md#screens), so it is not counted (docs/decisions.md#progress-screen).
    expect(preview.hints).toEqual({
      ownerNameFound: true,
      locationFound: true,
      serviceProvider: 'example.com',
      phoneFound: false,
      socialProfiles: 1,
      addressRecords: 1,
      breaches: 1,
      noNetworkedSourceAnswered: false,
      categories: expect.objectContaining({ names: 1, locations: 1, accounts: 1, breaches: 1, exposedPasswords: 1, mailServer: 1 }),
    });
    expect(preview.sources.map((s) => [s.source, s.state])).toEqual([['local-checks', 'found'], ['gravatar', 'found'], ['hibp', 'found']]);
    // Counts and booleans only: nothing the sources found about the person is in the preview.
    expect(JSON.stringify(preview)).not.toMatch(/Ada Example|London|github\.com|Adobe/);
    const audit = await (await rawCollection(api, 'audit_log')).find({ action: 'preview' }).toArray();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.subjectHash).toBe(api.hashEmail('ada@example.com'));
  });

  it('rejects bad input with a readable message and limits each client', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()), { LOOKUPS_PER_MINUTE_PER_CLIENT: '2' });
    const bad = await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'not-an-address' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('email: Please enter a valid email address');
    await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'a@example.com' } });
    const limited = await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'a@example.com' } });
    expect(limited.statusCode).toBe(429);
  });
});

describe('preview events', () => {
  it('streams each source as it answers, then the whole preview, and ends', async () => {
    const slow = fakeSource('github', ['email'], (_input, signal) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve({ state: 'not_found' }), 400);
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(new Error('aborted'))));
      }),
    );
    const broken = fakeSource('hibp', ['email'], async () => ({ state: 'error', reason: 'HTTP 500' }));
    const { local } = defaultSources();
    const api = await buildEngine(mongo.uri(), [local, slow, broken]);
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    const { previewId } = (await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'bob@example.org' } })).json();
    // The checklist's values are there as soon as the local checks answered, before the rest.
    const early = await waitFor(async () => Preview.parse((await api.inject({ url: `/api/previews/${previewId}` })).json()), (p) => p.emailChecks !== null);
    expect(early.status).toBe('running');
    const events = await readEvents(`${address}/api/previews/${previewId}/events`, {});
    expect(events.pop()?.event).toBe('end');
    const sourceEvents = events.filter((e) => e.event === 'source').map((e) => e.data as { source: string; state: string });
    expect(sourceEvents).toEqual(expect.arrayContaining([
      expect.objectContaining({ source: 'local-checks', state: 'found' }),
      expect.objectContaining({ source: 'hibp', state: 'error' }),
      expect.objectContaining({ source: 'github', state: 'not_found' }),
    ]));
    // The slow source answers last; the whole preview closes the stream.
    expect(sourceEvents.at(-1)).toEqual(expect.objectContaining({ source: 'github' }));
    expect(events.at(-1)!.event).toBe('preview');
    expect(Preview.parse(events.at(-1)!.data).status).toBe('completed');
  });

  it('answers 404 for an unknown preview', async () => {
    const api = await buildEngine(mongo.uri(), []);
    const response = await api.inject({ url: '/api/previews/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('PREVIEW_NOT_FOUND');
  });
});

describe('POST /api/phone-lookup', () => {
  it('validates the number with the numbering plan and previews it in E.164', async () => {
    const { phone } = defaultSources();
    const api = await buildEngine(mongo.uri(), [phone]);
    const bad = await api.inject({ method: 'POST', url: '/api/phone-lookup', payload: { phone: '12345' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'INVALID_PHONE', message: 'Please enter a valid phone number.' });
    const good = (await api.inject({ method: 'POST', url: '/api/phone-lookup', payload: { phone: '020 7946 0123' } })).json();
    expect(good.status).toBe('not-found');
    const preview = await waitFor(async () => Preview.parse((await api.inject({ url: `/api/previews/${good.previewId}` })).json()), (p) => p.status === 'completed');
    expect(phone.calls).toEqual([{ kind: 'phone', phone: '+442079460123' }]);
    expect(preview.phoneChecks?.country).toBe('GB');
    expect(preview.hints.serviceProvider).toBe('GB');
  });

  it.each(['07700 900101', '+44 7700 900101', 'call 020 7946 0123'])('refuses %j as the home form and the funnel do (docs/decisions.md#phone-numbers)', async (typed) => {
    const { phone } = defaultSources();
    const api = await buildEngine(mongo.uri(), [phone]);
    const refused = await api.inject({ method: 'POST', url: '/api/phone-lookup', payload: { phone: typed } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'INVALID_PHONE' });
    expect(phone.calls).toEqual([]);
  });
});
