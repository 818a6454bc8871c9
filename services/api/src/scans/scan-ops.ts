import type { Db } from 'mongodb';
import { createHealth, metrics, onScrape, serveOps, type Health, type OpsServer } from '@mailscout/ops';
import type { AppConfig } from '../config/config';
import type { Store } from '../store/create-store';

/**
 * A worker whose loop has not turned for this long is stuck (it turns at least every half second,
 * and a database call gives up after a few seconds): /livez fails and the platform restarts it.
 */
export const WORKER_LIVE_WITHIN_MS = 30_000;

interface WatchedWorker {
  /** When its loop last turned; null before it started. */
  lastTurnAt(): number | null;
  /** Claiming jobs now (started, not stopping). */
  readonly claiming: boolean;
}

/**
 * What operators see of the scan engine in a process (docs/operations.md#scans): the queue (depth,
 * oldest job's wait) read from MongoDB at each scrape, and — where a worker runs — its loop's age
 * as a liveness check and, for the worker process, `claiming` as readiness. Answers the function
 * that takes it all away again (the app closing).
 */
export function watchScanEngine(health: Health, store: Store, worker: WatchedWorker | null, options: { readiness?: boolean } = {}): () => void {
  const offs: Array<() => void> = [];
  offs.push(
    onScrape(async () => {
      const { depth, oldestCreatedAt } = await store.scans.queueStats();
      metrics.scanQueueDepth.set(depth);
      metrics.scanQueueOldestAge.set(oldestCreatedAt ? Math.max(0, (Date.now() - oldestCreatedAt.getTime()) / 1000) : 0);
    }),
  );
  if (worker) {
    const loopAge = () => {
      const last = worker.lastTurnAt();
      return last === null ? 0 : Date.now() - last;
    };
    offs.push(onScrape(() => metrics.workerLoopAge.set(loopAge() / 1000)));
    offs.push(health.addLivenessCheck('scan-worker-loop', () => loopAge() < WORKER_LIVE_WITHIN_MS));
    if (options.readiness) offs.push(health.addReadinessCheck('scan-worker', () => worker.claiming));
  }
  return () => offs.forEach((off) => off());
}

/**
 * The worker process's ops port (OPS_HOST, OPS_PORT; docs/operations.md#ops-port): ready while
 * MongoDB answers and the worker claims jobs, live while its loop turns, and not ready from the
 * moment a shutdown starts (`onDraining`, the process's draining signal).
 */
export async function serveWorkerOps(options: {
  config: Pick<AppConfig, 'ops'>;
  store: Store;
  db: Db;
  worker: WatchedWorker;
  onDraining: (listener: () => void) => unknown;
}): Promise<OpsServer> {
  const health = createHealth();
  health.addReadinessCheck('database', () => options.db.command({ ping: 1 }, { timeoutMS: 1000 }));
  watchScanEngine(health, options.store, options.worker, { readiness: true });
  options.onDraining(() => health.markDraining());
  return serveOps({ host: options.config.ops.host, port: options.config.ops.port, health });
}
