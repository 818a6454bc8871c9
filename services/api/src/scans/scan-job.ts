import { Report } from '@mailscout/contracts';
import type { ScanDocument } from '../store/repositories/scans-repository';
import { progressOf } from './assemble-report';
import type { EngineDeps } from './engine-deps';
import { finishScan } from './finish-scan';
import { sourceInput } from './lookup-target';
import { returnScanCredit } from './return-scan-credit';
import { holdLease } from './scan-lease';
import { scanReport } from './scan-report';
import { runSources } from './source-runner';

// A job that lost its worker this many times is given up (and its credit returned).
const MAX_ATTEMPTS = 3;

/** How a run ended in this worker, for mailscout_scans_finished_total (docs/operations.md#scans). */
export type RunOutcome = 'completed' | 'failed' | 'handed_back' | 'lease_lost';

/** The worker a job runs in: its id (the lease owner), its stop signal, and whether it was killed. */
export interface JobWorker {
  id: string;
  stop: AbortSignal;
  /** Killed (a crash, for tests): nothing is handed back, the lease is left to run out. */
  killed(): boolean;
}

/**
 * Runs one claimed scan to its end: a report stored by an earlier attempt is adopted, a job past
 * its attempts fails (its credit returned), otherwise its sources run under the lease, each answer
 * recorded as it arrives, and the report is stored and the scan finished (finish-scan.ts).
 */
export async function runScanJob(deps: EngineDeps, job: ScanDocument, worker: JobWorker): Promise<RunOutcome> {
  const { store, config, bus } = deps;
  // Every line about this job, and each source's answer, under the id of the request that
  // started it (docs/architecture.md#request-id).
  const jobLog = deps.log.child({ requestId: job.startRequestId ?? null, scanId: job._id });
  jobLog.info({ attempt: job.attempts, kind: job.kind }, 'scan claimed');
  // A worker that died inside the finishing step left the report it stored: that report (and
  // its credit decision) is the scan's, so the step is completed rather than the scan re-run.
  const stored = await store.reports.findForUser(job._id, job.userId);
  if (stored) {
    await finishScan(deps, job, worker.id, Report.parse(stored.report));
    return 'completed';
  }
  if (job.attempts > MAX_ATTEMPTS) {
    if (await store.scans.finish(job._id, worker.id, { status: 'failed', error: 'The scan could not be completed.' })) {
      await returnScanCredit(deps, job, 'scan failed');
    }
    bus.changed(job._id);
    return 'failed';
  }
  // The scan's deadline, in the database: the watchdog of any process finishes it after that.
  await store.scans.setDeadline(job._id, worker.id, new Date(Date.now() + config.scans.deadlineMs));
  const lease = holdLease(store, job._id, worker.id, config.scans.leaseMs, worker.stop);
  try {
    const results = await runSources({
      sources: deps.sources[job.kind],
      input: sourceInput({ kind: job.kind, value: job.target }),
      targetHash: job.targetHash,
      deadlineMs: config.scans.deadlineMs,
      cache: store.sourceCache,
      cacheTtlMs: config.scans.ttlMs,
      limiter: deps.limiter,
      breakers: deps.breakers,
      signal: lease.halt,
      log: jobLog,
      onResult: async (result) => {
        if (lease.lost.aborted || worker.stop.aborted) return;
        await store.scans.recordSource(job._id, worker.id, progressOf(result));
        bus.changed(job._id);
      },
    });
    if (lease.lost.aborted) return 'lease_lost'; // another worker holds it now and finishes it
    if (worker.stop.aborted) {
      // Shutting down: hand the job back at once (a crash leaves it to the lease instead).
      if (!worker.killed()) await store.scans.release(job._id, worker.id);
      return 'handed_back';
    }
    const report = scanReport(job, results);
    await finishScan(deps, job, worker.id, report);
    jobLog.info({ sources: results.length }, 'scan finished');
    return 'completed';
  } finally {
    lease.end();
  }
}
