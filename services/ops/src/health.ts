import { metrics } from './metrics';

/** A check passes when it resolves to anything but `false`; throwing or taking too long fails it. */
export type HealthCheck = () => Promise<unknown> | unknown;

export interface HealthAnswer {
  ok: boolean;
  status: 'live' | 'ready' | 'not_ready' | 'draining' | 'not_live';
  /** Each check by name: ok or down (nothing about the cause: the answer may reach a dashboard). */
  checks: Record<string, 'ok' | 'down'>;
}

export interface Health {
  /** Needed before the process takes work: a database that answers, a configuration loaded. */
  addReadinessCheck(name: string, check: HealthCheck): () => void;
  /** Needed for the process to be worth keeping: a loop that turns. A failing one means restart it. */
  addLivenessCheck(name: string, check: HealthCheck): () => void;
  /**
   * From now on readiness answers 503 `draining` (liveness is unchanged), so the balancer and the
   * platform stop sending work while the process finishes what it has (docs/operations.md#health).
   */
  markDraining(): void;
  readonly draining: boolean;
  readiness(): Promise<HealthAnswer>;
  liveness(): Promise<HealthAnswer>;
}

/** Probes come every second or so; one hanging dependency must not hang the answer. */
export const HEALTH_CHECK_TIMEOUT_MS = 1_000;

async function runCheck(check: HealthCheck, timeoutMs: number): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      Promise.resolve().then(check),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    return result === false ? 'down' : 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

async function runAll(checks: Map<string, HealthCheck>, timeoutMs: number) {
  const results = await Promise.all([...checks].map(async ([name, check]) => [name, await runCheck(check, timeoutMs)] as const));
  return Object.fromEntries(results);
}

function add(checks: Map<string, HealthCheck>, name: string, check: HealthCheck) {
  if (checks.has(name)) throw new Error(`A health check named "${name}" is already registered`);
  checks.set(name, check);
  return () => void checks.delete(name);
}

/**
 * The liveness and readiness of one process (docs/operations.md#health), served as /livez and
 * /readyz on its ops port. Not ready while any readiness check fails or once draining; not live
 * while any liveness check fails.
 */
export function createHealth(options: { timeoutMs?: number } = {}): Health {
  const timeoutMs = options.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;
  const readinessChecks = new Map<string, HealthCheck>();
  const livenessChecks = new Map<string, HealthCheck>();
  let draining = false;
  return {
    addReadinessCheck: (name, check) => add(readinessChecks, name, check),
    addLivenessCheck: (name, check) => add(livenessChecks, name, check),
    markDraining() {
      draining = true;
      metrics.ready.set(0);
    },
    get draining() {
      return draining;
    },
    async readiness() {
      const checks = await runAll(readinessChecks, timeoutMs);
      const healthy = Object.values(checks).every((state) => state === 'ok');
      const ok = healthy && !draining;
      metrics.ready.set(ok ? 1 : 0);
      return { ok, status: draining ? 'draining' : ok ? 'ready' : 'not_ready', checks };
    },
    async liveness() {
      const checks = await runAll(livenessChecks, timeoutMs);
      const ok = Object.values(checks).every((state) => state === 'ok');
      return { ok, status: ok ? 'live' : 'not_live', checks };
    },
  };
}
