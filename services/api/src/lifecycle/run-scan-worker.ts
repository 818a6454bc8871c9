import { gracefulShutdown } from '@mailscout/graceful-shutdown';
import pino from 'pino';
import type { AppConfig } from '../config/config';
import { rehearsalBanner } from '../config/stand-ins';
import { loggerOptions } from '../logging/logger-options';
import { CircuitBreakers } from '../scans/circuit-breaker';
import type { EngineDeps, SourceSet } from '../scans/engine-deps';
import { ProgressBus } from '../scans/progress-bus';
import { SourceRateLimiter } from '../scans/rate-limiter';
import { scanWorker } from '../scans/scan-worker';
import { scanWatchdog } from '../scans/watchdog';
import { workerWatchSweeper } from '../watch/worker-watches';
import { createSources } from '../sources/registry';
import { connectStore } from '../store/connect';
import { createStore, type Store } from '../store/create-store';
import { emailHasher } from '../store/email-hash';
import { suppressionList } from '../store/suppression-hash';
import { serveWorkerOps } from '../scans/scan-ops';
import { markDraining, onDraining } from './draining';

export interface ScanWorkerProcessOptions {
  /** The sources (tests give their own); the configured ones by default. */
  sources?: (config: AppConfig, store: Store) => SourceSet;
}

/**
 * The scan worker process (src/worker.ts): claims scans by lease until SIGTERM/SIGINT, then
 * (docs/deploy.md#graceful-shutdown) reports draining, stops claiming, hands every unfinished
 * scan back to the queue with its lease released — another worker takes it at once — and closes
 * its database connection, all within SHUTDOWN_TIMEOUT (past it: exit code 1, and the scans it
 * still held wait for their leases to run out).
 */
export async function runScanWorkerProcess(config: AppConfig, options: ScanWorkerProcessOptions = {}): Promise<void> {
  const log = pino(loggerOptions(config, undefined, 'worker'));
  if (config.rehearsal) log.warn(rehearsalBanner(config.rehearsal.standIns));
  const { client, db } = await connectStore(config.mongodbUri);
  const store = createStore(db);
  await store.ensureIndexes();
  const deps: EngineDeps = {
    config,
    store,
    sources: (options.sources ?? createSources)(config, store),
    bus: new ProgressBus(),
    limiter: new SourceRateLimiter(),
    breakers: new CircuitBreakers(),
    hashTarget: emailHasher(config.secrets.otp),
    isSuppressed: suppressionList(config.secrets, store.suppressions).isSuppressed,
    log,
  };
  const worker = scanWorker(deps);
  // Ends what any process left running past its deadline, first at start (docs/deploy.md#scan-worker).
  const watchdog = scanWatchdog(deps);
  // docs/decisions.md#watch-my-address: the watches are checked where the scans run.
  const watches = workerWatchSweeper(config, deps);
  gracefulShutdown({
    name: 'scan worker',
    timeoutMs: config.shutdown.timeoutMs,
    log,
    onDraining: markDraining,
    steps: [
      { name: 'stop the watchdog', run: () => watchdog.stop() },
      { name: 'hand unfinished scans back to the queue', run: () => worker.stop() },
      { name: 'finish the watch sweep in progress', run: () => watches.stop() },
      { name: 'close the database connection', run: () => client.close() },
    ],
  });
  // Metrics and probes on the worker's ops port (docs/operations.md#ops-port): live while its loop
  // turns, ready while it claims jobs and MongoDB answers, not ready once draining.
  const ops = await serveWorkerOps({ config, store, db, worker, onDraining });
  watchdog.start();
  worker.start();
  watches.start();
  log.info({ worker: worker.id, ops: ops.url }, 'Scan worker started');
}
