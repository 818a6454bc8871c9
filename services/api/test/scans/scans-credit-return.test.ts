import type { ObjectId } from 'mongodb';
import { Preview, Report, ScanResultsResponse } from '@mailscout/contracts';
import { SPECIAL_ADDRESSES } from '@mailscout/source-stubs';
import type { App } from '../../src/app';
import { finishScan } from '../../src/scans/finish-scan';
import { returnScanCredit } from '../../src/scans/return-scan-credit';
import { scanWorker } from '../../src/scans/scan-worker';
import { createSources } from '../../src/sources/registry';
import { build } from '../helper';
import { after, defaultSources, fakeSource, signedInUser, waitFor } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { closedUrl, withSourceStubs } from '../sources-stub-server';
import { rawCollection } from '../raw-db';

/**
 * docs/decisions.md#credit-back: a paid scan in which no networked source answered gives its credit back, once.
 * The networked sources are the real clients talking to the source stand-ins; only the local
 * checks are a fake, so the tests do not wait on this machine's DNS.
 */
const mongo = withTestMongo();
const stubs = withSourceStubs({ slowMs: 3_000, hibpApiKey: 'test-key' });

const REFUND_REASON = 'scan_no_source_answered';
const payload = (email: string) => ({ email, billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' });

async function engine(env: Record<string, string> = {}): Promise<App> {
  const { local } = defaultSources();
  return build({
    mongoUri: mongo.uri(),
    env: { ...stubs.env, HIBP_API_KEY: 'test-key', ...env },
    sources: (config, store) => {
      const real = createSources(config, store);
      return { email: real.email.map((source) => (source.id === 'local-checks' ? local : source)), phone: real.phone };
    },
  });
}

const refunds = async (app: App, userId: ObjectId) => (await app.store.credits.history(userId)).filter((entry) => entry._id.startsWith('scan-refund:'));
const completed = (app: App, scanId: string) => waitFor(() => app.store.scans.findById(scanId), (scan) => scan?.status === 'completed', 15_000);

describe('a paid scan in which no networked source answered', () => {
  it('returns its credit once, and the report says so', async () => {
    const api = await engine();
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 1);
    const started = await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: payload(SPECIAL_ADDRESSES.broken) });
    expect(started.statusCode).toBe(200);
    const { scan_id } = started.json();
    await completed(api, scan_id);

    expect(await api.store.credits.balance(user._id)).toBe(1);
    expect(await refunds(api, user._id)).toEqual([expect.objectContaining({ _id: `scan-refund:${scan_id}`, reason: REFUND_REASON, requested: 1, applied: 1, balanceAfter: 1 })]);
    const results = ScanResultsResponse.parse((await api.inject({ url: `/api/scans/${scan_id}/results`, headers })).json());
    expect(results.results.creditReturned).toEqual({ reason: REFUND_REASON });
    expect(results.lookupCredits).toBe(1);
    expect(Object.fromEntries(results.results.sources.map((s) => [s.source, s.state]))).toMatchObject({ gravatar: 'error', github: 'error', hibp: 'error', 'local-checks': 'found' });
  });

  it('counts a networked source that timed out as not answered', async () => {
    const api = await engine({ SCAN_DEADLINE: '1000' });
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 1);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: payload(SPECIAL_ADDRESSES.slow) })).json();
    await completed(api, scan_id);
    const report = Report.parse((await api.store.reports.findForUser(scan_id, user._id))!.report);
    expect(report.sources.filter((s) => ['gravatar', 'github', 'hibp'].includes(s.source)).map((s) => s.state)).toEqual(['timeout', 'timeout', 'timeout']);
    expect(report.creditReturned).toEqual({ reason: REFUND_REASON });
    expect(await api.store.credits.balance(user._id)).toBe(1);
    expect(await refunds(api, user._id)).toHaveLength(1);
  });

  it('returns it once when the first worker is killed mid-way and another finishes the job', async () => {
    const api = await engine({ SCAN_WORKER: 'off', SCAN_LEASE: '1000' });
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 2);
    const { local } = defaultSources();
    const hanging = fakeSource('gravatar', ['email'], (_input, signal) => after(60_000, { state: 'not_found' as const }, signal));
    const doomed = scanWorker({ ...api.lookup.deps, sources: { email: [local, hanging], phone: [] } }, { id: 'worker-a' });
    const survivor = scanWorker(api.lookup.deps, { id: 'worker-b' });

    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: payload(SPECIAL_ADDRESSES.broken) })).json();
    expect(await api.store.credits.balance(user._id)).toBe(1);
    doomed.start();
    await waitFor(() => api.store.scans.findById(scan_id), (scan) => scan?.leaseOwner === 'worker-a' && scan.sources['local-checks']?.state === 'found');
    doomed.kill(); // no release, no finish: its lease runs out
    survivor.start();
    try {
      const done = await completed(api, scan_id);
      expect(done!.attempts).toBe(2);
      expect(await api.store.credits.balance(user._id)).toBe(2);
      expect(await refunds(api, user._id)).toEqual([expect.objectContaining({ _id: `scan-refund:${scan_id}`, reason: REFUND_REASON, applied: 1 })]);
      expect((await api.store.credits.history(user._id)).filter((e) => e.reason === 'scan')).toHaveLength(1);
    } finally {
      await survivor.stop();
    }
  }, 30_000);

  it('returns it once when the finishing step runs twice, or dies half-way and is run by another worker', async () => {
    const api = await engine({ SCAN_WORKER: 'off' });
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 1);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: payload(SPECIAL_ADDRESSES.broken) })).json();

    // A worker that claimed the job, stored the report, returned the credit, and died before
    // marking the job completed.
    const job = (await api.store.scans.claimNext('dead-worker', 200))!;
    const now = new Date();
    const report: Report = {
      scanId: scan_id,
      kind: 'email',
      target: job.target,
      createdAt: now.toISOString(),
      expiresAt: job.expiresAt.toISOString(),
      durationSeconds: 1,
      sources: ['gravatar', 'github', 'hibp'].map((source) => ({ source: source as 'gravatar', state: 'error' as const, at: now.toISOString() })),
      emailChecks: null,
      phoneChecks: null,
      names: [],
      ages: [],
      genders: [],
      locations: [],
      phones: [],
      emails: [],
      usernames: [],
      photos: [],
      accounts: [],
      breaches: [],
      creditReturned: { reason: REFUND_REASON },
    };
    await api.store.reports.saveFirst({ _id: scan_id, userId: user._id, targetHash: job.targetHash, createdAt: now, expiresAt: job.expiresAt, report });
    await returnScanCredit(api.lookup.deps, job, REFUND_REASON);
    expect(await api.store.credits.balance(user._id)).toBe(1);

    // Its lease runs out; another worker takes the job and completes the finishing step.
    const worker = scanWorker(api.lookup.deps, { id: 'worker-b' });
    worker.start();
    try {
      await completed(api, scan_id);
    } finally {
      await worker.stop();
    }
    // The finishing step once more, even with a different report in hand: the stored one stands.
    const again = await finishScan(api.lookup.deps, job, 'worker-b', { ...report, creditReturned: undefined });
    expect(again).toEqual({ report: expect.objectContaining({ creditReturned: { reason: REFUND_REASON } }), completed: false });

    expect(await api.store.credits.balance(user._id)).toBe(1);
    expect(await refunds(api, user._id)).toHaveLength(1);
    expect(await (await rawCollection(api, 'reports')).countDocuments({ _id: scan_id })).toBe(1);
  });

  it('respects the credit cap as every grant does: the return is cut and recorded', async () => {
    const api = await engine({ SCAN_WORKER: 'off' });
    const cap = api.config.catalogue.creditCap;
    const { user, headers } = await signedInUser(api, 'buyer@example.com', cap);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: payload(SPECIAL_ADDRESSES.broken) })).json();
    // A pack bought while the scan runs fills the balance to the cap again.
    await api.store.credits.grant(user._id, { sourceKey: 'test:top-up', amount: 1, reason: 'test', cap });
    const worker = scanWorker(api.lookup.deps);
    worker.start();
    try {
      await completed(api, scan_id);
    } finally {
      await worker.stop();
    }
    expect(await api.store.credits.balance(user._id)).toBe(cap);
    expect(await refunds(api, user._id)).toEqual([expect.objectContaining({ reason: REFUND_REASON, requested: 1, applied: 0, balanceAfter: cap })]);
  });
});

describe('a scan in which a networked source answered', () => {
  it('keeps its charge and marks the unavailable sections, as before', async () => {
    // HIBP cannot be reached; Gravatar and GitHub answer.
    const api = await engine({ HIBP_API_URL: await closedUrl() });
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 1);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: payload('maren.holt@example.com') })).json();
    await completed(api, scan_id);
    const results = ScanResultsResponse.parse((await api.inject({ url: `/api/scans/${scan_id}/results`, headers })).json());
    expect(results.results.creditReturned).toBeUndefined();
    expect(results.results.sources.find((s) => s.source === 'hibp')?.state).toBe('error');
    expect(results.results.names.map((d) => d.value)).toContain('Maren Holt');
    expect(results.lookupCredits).toBe(0);
    expect(await refunds(api, user._id)).toEqual([]);
  });

  it('a lookup with no networked source to ask (a phone number) never meets this rule; holding only the free checks, it meets docs/decisions.md#empty-previews', async () => {
    const { phone } = defaultSources();
    const api = await build({ mongoUri: mongo.uri(), sources: () => ({ email: [], phone: [phone] }) });
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 1);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: { phone: '020 7946 0123', billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' } })).json();
    await completed(api, scan_id);
    // Nothing failed, so not "no source answered"; the numbering plan's description is a free check.
    expect(await refunds(api, user._id)).toEqual([expect.objectContaining({ reason: 'scan_nothing_found', applied: 1 })]);
    expect(await api.store.credits.balance(user._id)).toBe(1);
  });
});

describe('the free preview', () => {
  const previewOf = async (api: App, email: string) => {
    const { previewId } = (await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email } })).json();
    return waitFor(async () => Preview.parse((await api.inject({ url: `/api/previews/${previewId}` })).json()), (p) => p.status === 'completed');
  };

  it('says when every networked source was unavailable, and only then (a boolean, nothing personal)', async () => {
    const api = await engine();
    expect((await previewOf(api, SPECIAL_ADDRESSES.broken)).hints.noNetworkedSourceAnswered).toBe(true);
    expect((await previewOf(api, 'maren.holt@example.com')).hints.noNetworkedSourceAnswered).toBe(false);
  });
});
