import { metrics } from '@mailscout/ops';
import type { ScanDocument } from '../store/repositories/scans-repository';
import type { EngineDeps } from './engine-deps';
import type { RunOutcome } from './scan-job';
import { needsNoCall } from './source-runner';

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

export interface ScanLanesOptions {
  workerId: string;
  /** Jobs run at once in the slots. */
  concurrency: number;
  run(job: ScanDocument): Promise<RunOutcome>;
  /** A slot was given back by a job in overtime: the loop may claim again. */
  onSlotFreed(): void;
}

/**
 * Where a worker's jobs run: `concurrency` slots; a fast lane beside them for jobs that need no
 * call; and overtime, where a job still running after SLOT_HOLD_MS finishes without holding its
 * slot. Each job's end is counted in the scan metrics (docs/operations.md#scans).
 */
export function scanLanes(deps: EngineDeps, options: ScanLanesOptions) {
  const { store, config, log } = deps;
  const active = new Set<Promise<void>>();
  const fastLane = new Set<Promise<void>>();
  const overtime = new Set<Promise<void>>();

  function track(job: ScanDocument, pool: Set<Promise<void>>) {
    const slot: { held?: NodeJS.Timeout } = {};
    const startedAt = Date.now();
    metrics.scansStarted.inc({ kind: job.kind });
    const task = options
      .run(job)
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
      options.onSlotFreed();
    }, SLOT_HOLD_MS);
  }

  return {
    /** Every slot holds a job: only the fast lane may take more. */
    get full() {
      return active.size >= options.concurrency;
    },
    get fastLaneOpen() {
      return fastLane.size < FAST_LANE_SLOTS;
    },
    /** The jobs in the slots, whose ends free a slot. */
    inSlots: () => [...active],
    /** Every job this worker runs, in any lane. */
    all: () => [...active, ...fastLane, ...overtime],
    runInSlot: (job: ScanDocument) => track(job, active),
    runInFastLane: (job: ScanDocument) => track(job, fastLane),
    /**
     * A queued job none of whose sources would be called (every answer cached, or the source's
     * circuit open): it cannot wait on anything, so it need not wait for a slot either. Looks at
     * the oldest queued jobs and claims the first such one (the same claim as `claimNext`).
     */
    async claimFast(): Promise<ScanDocument | null> {
      const queued = await store.scans.oldestQueued(FAST_LANE_LOOKAHEAD);
      if (!queued.length) return null;
      const cachedByTarget = await store.sourceCache.cachedSourcesByTarget([...new Set(queued.map((job) => job.targetHash))]);
      for (const candidate of queued) {
        const cached = cachedByTarget.get(candidate.targetHash) ?? new Set<string>();
        if (!needsNoCall({ sources: deps.sources[candidate.kind], kind: candidate.kind, cached, breakers: deps.breakers })) continue;
        const claimed = await store.scans.claimQueued(candidate._id, options.workerId, config.scans.leaseMs);
        if (claimed) return claimed;
      }
      return null;
    },
  };
}
export type ScanLanes = ReturnType<typeof scanLanes>;
