import crypto from 'node:crypto';
import os from 'node:os';
import { Report } from '@mailscout/contracts';
import type { ScanDocument } from '../store/repositories/scans-repository';
import { assembleReport, progressOf } from './assemble-report';
import type { EngineDeps } from './engine-deps';
import { finishScan } from './finish-scan';
import { sourceInput } from './lookup-target';
import { returnScanCredit } from './return-scan-credit';
import { creditDecision } from './scan-credit-decision';
import { runSources } from './source-runner';

// A job that lost its worker this many times is given up (and its credit returned).
const MAX_ATTEMPTS = 3;
// How often an idle worker looks for jobs queued by another process.
const IDLE_POLL_MS = 500;

export interface ScanWorkerOptions {
  /** Defaults to host:pid:random; tests name their workers. */
  id?: string;
  /** Jobs run at once by this worker. */
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
  const stopController = new AbortController();
  let unsubscribe: (() => void) | null = null;

  async function runJob(job: ScanDocument) {
    // A worker that died inside the finishing step left the report it stored: that report (and
    // its credit decision) is the scan's, so the step is completed rather than the scan re-run.
    const stored = await store.reports.findForUser(job._id, job.userId);
    if (stored) {
      await finishScan(deps, job, id, Report.parse(stored.report));
      return;
    }
    if (job.attempts > MAX_ATTEMPTS) {
      if (await store.scans.finish(job._id, id, { status: 'failed', error: 'The scan could not be completed.' })) {
        await returnScanCredit(deps, job, 'scan failed');
      }
      bus.changed(job._id);
      return;
    }
    const lost = new AbortController();
    const renew = setInterval(() => {
      store.scans
        .renewLease(job._id, id, config.scans.leaseMs)
        .then((kept) => {
          if (!kept) lost.abort();
        })
        .catch(() => undefined);
    }, Math.max(200, Math.floor(config.scans.leaseMs / 3)));
    const startedAt = Date.now();
    try {
      const results = await runSources({
        sources: deps.sources[job.kind],
        input: sourceInput({ kind: job.kind, value: job.target }),
        targetHash: job.targetHash,
        deadlineMs: config.scans.deadlineMs,
        cache: store.sourceCache,
        cacheTtlMs: config.scans.ttlMs,
        limiter: deps.limiter,
        signal: AbortSignal.any([lost.signal, stopController.signal]),
        onResult: async (result) => {
          if (lost.signal.aborted || stopController.signal.aborted) return;
          await store.scans.recordSource(job._id, id, progressOf(result));
          bus.changed(job._id);
        },
      });
      if (lost.signal.aborted) return; // another worker holds it now and finishes it
      if (stopController.signal.aborted) {
        // Shutting down: hand the job back at once (a crash leaves it to the lease instead).
        if (!killed) await store.scans.release(job._id, id);
        return;
      }
      const report = assembleReport({
        scanId: job._id,
        kind: job.kind,
        target: job.target,
        createdAt: new Date(),
        expiresAt: job.expiresAt,
        durationSeconds: (Date.now() - startedAt) / 1000,
        results,
        creditReturned: creditDecision(results),
      });
      await finishScan(deps, job, id, report);
    } finally {
      clearInterval(renew);
    }
  }

  async function loop() {
    while (running) {
      if (active.size >= concurrency) {
        await Promise.race(active);
        continue;
      }
      let job: ScanDocument | null = null;
      try {
        job = await store.scans.claimNext(id, config.scans.leaseMs);
      } catch (error) {
        log.warn({ err: error }, 'scan worker could not claim a job');
      }
      if (!job) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, IDLE_POLL_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        continue;
      }
      const task = runJob(job)
        .catch((error: unknown) => log.error({ err: error, scanId: job._id }, 'scan failed; another attempt follows when its lease runs out'))
        .finally(() => active.delete(task));
      active.add(task);
    }
  }

  return {
    id,
    start() {
      if (running) return;
      running = true;
      unsubscribe = bus.subscribe('scan-queued', () => wake?.());
      void loop();
    },
    /** Stops claiming, hands unfinished jobs back to the queue and waits for that (shutdown). */
    async stop() {
      running = false;
      unsubscribe?.();
      wake?.();
      stopController.abort();
      await Promise.allSettled([...active]);
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
