import crypto from 'node:crypto';
import { setMaxListeners } from 'node:events';
import os from 'node:os';
import { Report } from '@mailscout/contracts';
import { metrics } from '@mailscout/ops';
import type { ScanDocument } from '../store/repositories/scans-repository';
import { progressOf } from './assemble-report';
import type { EngineDeps } from './engine-deps';
import { finishScan } from './finish-scan';
import { sourceInput } from './lookup-target';
import { returnScanCredit } from './return-scan-credit';
import { scanReport } from './scan-report';
import { needsNoCall, runSources } from './source-runner';

// A job that lost its worker this many times is given up (and its credit returned).
const MAX_ATTEMPTS = 3;
// How often an idle worker looks for jobs queued by another process.
const IDLE_POLL_MS = 500;
// Jobs that call out to nothing (all cached, or their sources' circuits open) run beside the
// slots, up to this many at once; queued jobs looked at for that per poll.
const FAST_LANE_SLOTS = 16;
const FAST_LANE_LOOKAHEAD = 20;
// A job still running after this gives its slot back and finishes beside the slots, bounded by
// its deadline: the slots only pace how fast jobs start, so a slow or hung networked source never
// holds them (measured: 1 s held them long enough to cost a fifth of the throughput while a hung
// source's circuit was still closing; 100 ms costs about a tenth). At most this many such jobs at once.
const SLOT_HOLD_MS = 100;
const OVERTIME_SLOTS = 64;

export interface ScanWorkerOptions {
  /** Defaults to host:pid:random; tests name their workers. */
  id?: string;
  /** Jobs run at once by this worker (jobs that need no call run beside them, see below). */
  concurrency?: number;
}

/**
 * Claims queued scans with a lease (findOneAndUpdate on status and lease expiry), renews the
 * lease while it works, and writes each source's progress as it arrives. If it dies, its
 * lease runs out and another worker takes the job from the start: the credit was spent once
 * when the job was queued, and the report is stored under the scan id, so there is one. A scan
 * in which no networked source answered gives its credit back once (finish-scan.ts).
 */
export function scanWorker(deps: EngineDeps, options: ScanWorkerOptions = {}) {
  const { store, config, bus, log } = deps;
  const id = options.id ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  const concurrency = options.concurrency ?? 4;
  let running = false;
  let killed = false;
  let wake: (() => void) | null = null;
  const active = new Set<Promise<void>>();
  const fastLane = new Set<Promise<void>>();
  const overtime = new Set<Promise<void>>();
  const stopController = new AbortController();
  // One listener per running job (removed when it ends); there may be more than ten.
  setMaxListeners(0, stopController.signal);
  let unsubscribe: (() => void) | null = null;
  // When the loop last turned: its liveness (docs/operations.md#health).
  let lastTurn: number | null = null;
  let looping: Promise<void> = Promise.resolve();

  /** How a run ended in this worker, for mailscout_scans_finished_total (docs/operations.md#scans). */
  type RunOutcome = 'completed' | 'failed' | 'handed_back' | 'lease_lost';

  async function runJob(job: ScanDocument): Promise<RunOutcome> {
    // Every line about this job, and each source's answer, under the id of the request that
    // started it (docs/architecture.md#request-id).
    const jobLog = log.child({ requestId: job.startRequestId ?? null, scanId: job._id });
    jobLog.info({ attempt: job.attempts, kind: job.kind }, 'scan claimed');
    // A worker that died inside the finishing step left the report it stored: that report (and
    // its credit decision) is the scan's, so the step is completed rather than the scan re-run.
    const stored = await store.reports.findForUser(job._id, job.userId);
    if (stored) {
      await finishScan(deps, job, id, Report.parse(stored.report));
      return 'completed';
    }
    if (job.attempts > MAX_ATTEMPTS) {
      if (await store.scans.finish(job._id, id, { status: 'failed', error: 'The scan could not be completed.' })) {
        await returnScanCredit(deps, job, 'scan failed');
      }
      bus.changed(job._id);
      return 'failed';
    }
    // The scan's deadline, in the database: the watchdog of any process finishes it after that.
    const deadlineAt = new Date(Date.now() + config.scans.deadlineMs);
    await store.scans.setDeadline(job._id, id, deadlineAt);
    // One controller for the run, aborted by a lost lease or a stop: held by this job's own
    // listeners, never by a composite signal a garbage collection could take away.
    const lost = new AbortController();
    const halt = new AbortController();
    const onStop = () => halt.abort();
    lost.signal.addEventListener('abort', onStop, { once: true });
    stopController.signal.addEventListener('abort', onStop, { once: true });
    if (stopController.signal.aborted) halt.abort();
    const renew = setInterval(() => {
      store.scans
        .renewLease(job._id, id, config.scans.leaseMs)
        .then((kept) => {
          if (!kept) lost.abort();
        })
        .catch(() => undefined);
    }, Math.max(200, Math.floor(config.scans.leaseMs / 3)));
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
        signal: halt.signal,
        log: jobLog,
        onResult: async (result) => {
          if (lost.signal.aborted || stopController.signal.aborted) return;
          await store.scans.recordSource(job._id, id, progressOf(result));
          bus.changed(job._id);
        },
      });
      if (lost.signal.aborted) return 'lease_lost'; // another worker holds it now and finishes it
      if (stopController.signal.aborted) {
        // Shutting down: hand the job back at once (a crash leaves it to the lease instead).
        if (!killed) await store.scans.release(job._id, id);
        return 'handed_back';
      }
      const report = scanReport(job, results);
      await finishScan(deps, job, id, report);
      jobLog.info({ sources: results.length }, 'scan finished');
      return 'completed';
    } finally {
      clearInterval(renew);
      stopController.signal.removeEventListener('abort', onStop);
    }
  }

  /**
   * A queued job none of whose sources would be called (every answer cached, or the source's
   * circuit open): it cannot wait on anything, so it need not wait for a slot either. Looks at
   * the oldest queued jobs and claims the first such one (the same claim as `claimNext`).
   */
  async function claimFast(): Promise<ScanDocument | null> {
    const queued = await store.scans.oldestQueued(FAST_LANE_LOOKAHEAD);
    if (!queued.length) return null;
    const cachedByTarget = await store.sourceCache.cachedSourcesByTarget([...new Set(queued.map((job) => job.targetHash))]);
    for (const candidate of queued) {
      const cached = cachedByTarget.get(candidate.targetHash) ?? new Set<string>();
      if (!needsNoCall({ sources: deps.sources[candidate.kind], kind: candidate.kind, cached, breakers: deps.breakers })) continue;
      const claimed = await store.scans.claimQueued(candidate._id, id, config.scans.leaseMs);
      if (claimed) return claimed;
    }
    return null;
  }

  function track(job: ScanDocument, pool: Set<Promise<void>>) {
    const slot: { held?: NodeJS.Timeout } = {};
    const startedAt = Date.now();
    metrics.scansStarted.inc({ kind: job.kind });
    const task = runJob(job)
      .catch((error: unknown): 'error' => {
        log.error({ err: error, scanId: job._id, requestId: job.startRequestId ?? null }, 'scan failed; another attempt follows when its lease runs out');
        return 'error';
      })
      .then((outcome) => {
        metrics.scansFinished.inc({ kind: job.kind, outcome });
        metrics.scanDuration.observe({ kind: job.kind, outcome }, (Date.now() - startedAt) / 1000);
      })
      .finally(() => {
        clearTimeout(slot.held);
        pool.delete(task);
        overtime.delete(task);
      });
    pool.add(task);
    if (pool !== active) return;
    slot.held = setTimeout(() => {
      if (!active.has(task) || overtime.size >= OVERTIME_SLOTS) return;
      active.delete(task);
      overtime.add(task);
      wake?.();
    }, SLOT_HOLD_MS);
  }

  /** Until a slot frees, a job is queued (wake) or the poll interval passes. */
  async function idle(also: Array<Promise<void>> = []) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      ...also,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, IDLE_POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    ]);
    clearTimeout(timer);
    wake = null;
  }

  /**
   * A job claimed while the worker was being stopped is handed straight back (a kill leaves it
   * to its lease): a stop waits for the loop, so no lease is left behind by a claim in flight.
   */
  async function keptAfterClaim(job: ScanDocument): Promise<boolean> {
    if (running) return true;
    if (!killed) await store.scans.release(job._id, id).catch((error: unknown) => log.warn({ err: error, scanId: job._id }, 'scan worker could not hand back a job claimed while stopping'));
    return false;
  }

  async function loop() {
    while (running) {
      lastTurn = Date.now();
      if (active.size >= concurrency) {
        let fast: ScanDocument | null = null;
        if (fastLane.size < FAST_LANE_SLOTS) {
          try {
            fast = await claimFast();
          } catch (error) {
            log.warn({ err: error }, 'scan worker could not look for jobs that need no call');
          }
        }
        if (fast && !(await keptAfterClaim(fast))) break;
        if (fast) track(fast, fastLane);
        else await idle([...active]);
        continue;
      }
      let job: ScanDocument | null = null;
      try {
        job = await store.scans.claimNext(id, config.scans.leaseMs);
      } catch (error) {
        log.warn({ err: error }, 'scan worker could not claim a job');
      }
      if (!job) {
        await idle();
        continue;
      }
      if (!(await keptAfterClaim(job))) break;
      track(job, active);
    }
  }

  return {
    id,
    lastTurnAt: () => lastTurn,
    /** Started and not stopping: taking jobs (the worker process's readiness). */
    get claiming() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      unsubscribe = bus.subscribe('scan-queued', () => wake?.());
      looping = loop();
    },
    /**
     * Stops claiming, hands unfinished jobs back to the queue (their leases released, so another
     * worker takes them at once) and waits for that: the shutdown of docs/deploy.md#graceful-shutdown.
     */
    async stop() {
      running = false;
      unsubscribe?.();
      wake?.();
      stopController.abort();
      // A claim in flight ends first (its job handed back), then every job this worker holds.
      await looping;
      await Promise.allSettled([...active, ...fastLane, ...overtime]);
    },
    /** Stops at once without finishing or releasing anything: a crash, for tests. */
    kill() {
      killed = true;
      running = false;
      unsubscribe?.();
      wake?.();
      stopController.abort();
    },
  };
}
export type ScanWorker = ReturnType<typeof scanWorker>;
