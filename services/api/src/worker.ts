import { ConfigError, loadConfig } from './config/config';
import { runScanWorkerProcess } from './lifecycle/run-scan-worker';
import { StoreConnectionError } from './store/connect';

/**
 * The scan worker as its own process (`pnpm --filter @mailscout/api worker`), for scaling out:
 * any number of these and of API processes share one database; jobs are claimed by lease.
 * Run the API with SCAN_WORKER=off to leave all scans to these processes. On SIGTERM it hands
 * its unfinished scans back (docs/deploy.md#graceful-shutdown).
 */
runScanWorkerProcess(loadConfig()).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof StoreConnectionError ? error.message : error);
  process.exit(1);
});
