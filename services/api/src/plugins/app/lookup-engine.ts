import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/config';
import type { Store } from '../../store/create-store';
import { createSources } from '../../sources/registry';
import { CircuitBreakers } from '../../scans/circuit-breaker';
import type { EngineDeps, SourceSet } from '../../scans/engine-deps';
import { previewRunner } from '../../scans/preview-runner';
import { ProgressBus } from '../../scans/progress-bus';
import { SourceRateLimiter } from '../../scans/rate-limiter';
import { watchScanEngine } from '../../scans/scan-ops';
import { scanService } from '../../scans/scan-service';
import { scanWorker, type ScanWorker } from '../../scans/scan-worker';
import { scanWatchdog, type ScanWatchdog } from '../../scans/watchdog';

export type SourceFactory = (config: AppConfig, store: Store) => SourceSet;

export interface LookupEngine {
  deps: EngineDeps;
  previews: ReturnType<typeof previewRunner>;
  scans: ReturnType<typeof scanService>;
  /** The in-process worker, or null when SCAN_WORKER=off (a separate worker process runs jobs). */
  worker: ScanWorker | null;
  /** Ends previews and scans left running past their deadline, by any process (docs/architecture.md#scans-end). */
  watchdog: ScanWatchdog;
}

declare module 'fastify' {
  interface FastifyInstance {
    lookup: LookupEngine;
  }
}

/**
 * The lookup engine (docs/decisions.md#sources): sources, previews, paid scans and, unless switched off, a scan
 * worker inside the API process. Tests pass their own sources.
 */
export default fp<{ sources?: SourceFactory }>(
  async function lookupEngine(app, options) {
    const deps: EngineDeps = {
      config: app.config,
      store: app.store,
      sources: (options.sources ?? createSources)(app.config, app.store),
      bus: new ProgressBus(),
      limiter: new SourceRateLimiter(),
      breakers: new CircuitBreakers(),
      hashTarget: app.hashEmail,
      isSuppressed: app.suppression.isSuppressed,
      log: app.log,
    };
    const worker = app.config.scans.worker === 'inline' ? scanWorker(deps) : null;
    const watchdog = scanWatchdog(deps);
    app.decorate('lookup', { deps, previews: previewRunner(deps), scans: scanService(deps), worker, watchdog });
    // The queue on /metrics, and the inline worker's loop in /livez (docs/operations.md#scans).
    const unwatch = watchScanEngine(app.health, app.store, worker);
    app.addHook('onClose', async () => unwatch());
    app.addHook('onReady', async () => {
      watchdog.start();
      worker?.start();
    });
    // Before the database closes: unfinished jobs are handed back to the queue.
    app.addHook('preClose', async () => {
      await watchdog.stop();
      await worker?.stop();
    });
  },
  { name: 'lookup-engine', dependencies: ['config', 'database', 'ops'] },
);
