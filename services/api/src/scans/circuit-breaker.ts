import type { SourceId } from '@mailscout/contracts';
import { metrics } from '@mailscout/ops';

/** What /api/health shows per source: answering, failing lately, or skipped. */
export type SourceHealth = 'ok' | 'degraded' | 'open';

export interface CircuitBreakerOptions {
  /** Failures (error or timeout) in a row that open the circuit. */
  consecutiveFailures: number;
  /** Or: at least this many calls in the window… */
  minCallsInWindow: number;
  /** …of which more than this share failed. */
  failureRate: number;
  windowMs: number;
  /** How long an open circuit skips the source before one trial call is let through. */
  coolDownMs: number;
  /**
   * A call still outstanding after this counts as a failure at once (a slow call), so a service
   * that hangs opens its circuit within about a second, not after its calls' full time limits.
   * The sources answer in a few hundred milliseconds; one slow answer alone never opens it.
   */
  slowCallMs: number;
}

export const DEFAULT_BREAKER_OPTIONS: CircuitBreakerOptions = {
  consecutiveFailures: 5,
  minCallsInWindow: 10,
  failureRate: 0.5,
  windowMs: 60_000,
  coolDownMs: 30_000,
  slowCallMs: 1_000,
};

interface Circuit {
  state: 'closed' | 'open' | 'half-open';
  inARow: number;
  /** Outcomes in the window: time and whether it failed. */
  recent: Array<{ at: number; failed: boolean }>;
  openUntil: number;
  /** A half-open circuit lets one trial through at a time. */
  trialInFlight: boolean;
}

const STATE_VALUES = { closed: 0, 'half-open': 1, open: 2 } as const;

/** The circuit's state as a gauge (docs/operations.md#sources): 0 closed, 1 half-open, 2 open. */
function publishState(source: SourceId, circuit: Circuit) {
  metrics.sourceCircuitState.set({ source }, STATE_VALUES[circuit.state]);
}

/** A permit to call the source; report how the call went through it exactly once. */
export interface BreakerPermit {
  succeeded(): void;
  failed(): void;
  /** The call has been outstanding for `slowCallMs`: counted as a failure now (once). */
  slow(): void;
  /** The call was cut off by something other than the source (a lost lease, a shutdown). */
  released(): void;
}

/**
 * One circuit per source in this process (docs/architecture.md#scans-end): a source that keeps failing or timing
 * out is skipped for a cool-down, so scans do not wait on it and its sections are marked
 * unavailable at once. After the cool-down one trial call goes through (half-open); success
 * closes the circuit, failure opens it again. Only definite outcomes count: a rate limit is the
 * service answering, not failing.
 */
export class CircuitBreakers {
  private readonly circuits = new Map<SourceId, Circuit>();
  private readonly openListeners = new Map<SourceId, Set<() => void>>();
  private options: CircuitBreakerOptions;

  constructor(options: Partial<CircuitBreakerOptions> = {}, private readonly now: () => number = Date.now) {
    this.options = { ...DEFAULT_BREAKER_OPTIONS, ...options };
  }

  /** Changes the thresholds (tests use a short cool-down). */
  configure(options: Partial<CircuitBreakerOptions>) {
    this.options = { ...this.options, ...options };
  }

  private circuit(source: SourceId): Circuit {
    let circuit = this.circuits.get(source);
    if (!circuit) {
      circuit = { state: 'closed', inARow: 0, recent: [], openUntil: 0, trialInFlight: false };
      this.circuits.set(source, circuit);
      publishState(source, circuit);
    }
    return circuit;
  }

  /** Whether a call may go out now; null while the circuit is open (skip the source). */
  acquire(source: SourceId): BreakerPermit | null {
    const circuit = this.circuit(source);
    const now = this.now();
    if (circuit.state === 'open') {
      if (now < circuit.openUntil) return null;
      circuit.state = 'half-open';
      circuit.trialInFlight = false;
      publishState(source, circuit);
    }
    const trial = circuit.state === 'half-open';
    if (trial) {
      if (circuit.trialInFlight) return null;
      circuit.trialInFlight = true;
    }
    let settled = false;
    let countedSlow = false;
    const settle = (outcome: 'ok' | 'failed' | 'released') => {
      if (settled) return;
      settled = true;
      if (trial) circuit.trialInFlight = false;
      if (outcome === 'released') return;
      // A slow call that then fails was counted already; one that then answers counts as an answer.
      if (outcome === 'failed' && countedSlow) return;
      this.record(circuit, outcome === 'failed', trial);
    };
    return {
      succeeded: () => settle('ok'),
      failed: () => settle('failed'),
      released: () => settle('released'),
      slow: () => {
        if (settled || countedSlow) return;
        countedSlow = true;
        this.record(circuit, true, trial);
      },
    };
  }

  /**
   * Called when the source's circuit opens: the runner ends the calls still waiting on it then
   * (they are as good as failed), so scans waiting on a hung service do not wait out its limit.
   */
  onOpen(source: SourceId, listener: () => void): () => void {
    const set = this.openListeners.get(source) ?? new Set<() => void>();
    set.add(listener);
    this.openListeners.set(source, set);
    return () => set.delete(listener);
  }

  get slowCallMs(): number {
    return this.options.slowCallMs;
  }

  /** Whether a call would be skipped right now, without taking a permit. */
  isOpen(source: SourceId): boolean {
    const circuit = this.circuits.get(source);
    if (!circuit) return false;
    if (circuit.state === 'open') return this.now() < circuit.openUntil;
    return circuit.state === 'half-open' && circuit.trialInFlight;
  }

  private record(circuit: Circuit, failed: boolean, trial: boolean) {
    const wasOpen = circuit.state === 'open';
    const before = circuit.state;
    this.update(circuit, failed, trial);
    const source = [...this.circuits].find(([, c]) => c === circuit)?.[0];
    if (source && circuit.state !== before) publishState(source, circuit);
    if (!wasOpen && circuit.state === 'open') {
      for (const listener of source ? [...(this.openListeners.get(source) ?? [])] : []) listener();
    }
  }

  private update(circuit: Circuit, failed: boolean, trial: boolean) {
    const now = this.now();
    const { windowMs, consecutiveFailures, minCallsInWindow, failureRate, coolDownMs } = this.options;
    circuit.recent = circuit.recent.filter((r) => r.at > now - windowMs);
    circuit.recent.push({ at: now, failed });
    if (!failed) {
      circuit.inARow = 0;
      if (trial || circuit.state !== 'closed') {
        circuit.state = 'closed';
        circuit.recent = [{ at: now, failed: false }];
      }
      return;
    }
    circuit.inARow += 1;
    const failures = circuit.recent.filter((r) => r.failed).length;
    const overRate = circuit.recent.length >= minCallsInWindow && failures / circuit.recent.length > failureRate;
    if (trial || circuit.inARow >= consecutiveFailures || overRate) {
      circuit.state = 'open';
      circuit.openUntil = now + coolDownMs;
    }
  }

  /** Each source's state for /api/health: no addresses, no reasons, only the three words. */
  health(sources: readonly SourceId[]): Record<string, SourceHealth> {
    const now = this.now();
    return Object.fromEntries(
      sources.map((source): [string, SourceHealth] => {
        const circuit = this.circuits.get(source);
        if (!circuit) return [source, 'ok'];
        if (circuit.state === 'open' && now < circuit.openUntil) return [source, 'open'];
        // A half-open circuit (trial pending or due) and one that failed lately are degraded.
        if (circuit.state !== 'closed' || circuit.inARow > 0) return [source, 'degraded'];
        const recent = circuit.recent.filter((r) => r.at > now - this.options.windowMs);
        return [source, recent.some((r) => r.failed) ? 'degraded' : 'ok'];
      }),
    );
  }
}
