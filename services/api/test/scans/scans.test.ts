import { ScanResultsResponse, ScanStatusResponse } from '@mailscout/contracts';
import { after, buildEngine, defaultSources, fakeSource, readEvents, signedInUser, waitFor } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { rawCollection } from '../raw-db';
import type { ScanDocument } from '../../src/store/repositories/scans-repository';

const mongo = withTestMongo();

const startScan = (email: string, extra: Record<string, unknown> = {}) => ({ email, billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com', ...extra });

describe('POST /api/start-scan', () => {
  it('needs a session', async () => {
    const api = await buildEngine(mongo.uri(), []);
    const response = await api.inject({ method: 'POST', url: '/api/start-scan', payload: startScan('ada@example.com') });
    expect(response.statusCode).toBe(401);
  });

  it('refuses without a credit, with a clear message, and starts nothing', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()));
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 0);
    const response = await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('ada@example.com') });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: 'NO_CREDITS', message: 'No credits available. Please purchase credits to continue.' });
    expect(await (await rawCollection<ScanDocument>(api, 'scans')).countDocuments({ userId: user._id })).toBe(0);
  });

  it('spends the credit exactly once under concurrency: 100 parallel starts on a balance of 3 start 3 scans', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()), { LOOKUPS_PER_ACCOUNT_PER_DAY: '1000' });
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 3);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan(`person${i}@example.com`) })),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 402)).toHaveLength(97);
    expect(await api.store.credits.balance(user._id)).toBe(0);
    expect(await (await rawCollection<ScanDocument>(api, 'scans')).countDocuments({ userId: user._id })).toBe(3);
    expect((await api.store.credits.history(user._id)).filter((e) => e.reason === 'scan')).toHaveLength(3);
  }, 60_000);

  it('treats a repeated request id as the same scan and charges once', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()));
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 5);
    const payload = startScan('ada@example.com', { requestId: 'attempt-0001' });
    const [a, b] = await Promise.all([1, 2].map(() => api.inject({ method: 'POST', url: '/api/start-scan', headers, payload })));
    expect(a!.json().scan_id).toBe(b!.json().scan_id);
    expect(await api.store.credits.balance(user._id)).toBe(4);
  });

  it('refuses an opted-out address and the daily cap, charging nothing', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()), { LOOKUPS_PER_ACCOUNT_PER_DAY: '1' });
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 5);
    await api.store.suppressions.add(api.hashEmail('gone@example.com'));
    const gone = await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('gone@example.com') });
    expect(gone.statusCode).toBe(403);
    expect(gone.json().error).toBe('OPTED_OUT');
    expect((await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('a@example.com', { purpose: 'Reconnect with a friend' }) })).statusCode).toBe(200);
    const capped = await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('b@example.com') });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error).toBe('DAILY_LOOKUP_CAP');
    expect(await api.store.credits.balance(user._id)).toBe(4);
    const audit = await (await rawCollection(api, 'audit_log')).find({ action: 'lookup' }).toArray();
    expect(audit).toEqual([expect.objectContaining({ actorUserId: user._id, subjectHash: api.hashEmail('a@example.com'), purpose: 'Reconnect with a friend' })]);
  });
});

describe('a scan from start to report', () => {
  it('assembles a report with provenance, readable only by the account that started it', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()));
    const buyer = await signedInUser(api, 'buyer@example.com', 2);
    const other = await signedInUser(api, 'other@example.com', 2);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers: buyer.headers, payload: startScan('Ada@Example.com') })).json();
    const status = await waitFor(
      async () => ScanStatusResponse.parse((await api.inject({ url: '/api/scan-status/ada%40example.com', headers: buyer.headers })).json()),
      (s) => s.status === 'completed',
    );
    expect(status.scanId).toBe(scan_id);
    const results = ScanResultsResponse.parse((await api.inject({ url: '/api/scan-results/ada@example.com', headers: buyer.headers })).json());
    expect(results.lookupCredits).toBe(1);
    expect(results.breaches).toEqual(['Adobe']);
    expect(results.usernames).toEqual(['ada']);
    // Only http(s) accounts (docs/product.md#screens); each datum carries its source and time.
    expect(results.accounts).toEqual([{ site: 'github', url: 'https://github.com/ada' }]);
    expect(results.results.names).toEqual([{ value: 'Ada Example', source: 'gravatar', seenAt: expect.any(String) }]);
    expect(results.results.breaches[0]!.source).toBe('hibp');
    expect(results.results.emailChecks?.type).toBe('personal');
    expect(new Date(results.results.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);

    for (const url of ['/api/scan-status/ada@example.com', '/api/scan-results/ada@example.com', `/api/scans/${scan_id}`, `/api/scans/${scan_id}/results`, `/api/scans/${scan_id}/events`]) {
      const refused = await api.inject({ url, headers: other.headers });
      expect([url, refused.statusCode]).toEqual([url, 404]);
    }
    const history = (await api.inject({ url: '/api/reports', headers: buyer.headers })).json();
    expect(history.reports).toEqual([expect.objectContaining({ scanId: scan_id, target: 'ada@example.com', status: 'completed', kind: 'email' })]);
  });

  it('reuses the preview\'s answers from the cache instead of asking the sources again', async () => {
    const sources = defaultSources();
    const api = await buildEngine(mongo.uri(), Object.values(sources));
    const { headers } = await signedInUser(api, 'buyer@example.com', 1);
    const { previewId } = (await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'ada@example.com' } })).json();
    await waitFor(async () => (await api.inject({ url: `/api/previews/${previewId}` })).json().status, (s) => s === 'completed');
    await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('ada@example.com') });
    await waitFor(async () => (await api.inject({ url: '/api/scan-status/ada@example.com', headers })).json().status, (s) => s === 'completed');
    expect(sources.gravatar.calls).toHaveLength(1);
  });

  it('cuts a slow source at the deadline and still delivers a partial report', async () => {
    const { local, gravatar } = defaultSources();
    const hanging = fakeSource('hibp', ['email'], (_input, signal) => after(60_000, { state: 'not_found' as const }, signal));
    const erroring = fakeSource('github', ['email'], async () => {
      throw new Error('socket hang up');
    });
    const api = await buildEngine(mongo.uri(), [local, gravatar, hanging, erroring], { SCAN_DEADLINE: '1500' });
    const { headers } = await signedInUser(api, 'buyer@example.com', 1);
    const started = Date.now();
    await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('ada@example.com') });
    await waitFor(async () => (await api.inject({ url: '/api/scan-status/ada@example.com', headers })).json().status, (s) => s === 'completed');
    expect(Date.now() - started).toBeLessThan(5_000);
    const results = ScanResultsResponse.parse((await api.inject({ url: '/api/scan-results/ada@example.com', headers })).json());
    expect(Object.fromEntries(results.results.sources.map((s) => [s.source, s.state]))).toEqual({ 'local-checks': 'found', gravatar: 'found', hibp: 'timeout', github: 'error' });
    expect(results.results.names).toHaveLength(1);
    expect(results.breaches).toEqual([]);
  });

  it('streams each source and then the results over server-sent events', async () => {
    const { local, gravatar } = defaultSources();
    const slow = fakeSource('hibp', ['email'], (_input, signal) => after(600, { state: 'not_found' as const }, signal));
    const api = await buildEngine(mongo.uri(), [local, gravatar, slow]);
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    const { headers } = await signedInUser(api, 'buyer@example.com', 1);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('ada@example.com') })).json();
    const events = await readEvents(`${address}/api/scans/${scan_id}/events`, headers);
    expect(events.pop()?.event).toBe('end');
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('status');
    expect(names.filter((n) => n === 'source')).toHaveLength(3);
    expect(names.at(-1)).toBe('results');
    const hibpAt = events.find((e) => e.event === 'source' && (e.data as { source: string }).source === 'hibp')!.at;
    // The report follows the slowest source at once, not at the next 5 s poll.
    expect(events.at(-1)!.at - hibpAt).toBeLessThan(1_000);
    expect(ScanResultsResponse.parse(events.at(-1)!.data).results.names).toHaveLength(1);
  });

  it('runs phone scans through the same engine', async () => {
    const { phone } = defaultSources();
    const api = await buildEngine(mongo.uri(), [phone]);
    const { headers } = await signedInUser(api, 'buyer@example.com', 1);
    const started = await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: { phone: '020 7946 0123', billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' } });
    expect(started.statusCode).toBe(200);
    await waitFor(async () => (await api.inject({ url: '/api/scan-status/%2B442079460123', headers })).json().status, (s) => s === 'completed');
    const results = ScanResultsResponse.parse((await api.inject({ url: '/api/scan-results/%2B442079460123', headers })).json());
    expect(results.results.kind).toBe('phone');
    expect(results.results.target).toBe('+442079460123');
    expect(results.results.phoneChecks?.country).toBe('GB');
  });

  it('lets a report expire by its TTL', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()));
    const { headers } = await signedInUser(api, 'buyer@example.com', 1);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('ada@example.com') })).json();
    await waitFor(async () => (await api.inject({ url: `/api/scans/${scan_id}`, headers })).json().status, (s) => s === 'completed');
    // Time passes: the report's expiry is reached and the database's TTL monitor removes it.
    await (await rawCollection(api, 'reports')).updateOne({ _id: scan_id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await (await rawCollection(api, 'source_cache')).updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    await waitFor(async () => (await rawCollection(api, 'reports')).countDocuments({ _id: scan_id }), (n) => n === 0, 70_000);
    await waitFor(async () => (await rawCollection(api, 'source_cache')).countDocuments({}), (n) => n === 0, 70_000);
    const gone = await api.inject({ url: `/api/scans/${scan_id}/results`, headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('REPORT_EXPIRED');
  }, 90_000);
});
