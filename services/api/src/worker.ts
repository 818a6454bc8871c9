import pino from 'pino';
import { ConfigError, loadConfig } from './config/config';
import { rehearsalBanner } from './config/stand-ins';
import { loggerOptions } from './logging/logger-options';
import { CircuitBreakers } from './scans/circuit-breaker';
import type { EngineDeps } from './scans/engine-deps';
import { ProgressBus } from './scans/progress-bus';
import { SourceRateLimiter } from './scans/rate-limiter';
import { scanWorker } from './scans/scan-worker';
import { scanWatchdog } from './scans/watchdog';
import { createSources } from './sources/registry';
import { connectStore, StoreConnectionError } from './store/connect';
import { createStore } from './store/create-store';
import { suppressionList } from './store/suppression-hash';
import { emailHasher } from './store/email-hash';

/**
 * The scan worker as its own process (`pnpm --filter @mailscout/api worker`), for scaling out:
 * any number of these and of API processes share one database; jobs are claimed by lease.
 * Run the API with SCAN_WORKER=off to leave all scans to these processes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino(loggerOptions(config));
  if (config.rehearsal) log.warn(rehearsalBanner(config.rehearsal.standIns));
  const { client, db } = await connectStore(config.mongodbUri);
  const store = createStore(db);
  await store.ensureIndexes();
  const deps: EngineDeps = {
    config,
    store,
    sources: createSources(config, store),
    bus: new ProgressBus(),
    limiter: new SourceRateLimiter(),
    breakers: new CircuitBreakers(),
    hashTarget: emailHasher(config.secrets.otp),
    isSuppressed: suppressionList(config.secrets, store.suppressions).isSuppressed,
    log,
  };
  const worker = scanWorker(deps);
  // Ends what any process left running past its deadline, first at start (issue 13).
  const watchdog = scanWatchdog(deps);
  watchdog.start();
  worker.start();
  log.info({ worker: worker.id }, 'Scan worker started');

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'Scan worker stopping; unfinished jobs go back to the queue');
    void watchdog
      .stop()
      .then(() => worker.stop())
      .then(() => client.close())
      .then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof StoreConnectionError ? error.message : error);
  process.exit(1);
});
