import closeWithGrace from 'close-with-grace';

/** pino's shape (the API and the worker pass their logger); `consoleShutdownLog` for the rest. */
export interface ShutdownLog {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** One thing to finish or hand back; the steps run one after the other, in the order given. */
export interface ShutdownStep {
  name: string;
  run(): unknown;
}

export interface GracefulShutdownOptions {
  /** Named in the log lines ('api', 'scan worker', 'edge' …). */
  name: string;
  /** The bound: a shutdown still running after this many ms is cut short with exit code 1. */
  timeoutMs: number;
  log: ShutdownLog;
  /**
   * Called first, before any step: from here on the process reports not ready (its readiness
   * check fails), so load balancers stop sending it new work while it drains.
   */
  onDraining?: () => void;
  steps: readonly ShutdownStep[];
}

export interface GracefulShutdown {
  /** Starts the shutdown as a signal would (the process then exits). */
  close(): void;
  /** Takes the signal handlers away again (tests of the caller). */
  uninstall(): void;
}

/**
 * The one way our processes stop (docs/deploy.md#graceful-shutdown), on close-with-grace: on
 * SIGTERM or SIGINT (and SIGHUP, an uncaught error, …) the process reports itself draining, runs
 * its steps in order — stop taking new work, finish or hand back what it holds, close its
 * connections — and exits 0; a step that fails is logged, the later steps still run, and the exit
 * code is 1. A shutdown that outlasts `timeoutMs` exits at once with code 1, and so does a second
 * signal: the platform's own kill comes later (Kubernetes' terminationGracePeriodSeconds is above
 * the bound).
 */
export function gracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const { name, log } = options;
  return closeWithGrace(
    {
      delay: options.timeoutMs,
      logger: { error: (error: unknown) => log.error({ err: error }, `${name}: shutdown failed`) },
      onTimeout: (delay) => log.error({ timeoutMs: delay }, `${name}: shutdown did not finish within ${delay} ms; exiting with code 1`),
      onSecondSignal: (signal) => log.error({ signal }, `${name}: second ${signal} during shutdown; exiting with code 1`),
      onSecondError: (error) => log.error({ err: error }, `${name}: another error during shutdown; exiting with code 1`),
    },
    async ({ signal, err, manual }) => {
      const started = Date.now();
      const cause = signal ?? (manual ? 'requested' : err ? 'uncaught error' : 'nothing left to do');
      if (err) log.error({ err }, `${name}: uncaught error; shutting down`);
      log.info({ signal: cause, timeoutMs: options.timeoutMs }, `${name}: shutting down (${cause})`);
      options.onDraining?.();
      const failed: string[] = [];
      for (const step of options.steps) {
        try {
          await step.run();
        } catch (error) {
          failed.push(step.name);
          log.error({ step: step.name, err: error }, `${name}: shutdown step '${step.name}' failed`);
        }
      }
      if (failed.length > 0) throw new Error(`shutdown steps failed: ${failed.join(', ')}`);
      log.info({ durationMs: Date.now() - started }, `${name}: shut down`);
    },
  );
}

/** For the processes that log plain lines (the stand-ins, the release store): `name: message (error)`. */
export function consoleShutdownLog(): ShutdownLog {
  const line = (fields: Record<string, unknown>) => (fields.err instanceof Error ? ` (${fields.err.message})` : '');
  return {
    info: (fields, message) => console.info(`${message}${line(fields)}`),
    error: (fields, message) => console.error(`${message}${line(fields)}`),
  };
}
