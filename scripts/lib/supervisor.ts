import type { ChildProcess } from 'node:child_process';
import { startService, stopService, type ServiceSpec } from './processes';

/** Restart delays: 1 s, doubling to 30 s; a part that stayed up a minute starts again from 1 s. */
export const RESTART_BACKOFF = { firstMs: 1_000, maxMs: 30_000, healthyAfterMs: 60_000 } as const;

/** The delay before restart number `attempt` (1, 2, …) of a part that keeps dying. */
export function restartDelay(attempt: number): number {
  return Math.min(RESTART_BACKOFF.maxMs, RESTART_BACKOFF.firstMs * 2 ** Math.max(0, attempt - 1));
}

export interface Supervised {
  name: string;
  /** The process running now (a new one after each restart). */
  current(): ChildProcess;
  /** Stops it for good: no restart follows. */
  stop(): void;
}

export interface SuperviseOptions {
  /** While false, a part that exits is not restarted but reported (start-prod stops everything then). */
  restarting(): boolean;
  /** Called when the part exits and will not be restarted. */
  onGiveUp(name: string, code: number | null, signal: NodeJS.Signals | null): void;
  log?: (line: string) => void;
}

/**
 * Runs a part of the topology and restarts it when it dies, with backoff, as the platform would
 * (Kubernetes' restartPolicy, systemd's Restart=on-failure): a killed API instance is back, and in
 * the door's rotation once its health check passes, by itself (docs/deploy.md#supervision).
 */
export function supervise(root: string, spec: ServiceSpec, options: SuperviseOptions): Supervised {
  const log = options.log ?? ((line: string) => console.error(line));
  let child: ChildProcess;
  let stopped = false;
  let attempt = 0;
  let startedAt = 0;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    startedAt = Date.now();
    child = startService(root, spec);
    child.on('exit', (code, signal) => {
      if (stopped) return;
      if (!options.restarting()) {
        options.onGiveUp(spec.name, code, signal);
        return;
      }
      attempt = Date.now() - startedAt >= RESTART_BACKOFF.healthyAfterMs ? 1 : attempt + 1;
      const delay = restartDelay(attempt);
      log(`[${spec.name}] exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s (restart ${attempt})`);
      timer = setTimeout(() => {
        if (!stopped) run();
      }, delay);
    });
  };
  run();
  return {
    name: spec.name,
    current: () => child,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      stopService(child);
    },
  };
}
