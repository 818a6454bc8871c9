import type { SourceId, SourceState } from '@mailscout/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { metrics } from '@mailscout/ops';
import type { EarlierAnswers, Source, SourceAnswer, SourceInput } from '../sources/source';
import type { SourceCacheRepository } from '../store/repositories/source-cache-repository';
import type { CircuitBreakers } from './circuit-breaker';
import type { SourceRateLimiter } from './rate-limiter';

/** A source's final word in one run: what it answered (or `disabled`) and when. */
export interface SourceResult {
  source: SourceId;
  answer: SourceAnswer | { state: 'disabled' };
  /** When the answer was seen: now, or when a cached answer was fetched. */
  at: Date;
  /**
   * When the source was asked: just before the call went out; for a cached answer, when that
   * answer was originally asked (if the cache stored it), else its `fetchedAt`.
   */
  startedAt: Date;
  cached: boolean;
}

export interface RunSourcesOptions {
  sources: readonly Source[];
  input: SourceInput;
  targetHash: string;
  /** The whole run's limit: a source still asking then is cut off as `timeout`. */
  deadlineMs: number;
  cache: SourceCacheRepository;
  cacheTtlMs: number;
  limiter: SourceRateLimiter;
  /** Sources whose circuit is open are skipped at once (`error`, 'circuit open'). */
  breakers?: CircuitBreakers;
  /** Called as each source answers, so progress can be shown the moment it exists. */
  onResult?: (result: SourceResult) => void | Promise<void>;
  /** Stops the run early (a worker that lost its lease, a shutdown). */
  signal?: AbortSignal;
  /**
   * Where each source's answer is logged (the worker's logger for the job, with its request id:
   * docs/architecture.md#request-id): the source, its state and how long it took; never the target
   * or the findings.
   */
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/** The answer of a source skipped because its circuit is open. */
export const CIRCUIT_OPEN_REASON = 'circuit open';

// Only definite answers are reused; a failure is asked again next time.
const CACHEABLE: ReadonlySet<SourceState> = new Set(['found', 'not_found']);

/**
 * One run's deadline and stop, kept on timers and listeners this run holds itself.
 *
 * Why not `AbortSignal.timeout` inside `AbortSignal.any`: on Node 20 such a composite signal is
 * only weakly held, and after a garbage collection its timer is lost, so a source that never
 * answers is never cut off (docs/architecture.md#scans-end: scans stayed `running` for minutes, sockets stayed open).
 * A `setTimeout` is referenced by the event loop until it fires or is cleared, and its callback
 * references the controller, so the deadline cannot be collected away.
 */
class RunClock {
  readonly controller = new AbortController();
  /** Resolves when the run is cut off (deadline or stop). */
  readonly cut: Promise<void>;
  stopped = false;
  private readonly timer: NodeJS.Timeout;
  private readonly onStop = () => {
    this.stopped = true;
    this.controller.abort();
  };

  constructor(
    deadlineMs: number,
    private readonly external?: AbortSignal,
  ) {
    let resolveCut!: () => void;
    this.cut = new Promise<void>((resolve) => (resolveCut = resolve));
    this.controller.signal.addEventListener('abort', () => resolveCut(), { once: true });
    this.timer = setTimeout(() => this.controller.abort(), deadlineMs);
    if (external?.aborted) this.onStop();
    else external?.addEventListener('abort', this.onStop, { once: true });
  }

  dispose() {
    clearTimeout(this.timer);
    this.external?.removeEventListener('abort', this.onStop);
  }
}

/**
 * Asks one source under its own time limit and the run's deadline. The call's own controller
 * is aborted when either fires, which aborts the HTTP request and closes its connection; a
 * source that ignores its signal is still answered `timeout` at that moment.
 */
async function ask(source: Source, options: RunSourcesOptions, run: RunClock, track: { startedAt: Date | null }, earlier?: EarlierAnswers): Promise<SourceResult> {
  const now = () => new Date();
  const at = now();
  if (!source.enabled) return { source: source.id, answer: { state: 'disabled' }, at, startedAt: at, cached: false };

  const cached = await options.cache.get(source.id, options.targetHash).catch(() => null);
  // docs/operations.md#sources: every answer counted by source and outcome.
  const count = (outcome: SourceState | 'circuit_open' | 'cached') => metrics.sourceCalls.inc({ source: source.id, outcome });
  if (cached) {
    count('cached');
    return { source: source.id, answer: cached.answer as SourceAnswer, at: cached.fetchedAt, startedAt: cached.askedAt ?? cached.fetchedAt, cached: true };
  }
  const immediate = (answer: SourceAnswer, outcome: Parameters<typeof count>[0] = answer.state): SourceResult => {
    count(outcome);
    const answeredAt = now();
    return { source: source.id, answer, at: answeredAt, startedAt: answeredAt, cached: false };
  };
  if (run.controller.signal.aborted) return immediate({ state: 'timeout' });

  // An open circuit answers at once: the scan does not wait for a source known to be failing.
  const permit = options.breakers ? options.breakers.acquire(source.id) : null;
  if (options.breakers && !permit) return immediate({ state: 'error', reason: CIRCUIT_OPEN_REASON }, 'circuit_open');

  const budget = options.limiter.take(source.id, source.rateLimit);
  if (!budget.ok) {
    permit?.released();
    return immediate({ state: 'rate_limited', retryAfterSeconds: budget.retryAfterSeconds });
  }

  const startedAt = now();
  track.startedAt = startedAt;
  const call = new AbortController();
  const abortCall = () => call.abort();
  const limit = setTimeout(abortCall, source.timeoutMs);
  const slow = permit ? setTimeout(() => permit.slow(), options.breakers!.slowCallMs) : undefined;
  // The circuit opening meanwhile (this call's or others' slowness) ends this call at once.
  let circuitOpened = false;
  const offOpen = options.breakers?.onOpen(source.id, () => {
    circuitOpened = true;
    call.abort();
  });
  run.controller.signal.addEventListener('abort', abortCall, { once: true });
  let answer: SourceAnswer;
  try {
    answer = await Promise.race([
      source.lookup(options.input, call.signal, earlier),
      new Promise<SourceAnswer>((resolve) => {
        if (call.signal.aborted) resolve({ state: 'timeout' });
        call.signal.addEventListener('abort', () => resolve({ state: 'timeout' }), { once: true });
      }),
    ]);
  } catch (error) {
    answer = call.signal.aborted ? { state: 'timeout' } : { state: 'error', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(limit);
    clearTimeout(slow);
    offOpen?.();
    run.controller.signal.removeEventListener('abort', abortCall);
    // Whatever the source left open goes with it (a source that ignored its signal).
    call.abort();
  }
  if (circuitOpened && answer.state === 'timeout') answer = { state: 'error', reason: CIRCUIT_OPEN_REASON };
  if (answer.state === 'error' || answer.state === 'timeout') {
    if (run.stopped) permit?.released();
    else permit?.failed();
  } else {
    permit?.succeeded();
  }

  const answeredAt = now();
  count(answer.state);
  metrics.sourceCallDuration.observe({ source: source.id }, (answeredAt.getTime() - startedAt.getTime()) / 1000);
  if (CACHEABLE.has(answer.state)) {
    await options.cache
      .put({
        source: source.id,
        targetHash: options.targetHash,
        answer: answer as unknown as Record<string, unknown>,
        askedAt: startedAt,
        fetchedAt: answeredAt,
        expiresAt: new Date(answeredAt.getTime() + options.cacheTtlMs),
      })
      .catch(() => undefined); // a cache that cannot be written only costs a repeat question
  }
  return { source: source.id, answer, at: answeredAt, startedAt, cached: false };
}

/**
 * Asks every source in parallel under one deadline and collects what answered. Sources that
 * take other inputs are left out; a failing source becomes its own state, never the run's.
 * The run returns by its deadline whatever the sources do: one still asking then is `timeout`.
 */
export async function runSources(options: RunSourcesOptions): Promise<SourceResult[]> {
  const applicable = options.sources.filter((source) => source.takes.includes(options.input.kind));
  const run = new RunClock(options.deadlineMs, options.signal);
  // Each source's final result, made on first need, so a source that depends on others (the
  // username pivot) can wait for theirs; the deadline race below covers that wait too.
  const answered = new Map<SourceId, Promise<SourceResult>>();
  const resultOf = (source: Source): Promise<SourceResult> => {
    let result = answered.get(source.id);
    if (!result) {
      result = settle(source);
      answered.set(source.id, result);
    }
    return result;
  };
  async function askAfterDependencies(source: Source, track: { startedAt: Date | null }): Promise<SourceResult> {
    const dependencies = applicable.filter((other) => other !== source && source.dependsOn?.includes(other.id));
    if (!dependencies.length) return ask(source, options, run, track);
    const earlier = new Map((await Promise.all(dependencies.map(resultOf))).map((r) => [r.source, r.answer] as const));
    return ask(source, options, run, track, earlier);
  }
  async function settle(source: Source): Promise<SourceResult> {
    const track: { startedAt: Date | null } = { startedAt: null };
    const result = await Promise.race([
      askAfterDependencies(source, track),
      run.cut.then((): SourceResult => {
        const at = new Date();
        return { source: source.id, answer: { state: 'timeout' }, at, startedAt: track.startedAt ?? at, cached: false };
      }),
    ]);
    options.log?.info(
      { source: result.source, state: result.answer.state, cached: result.cached, durationMs: Math.max(0, result.at.getTime() - result.startedAt.getTime()) },
      'source answered',
    );
    await options.onResult?.(result);
    return result;
  }
  try {
    return await Promise.all(applicable.map(resultOf));
  } finally {
    run.dispose();
  }
}

/**
 * Whether every applicable source of a lookup would answer without calling out: disabled,
 * cached (`cached`: the ids of the sources with a live cache entry for the target), or skipped by
 * an open circuit. Such a scan cannot wait on anything, so it needs no worker slot.
 */
export function needsNoCall(options: { sources: readonly Source[]; kind: SourceInput['kind']; cached: ReadonlySet<string>; breakers?: CircuitBreakers }): boolean {
  return options.sources
    .filter((source) => source.takes.includes(options.kind) && source.enabled)
    .every((source) => options.cached.has(source.id) || Boolean(options.breakers?.isOpen(source.id)));
}
