import { spawn } from 'node:child_process';
import path from 'node:path';
import { ScanResultsResponse } from '@mailscout/contracts';
import { scanWorker } from '../../src/scans/scan-worker';
import { after, buildEngine, defaultSources, fakeSource, signedInUser, waitFor } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { rawCollection } from '../raw-db';
import type { ScanDocument } from '../../src/store/repositories/scans-repository';

const mongo = withTestMongo();
const payload = { email: 'ada@example.com', billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' };

describe('scan workers sharing one database', () => {
  it('finishes the job of a worker that died mid-scan: one charge, one report', async () => {
    const { local, gravatar } = defaultSources();
    const uri = mongo.uri();
    // The API process runs no worker; two workers with their own sources do.
    const api = await buildEngine(uri, [local, gravatar], { SCAN_WORKER: 'off', SCAN_LEASE: '1000' });
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 2);
    const hanging = fakeSource('gravatar', ['email'], (_input, signal) => after(60_000, { state: 'not_found' as const }, signal));
    const doomed = scanWorker({ ...api.lookup.deps, sources: { email: [local, hanging], phone: [] } }, { id: 'worker-a' });
    const survivor = scanWorker(api.lookup.deps, { id: 'worker-b' });

    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload })).json();
    doomed.start();
    await waitFor(() => api.store.scans.findById(scan_id), (scan) => scan?.leaseOwner === 'worker-a' && scan.sources['local-checks']?.state === 'found');
    doomed.kill(); // no release, no finish: its lease simply runs out

    survivor.start();
    try {
      const done = await waitFor(() => api.store.scans.findById(scan_id), (scan) => scan?.status === 'completed', 15_000);
      expect(done!.attempts).toBe(2);
      expect(await (await rawCollection(api, 'reports')).countDocuments({ _id: scan_id })).toBe(1);
      expect((await api.store.credits.history(user._id)).filter((e) => e.reason === 'scan')).toHaveLength(1);
      expect(await api.store.credits.balance(user._id)).toBe(1);
      const results = ScanResultsResponse.parse((await api.inject({ url: `/api/scans/${scan_id}/results`, headers })).json());
      expect(results.results.names).toEqual([expect.objectContaining({ value: 'Ada Example', source: 'gravatar' })]);
    } finally {
      await survivor.stop();
    }
  }, 30_000);

  it('hands unfinished jobs back at a graceful stop, without counting an attempt', async () => {
    const { local } = defaultSources();
    const hanging = fakeSource('gravatar', ['email'], (_input, signal) => after(60_000, { state: 'not_found' as const }, signal));
    const api = await buildEngine(mongo.uri(), [local, hanging], { SCAN_WORKER: 'off' });
    const { headers } = await signedInUser(api, 'buyer@example.com', 1);
    const worker = scanWorker(api.lookup.deps, { id: 'worker-a' });
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload })).json();
    worker.start();
    await waitFor(() => api.store.scans.findById(scan_id), (scan) => scan?.status === 'running');
    await worker.stop();
    const scan = await api.store.scans.findById(scan_id);
    expect(scan).toMatchObject({ status: 'queued', leaseOwner: null, attempts: 0 });
  });

  it('on SIGTERM a worker process hands its scan back at once (lease released) and the other worker finishes it', async () => {
    const { local, gravatar } = defaultSources();
    const uri = mongo.uri();
    // A lease far longer than the test: the scan can only move on if the lease is handed back.
    const api = await buildEngine(uri, [local, gravatar], { SCAN_WORKER: 'off', SCAN_LEASE: '10 minutes' });
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 2);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload })).json();

    // Worker A: its own process (src/lifecycle/run-scan-worker.ts, as src/worker.ts runs it), whose Gravatar never answers.
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '../fixtures', 'worker-holding-a-scan.ts')], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', MONGODB_URI: uri, SCAN_LEASE: '10 minutes', SCAN_DEADLINE: '10 minutes', SHUTDOWN_TIMEOUT: '20s' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // Worker B, in this process, with sources that answer.
    const other = scanWorker(api.lookup.deps, { id: 'worker-b' });
    try {
      const held = await waitFor(() => api.store.scans.findById(scan_id), (scan) => scan?.status === 'running' && scan.sources['local-checks']?.state === 'found', 30_000);
      const ownerA = held!.leaseOwner;
      expect(ownerA).toEqual(expect.stringContaining(':'));
      other.start();

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('scan worker: shutting down (SIGTERM)');
      expect(output).toContain('scan worker: shut down');
      // No lease of A's is left: the scan is queued again, or already B's.
      const after = await api.store.scans.findById(scan_id);
      expect(after?.leaseOwner).not.toBe(ownerA);
      expect([null, 'worker-b']).toContain(after?.leaseOwner);

      // B finishes it long before A's lease (10 minutes) could have run out; one attempt counted, one charge, one report.
      const done = await waitFor(() => api.store.scans.findById(scan_id), (scan) => scan?.status === 'completed', 30_000);
      expect(done).toMatchObject({ leaseOwner: null, attempts: 1 });
      expect(await (await rawCollection(api, 'reports')).countDocuments({ _id: scan_id })).toBe(1);
      expect((await api.store.credits.history(user._id)).filter((e) => e.reason === 'scan')).toHaveLength(1);
      const results = ScanResultsResponse.parse((await api.inject({ url: `/api/scans/${scan_id}/results`, headers })).json());
      expect(results.results.names).toEqual([expect.objectContaining({ value: 'Ada Example', source: 'gravatar' })]);
    } finally {
      await other.stop();
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }, 90_000);

  it('a worker stopped while it claims hands the claimed job straight back', async () => {
    const { local } = defaultSources();
    const api = await buildEngine(mongo.uri(), [local], { SCAN_WORKER: 'off' });
    const { headers } = await signedInUser(api, 'buyer@example.com', 1);
    const worker = scanWorker(api.lookup.deps, { id: 'worker-a' });
    // The claim answers only after the stop has begun.
    const claimNext = api.store.scans.claimNext.bind(api.store.scans);
    let claiming!: () => void;
    const claimed = new Promise<void>((resolve) => (claiming = resolve));
    let answer!: () => void;
    const stopBegun = new Promise<void>((resolve) => (answer = resolve));
    const spy = jest.spyOn(api.store.scans, 'claimNext').mockImplementation(async (...args) => {
      claiming();
      await stopBegun;
      return claimNext(...args);
    });
    try {
      const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload })).json();
      worker.start();
      await claimed;
      const stopped = worker.stop();
      answer();
      await stopped;
      expect(await api.store.scans.findById(scan_id)).toMatchObject({ status: 'queued', leaseOwner: null, attempts: 0 });
    } finally {
      spy.mockRestore();
    }
  });

  it('gives up after repeated crashes and returns the credit', async () => {
    const { local } = defaultSources();
    const api = await buildEngine(mongo.uri(), [local], { SCAN_WORKER: 'off' });
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 1);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload })).json();
    // Three workers already died on it.
    await (await rawCollection<ScanDocument>(api, 'scans')).updateOne({ _id: scan_id }, { $set: { attempts: 3 } });
    const worker = scanWorker(api.lookup.deps);
    worker.start();
    try {
      await waitFor(() => api.store.scans.findById(scan_id), (scan) => scan?.status === 'failed');
      // The credit comes back right after the job is marked failed.
      await waitFor(() => api.store.credits.balance(user._id), (balance) => balance === 1);
      const status = (await api.inject({ url: `/api/scans/${scan_id}/results`, headers })).json();
      expect(status).toEqual({ error: 'SCAN_FAILED', message: 'Scan failed' });
    } finally {
      await worker.stop();
    }
  });

  it('runs as its own process (pnpm --filter @mailscout/api worker) beside an API without one', async () => {
    const uri = mongo.uri();
    const api = await buildEngine(uri, [], { SCAN_WORKER: 'off' });
    const { headers } = await signedInUser(api, 'buyer@example.com', 1);
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload })).json();
    // The networked sources are pointed at a closed port: they answer `error`, quickly.
    const closed = 'http://127.0.0.1:9';
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '../..', 'src', 'worker.ts')], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', MONGODB_URI: uri, GRAVATAR_API_URL: closed, GITHUB_API_URL: closed, HIBP_API_URL: closed, HIBP_API_KEY: 'test-key' },
      stdio: 'inherit',
    });
    try {
      const done = await waitFor(() => api.store.scans.findById(scan_id), (scan) => scan?.status === 'completed', 30_000);
      expect(done!.leaseOwner).toBeNull();
      const results = ScanResultsResponse.parse((await api.inject({ url: `/api/scans/${scan_id}/results`, headers })).json());
      expect(results.results.target).toBe('ada@example.com');
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }, 60_000);
});
