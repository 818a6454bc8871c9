import { spawn } from 'node:child_process';
import path from 'node:path';
import { Preview, ScanResultsResponse } from '@mailscout/contracts';
import { startSourceStubs, type RunningSourceStubs } from '@mailscout/source-stubs';
import { githubSource } from '../../src/sources/github/github-source';
import { gravatarSource } from '../../src/sources/gravatar/gravatar-source';
import { hibpSource } from '../../src/sources/hibp/hibp-source';
import { buildEngine, defaultSources, signedInUser, waitFor } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { rawCollection } from '../raw-db';
import type { ScanDocument } from '../../src/store/repositories/scans-repository';

/**
 * docs/architecture.md#scans-end: nothing stays `running`. A process killed mid-scan or mid-preview leaves its job in
 * the database; the watchdog of any process (at its start, then on an interval) ends it once its
 * deadline has passed: the scan finished from what answered, the preview completed.
 */
const mongo = withTestMongo();
const payload = { email: 'ada@example.com', billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' };

let stubs: RunningSourceStubs;
beforeAll(async () => {
  // Every networked source that counts for the credit hangs (the newer ones of docs/decisions.md#sources too: Libravatar shares
  // Gravatar's /avatar path), so no source can answer before the worker is killed.
  stubs = await startSourceStubs({ port: 0, faults: { gravatar: 'hang', github: 'hang', hibp: 'hang', openpgp: 'hang', gitlab: 'hang' } });
});
afterAll(async () => {
  await stubs.close();
});

describe('the watchdog', () => {
  it('finishes, in a fresh process, a scan whose worker process was killed mid-scan (SIGKILL)', async () => {
    const uri = mongo.uri();
    const deadlineMs = 3_000;
    const first = await buildEngine(uri, [], { SCAN_WORKER: 'off', SCAN_DEADLINE: String(deadlineMs) });
    await first.lookup.watchdog.stop(); // only the fresh process below may end it
    const { user, headers } = await signedInUser(first, 'buyer@example.com', 1);
    const { scan_id } = (await first.inject({ method: 'POST', url: '/api/start-scan', headers, payload })).json();

    // The worker itself is the child (not tsx's launcher), so SIGKILL ends the worker.
    const child = spawn(process.execPath, ['--require', require.resolve('tsx/cjs'), path.join(__dirname, '../..', 'src', 'worker.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        MONGODB_URI: uri,
        SCAN_DEADLINE: String(deadlineMs),
        // Every networked source at the stand-ins (the newer ones of docs/decisions.md#sources too), never the real services.
        ...stubs.env,
        HIBP_API_KEY: 'test-key',
      },
      stdio: 'inherit',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const running = await waitFor(async () => (await rawCollection<ScanDocument>(first, 'scans')).findOne({ _id: scan_id }), (scan) => scan?.status === 'running' && 'deadlineAt' in scan, 20_000);
      await waitFor(async () => stubs.openConnections(), (n) => n > 0);
      child.kill('SIGKILL'); // no release, no finish: its lease still runs for 30 s
      await exited;
      const deadlineAt = (running as unknown as { deadlineAt: Date }).deadlineAt;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadlineAt.getTime() + 2_100 - Date.now())));
      expect((await first.store.scans.findById(scan_id))!.status).toBe('running');

      // Configured as the killed worker was: the same networked services.
      const networked = [gravatarSource({ url: stubs.url, apiKey: null }), githubSource({ url: stubs.url, token: null }), hibpSource({ url: stubs.url, apiKey: 'test-key' })];
      const fresh = await buildEngine(uri, [defaultSources().local, ...networked], { SCAN_WORKER: 'off', SCAN_DEADLINE: String(deadlineMs) });
      const done = await waitFor(() => fresh.store.scans.findById(scan_id), (scan) => scan?.status === 'completed', 3_000);
      expect(done!.leaseOwner).toBeNull();
      const results = ScanResultsResponse.parse((await fresh.inject({ url: `/api/scans/${scan_id}/results`, headers })).json());
      expect(results.results.sources.filter((s) => ['gravatar', 'github', 'hibp'].includes(s.source)).map((s) => s.state)).toEqual(['timeout', 'timeout', 'timeout']);
      // No networked source answered: the credit goes back, once.
      expect(results.results.creditReturned).toEqual({ reason: 'scan_no_source_answered' });
      expect(await fresh.store.credits.balance(user._id)).toBe(1);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
  }, 60_000);

  it('finishes a scan left running past its deadline from what answered, with the cached findings', async () => {
    const { local, gravatar, hibp } = defaultSources();
    const uri = mongo.uri();
    const api = await buildEngine(uri, [local, gravatar, hibp], { SCAN_WORKER: 'off' });
    await api.lookup.watchdog.stop();
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 1);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload })).json();
    // A killed process claimed it, recorded two answers (cached as they came) and died.
    const now = Date.now();
    const targetHash = api.hashEmail('ada@example.com');
    for (const source of [local, gravatar]) {
      const answer = await source.answer({ kind: 'email', email: 'ada@example.com' }, new AbortController().signal);
      await api.store.sourceCache.put({ source: source.id, targetHash, answer: answer as never, askedAt: new Date(now - 9_000), fetchedAt: new Date(now - 8_000), expiresAt: new Date(now + 3_600_000) });
    }
    await (await rawCollection<ScanDocument>(api, 'scans')).updateOne(
      { _id: scan_id },
      {
        $set: {
          status: 'running',
          leaseOwner: 'dead-host:123:abc',
          leaseUntil: new Date(now + 20_000),
          attempts: 1,
          deadlineAt: new Date(now - 3_000),
          sources: {
            'local-checks': { source: 'local-checks', state: 'found', at: new Date(now - 8_000).toISOString() },
            gravatar: { source: 'gravatar', state: 'found', at: new Date(now - 8_000).toISOString() },
          },
        },
      },
    );

    const fresh = await buildEngine(uri, [local, gravatar, hibp], { SCAN_WORKER: 'off' });
    const done = await waitFor(() => fresh.store.scans.findById(scan_id), (scan) => scan?.status === 'completed', 3_000);
    expect(done!.leaseOwner).toBeNull();
    const { results } = ScanResultsResponse.parse((await fresh.inject({ url: `/api/scans/${scan_id}/results`, headers })).json());
    expect(results.names).toEqual([expect.objectContaining({ value: 'Ada Example', source: 'gravatar' })]);
    expect(results.sources.map((s) => [s.source, s.state])).toEqual([
      ['local-checks', 'found'],
      ['gravatar', 'found'],
      ['hibp', 'timeout'],
    ]);
    // A networked source answered: the scan keeps its charge, as any partial report does.
    expect(results.creditReturned).toBeUndefined();
    expect(await fresh.store.credits.balance(user._id)).toBe(0);
    // The sources were not asked again.
    expect(gravatar.calls).toHaveLength(0);
  });

  it('completes a preview its process left running past its deadline', async () => {
    const { local, gravatar, hibp } = defaultSources();
    const uri = mongo.uri();
    const api = await buildEngine(uri, [local, gravatar, hibp]);
    await api.lookup.watchdog.stop();
    const now = Date.now();
    const targetHash = api.hashEmail('ada@example.com');
    const answer = await gravatar.answer({ kind: 'email', email: 'ada@example.com' }, new AbortController().signal);
    await api.store.sourceCache.put({ source: 'gravatar', targetHash, answer: answer as never, fetchedAt: new Date(now - 8_000), expiresAt: new Date(now + 3_600_000) });
    await api.store.previews.create({
      _id: 'left-running',
      kind: 'email',
      targetHash,
      status: 'running',
      sources: {
        'local-checks': { source: 'local-checks', state: 'found', at: new Date(now - 8_000).toISOString() },
        gravatar: { source: 'gravatar', state: 'found', at: new Date(now - 8_000).toISOString() },
        hibp: { source: 'hibp', state: 'pending', at: null },
      },
      emailChecks: { valid: true, type: 'personal', role: false, deliverability: 'deliverable' },
      phoneChecks: null,
      hints: { ownerNameFound: false, locationFound: false, serviceProvider: null, phoneFound: false, socialProfiles: 0, addressRecords: 0, breaches: 0 },
      createdAt: new Date(now - 15_000),
      deadlineAt: new Date(now - 3_000),
      expiresAt: new Date(now + 3_600_000),
    });

    await buildEngine(uri, [local, gravatar, hibp]);
    const doc = await waitFor(() => api.store.previews.findById('left-running'), (p) => p?.status === 'completed', 3_000);
    expect(doc!.sources.hibp).toEqual({ source: 'hibp', state: 'timeout', at: new Date(now - 3_000).toISOString() });
    // The hints are counted from what answered (the cached Gravatar profile).
    expect(doc!.hints).toMatchObject({ ownerNameFound: true, locationFound: true, noNetworkedSourceAnswered: false });
    const shown = Preview.parse((await api.inject({ url: '/api/previews/left-running' })).json());
    expect(shown.status).toBe('completed');
  });
});
