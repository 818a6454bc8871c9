import { Preview, ScanResultsResponse } from '@mailscout/contracts';
import { startSourceStubs, type RunningSourceStubs, type StubFault } from '@mailscout/source-stubs';
import { githubSource } from '../../src/sources/github/github-source';
import { gravatarSource } from '../../src/sources/gravatar/gravatar-source';
import { hibpSource } from '../../src/sources/hibp/hibp-source';
import type { App } from '../../src/app';
import { buildEngine, defaultSources, signedInUser, waitFor } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { rawCollection } from '../raw-db';
import type { ScanDocument } from '../../src/store/repositories/scans-repository';

/**
 * docs/architecture.md#scans-end: the networked sources pointed at a service that hangs (accepts, never answers),
 * trickles a body forever, or resets the connection. Every scan and preview ends within its
 * deadline plus one second, no connection to the service stays open, and a scan that needs no
 * call does not wait behind hung ones.
 */
const mongo = withTestMongo();
const DEADLINE_MS = 1_500;
const SLACK_MS = 1_000;

let stubs: RunningSourceStubs;
beforeAll(async () => {
  stubs = await startSourceStubs({ port: 0, trickleMs: 50 });
});
afterEach(() => stubs.setFault('all', null));
afterAll(async () => {
  await stubs.close();
});

/** The real networked sources against the stand-ins, and a fake local checker. */
async function engine(env: Record<string, string> = {}): Promise<App> {
  const { local } = defaultSources();
  const sources = [local, gravatarSource({ url: stubs.url, apiKey: null }), githubSource({ url: stubs.url, token: null }), hibpSource({ url: stubs.url, apiKey: 'test-key' })];
  const app = await buildEngine(mongo.uri(), sources, { SCAN_DEADLINE: String(DEADLINE_MS), LOOKUPS_PER_ACCOUNT_PER_DAY: '1000', ...env });
  // These tests are about deadlines: the circuits stay closed (circuit-breaker.test.ts opens them).
  app.lookup.deps.breakers.configure({ consecutiveFailures: 1_000, minCallsInWindow: 1_000 });
  return app;
}

const startScan = (email: string) => ({ email, billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' });

async function noConnectionsLeft() {
  await waitFor(async () => stubs.openConnections(), (open) => open === 0, 2_000);
}

describe.each<StubFault>(['hang', 'trickle', 'reset'])('networked sources that %s', (fault) => {
  it('a paid scan ends within its deadline plus one second, its connections closed', async () => {
    const api = await engine();
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 1);
    stubs.setFault('all', fault);
    const started = Date.now();
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('ada@example.com') })).json();
    const scan = await waitFor(() => api.store.scans.findById(scan_id), (s) => s?.status === 'completed', DEADLINE_MS + SLACK_MS + 1_000);
    expect(scan!.completedAt!.getTime() - started).toBeLessThanOrEqual(DEADLINE_MS + SLACK_MS);
    const expected = fault === 'reset' ? 'error' : 'timeout';
    expect(scan!.sources).toMatchObject({ 'local-checks': { state: 'found' }, gravatar: { state: expected }, github: { state: expected }, hibp: { state: expected } });
    // No networked source answered: the credit goes back, as for any such scan.
    const results = ScanResultsResponse.parse((await api.inject({ url: `/api/scans/${scan_id}/results`, headers })).json());
    expect(results.results.creditReturned).toEqual({ reason: 'scan_no_source_answered' });
    expect(await api.store.credits.balance(user._id)).toBe(1);
    await noConnectionsLeft();
  });

  it('a preview ends within its deadline plus one second, its connections closed', async () => {
    const api = await engine();
    stubs.setFault('all', fault);
    const started = Date.now();
    const { previewId } = (await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'ada@example.com' } })).json();
    const preview = await waitFor(() => api.store.previews.findById(previewId), (p) => p?.status === 'completed', DEADLINE_MS + SLACK_MS + 1_000);
    expect(Date.now() - started).toBeLessThanOrEqual(DEADLINE_MS + SLACK_MS + 100);
    const shown = Preview.parse((await api.inject({ url: `/api/previews/${previewId}` })).json());
    expect(shown.hints.noNetworkedSourceAnswered).toBe(true);
    expect(Object.values(preview!.sources).filter((p) => p.state === 'pending')).toEqual([]);
    await noConnectionsLeft();
  });
});

describe('a scan that needs no call', () => {
  it('completes at once while four scans hang on a dead service in all four slots', async () => {
    const api = await engine({ SCAN_DEADLINE: '6000' });
    const { headers } = await signedInUser(api, 'buyer@example.com', 10);
    // The cached one: its answers are in the source cache from an earlier, healthy run.
    const { previewId } = (await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'maren.holt@example.com' } })).json();
    await waitFor(() => api.store.previews.findById(previewId), (p) => p?.status === 'completed');

    stubs.setFault('all', 'hang');
    const hung: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      hung.push((await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan(`hung${i}@example.com`) })).json().scan_id as string);
    }
    await waitFor(async () => (await rawCollection<ScanDocument>(api, 'scans')).countDocuments({ _id: { $in: hung }, status: 'running' }), (n) => n === 4);

    const started = Date.now();
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: startScan('maren.holt@example.com') })).json();
    const done = await waitFor(() => api.store.scans.findById(scan_id), (s) => s?.status === 'completed', 5_000);
    expect(done!.completedAt!.getTime() - started).toBeLessThan(1_500);
    // The hung ones are still within their deadline: the cached scan did not wait for them.
    expect(await (await rawCollection<ScanDocument>(api, 'scans')).countDocuments({ _id: { $in: hung }, status: 'running' })).toBe(4);
    const results = ScanResultsResponse.parse((await api.inject({ url: `/api/scans/${scan_id}/results`, headers })).json());
    expect(results.results.names.map((n) => n.value)).toContain('Maren Holt');

    await waitFor(async () => (await rawCollection<ScanDocument>(api, 'scans')).countDocuments({ _id: { $in: hung }, status: 'completed' }), (n) => n === 4, 8_000);
    await noConnectionsLeft();
  }, 30_000);
});
