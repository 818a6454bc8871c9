import { LiveReportResponse } from '@mailscout/contracts';
import { buildEngine, defaultSources, signedInUser, waitFor } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { rawCollection } from '../raw-db';
import type { ScanDocument } from '../../src/store/repositories/scans-repository';

/** docs/decisions.md#never-twice: a live report of a target is opened, not bought again. */
const mongo = withTestMongo();

const startScan = (email: string, extra: Record<string, unknown> = {}) => ({ email, billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com', ...extra });
const liveUrl = (target: string) => `/api/live-report/${encodeURIComponent(target)}`;

describe('GET /api/live-report/{target}', () => {
  it('needs a session; a wrong or revoked session gets 401', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()));
    expect((await api.inject({ url: liveUrl('ada@example.com') })).statusCode).toBe(401);
    const wrong = await api.inject({ url: liveUrl('ada@example.com'), headers: { authorization: 'Bearer not-a-session-token-at-all-000000000000' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('UNAUTHORIZED');
  });

  it("answers the caller's own live report, never another account's, and not an expired one", async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()));
    const buyer = await signedInUser(api, 'buyer@example.com', 2);
    const other = await signedInUser(api, 'other@example.com', 2);
    expect(LiveReportResponse.parse((await api.inject({ url: liveUrl('ada@example.com'), headers: buyer.headers })).json())).toEqual({ report: null });

    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers: buyer.headers, payload: startScan('ada@example.com') })).json();
    // Running counts as live: its report is coming.
    const running = LiveReportResponse.parse((await api.inject({ url: liveUrl('Ada@Example.com'), headers: buyer.headers })).json());
    expect(running.report?.scanId).toBe(scan_id);
    await waitFor(async () => (await api.inject({ url: `/api/scans/${scan_id}`, headers: buyer.headers })).json().status, (s) => s === 'completed');
    const done = LiveReportResponse.parse((await api.inject({ url: liveUrl('ada@example.com'), headers: buyer.headers })).json());
    expect(done.report).toEqual(expect.objectContaining({ scanId: scan_id, status: 'completed', kind: 'email', target: 'ada@example.com' }));

    // Another account with its own session learns nothing of the buyer's report.
    expect((await api.inject({ url: liveUrl('ada@example.com'), headers: other.headers })).json()).toEqual({ report: null });
    // A different target of the buyer's has none either.
    expect((await api.inject({ url: liveUrl('bob@example.com'), headers: buyer.headers })).json()).toEqual({ report: null });

    // The report expired (its own expiry, before the TTL monitor removes it): not live any more.
    await (await rawCollection(api, 'reports')).updateOne({ _id: scan_id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await api.inject({ url: liveUrl('ada@example.com'), headers: buyer.headers })).json()).toEqual({ report: null });
    // And the scan's own expiry counts too.
    await (await rawCollection(api, 'reports')).updateOne({ _id: scan_id }, { $set: { expiresAt: new Date(Date.now() + 86_400_000) } });
    await (await rawCollection<ScanDocument>(api, 'scans')).updateOne({ _id: scan_id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await api.inject({ url: liveUrl('ada@example.com'), headers: buyer.headers })).json()).toEqual({ report: null });
  });

  it('does not count a failed scan as live', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()));
    const buyer = await signedInUser(api, 'buyer@example.com', 2);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers: buyer.headers, payload: startScan('ada@example.com') })).json();
    await waitFor(async () => (await api.inject({ url: `/api/scans/${scan_id}`, headers: buyer.headers })).json().status, (s) => s === 'completed');
    await (await rawCollection<ScanDocument>(api, 'scans')).updateOne({ _id: scan_id }, { $set: { status: 'failed' } });
    expect((await api.inject({ url: liveUrl('ada@example.com'), headers: buyer.headers })).json()).toEqual({ report: null });
  });
});

describe('POST /api/start-scan while a live report exists', () => {
  it('answers the live scan and spends nothing; fresh: true buys a new one', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()));
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 3);
    const first = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('ada@example.com', { requestId: 'attempt-first' }) })).json();
    expect(first.reused).toBeUndefined();
    await waitFor(async () => (await api.inject({ url: `/api/scans/${first.scan_id}`, headers })).json().status, (s) => s === 'completed');

    const again = await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('ADA@example.com', { requestId: 'attempt-second' }) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ scan_id: first.scan_id, reused: true });
    expect(await api.store.credits.balance(user._id)).toBe(2);

    const fresh = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('ada@example.com', { requestId: 'attempt-fresh', fresh: true }) })).json();
    expect(fresh.scan_id).not.toBe(first.scan_id);
    expect(fresh.reused).toBeUndefined();
    expect(await api.store.credits.balance(user._id)).toBe(1);
    expect(await (await rawCollection<ScanDocument>(api, 'scans')).countDocuments({ userId: user._id })).toBe(2);
  });

  it("is not fooled by another account's report of the same target", async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()));
    const buyer = await signedInUser(api, 'buyer@example.com', 1);
    const other = await signedInUser(api, 'other@example.com', 1);
    const theirs = (await api.inject({ method: 'POST', url: '/api/start-scan', headers: other.headers, payload: startScan('ada@example.com') })).json();
    const mine = (await api.inject({ method: 'POST', url: '/api/start-scan', headers: buyer.headers, payload: startScan('ada@example.com') })).json();
    expect(mine.scan_id).not.toBe(theirs.scan_id);
    expect(mine.reused).toBeUndefined();
    expect(await api.store.credits.balance(buyer.user._id)).toBe(0);
  });

  it('50 starts of one target at once (each its own request id) spend one credit and all answer one scan', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()), { LOOKUPS_PER_ACCOUNT_PER_DAY: '1000' });
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 5);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('ada@example.com', { requestId: `parallel-${String(i).padStart(4, '0')}` }) }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const ids = new Set(responses.map((r) => r.json().scan_id as string));
    expect(ids.size).toBe(1);
    expect(await api.store.credits.balance(user._id)).toBe(4);
    expect((await api.store.credits.history(user._id)).filter((e) => e.reason === 'scan')).toHaveLength(1);
    expect(await (await rawCollection<ScanDocument>(api, 'scans')).countDocuments({ userId: user._id })).toBe(1);
  }, 60_000);
});
