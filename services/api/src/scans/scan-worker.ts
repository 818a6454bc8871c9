import crypto from 'node:crypto';
import { setMaxListeners } from 'node:events';
import os from 'node:os';
import type { ScanDocument } from '../store/repositories/scans-repository';
import type { EngineDeps } from './engine-deps';
import { runScanJob } from './scan-job';
import { scanLanes } from './scan-lanes';

// How often an idle worker looks for jobs queued by another process.
const IDLE_POLL_MS = 500;

export interface ScanWorkerOptions {
  /** Defaults to host:pid:random; tests name their workers. */
  id?: string;
  /** Jobs run at once by this worker (jobs that need no call run beside them, see scan-lanes.ts). */
  concurrency?: number;
}

/**
 * Claims queued scans with a lease (findOneAndUpdate on status and lease expiry), renews the
 * lease while it works (scan-lease.ts), and writes each source's progress as it arrives
 * (scan-job.ts). If it dies, its lease runs out and another worker takes the job from the start:
 * the credit was spent once when the job was queued, and the report is stored under the scan id,
 * so there is one. A scan in which no networked source answered gives its credit back once
 * (finish-scan.ts). This module is the loop: claim, hand the job to a lane (scan-lanes.ts), wait.
 */
export function scanWorker(deps: EngineDeps, options: ScanWorkerOptions = {}) {
  const { store, config, bus, log } = deps;
  const id = options.id ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  let running = false;
  let killed = false;
  let wake: (() => void) | null = null;
  const stopController = new AbortController();
  // One listener per running job (removed when it ends); there may be more than ten.
  setMaxListeners(0, stopController.signal);
  const worker = { id, stop: stopController.signal, killed: () => killed };
  const lanes = scanLanes(deps, {
    workerId: id,
    concurrency: options.concurrency ?? 4,
    run: (job) => runScanJob(deps, job, worker),
    onSlotFreed: () => wake?.(),
  });
  let unsubscribe: (() => void) | null = null;
  // When the loop last turned: its liveness (docs/operations.md#health).
  let lastTurn: number | null = null;
  let looping: Promise<void> = Promise.resolve();

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
      if (lanes.full) {
        let fast: ScanDocument | null = null;
        if (lanes.fastLaneOpen) {
          try {
            fast = await lanes.claimFast();
          } catch (error) {
            log.warn({ err: error }, 'scan worker could not look for jobs that need no call');
          }
        }
        if (fast && !(await keptAfterClaim(fast))) break;
        if (fast) lanes.runInFastLane(fast);
        else await idle(lanes.inSlots());
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
      lanes.runInSlot(job);
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
      await Promise.allSettled(lanes.all());
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
