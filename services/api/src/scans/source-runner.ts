import type { SourceId, SourceState } from '@mailscout/contracts';
import type { Source, SourceAnswer, SourceInput } from '../sources/source';
import type { SourceCacheRepository } from '../store/repositories/source-cache-repository';
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
  /** Called as each source answers, so progress can be shown the moment it exists. */
  onResult?: (result: SourceResult) => void | Promise<void>;
  /** Stops the run early (a worker that lost its lease). */
  signal?: AbortSignal;
}

// Only definite answers are reused; a failure is asked again next time.
const CACHEABLE: ReadonlySet<SourceState> = new Set(['found', 'not_found']);

async function ask(source: Source, options: RunSourcesOptions, deadline: AbortSignal): Promise<SourceResult> {
  const now = () => new Date();
  if (!source.enabled) {
    const at = now();
    return { source: source.id, answer: { state: 'disabled' }, at, startedAt: at, cached: false };
  }

  const cached = await options.cache.get(source.id, options.targetHash).catch(() => null);
  if (cached) {
    return { source: source.id, answer: cached.answer as SourceAnswer, at: cached.fetchedAt, startedAt: cached.askedAt ?? cached.fetchedAt, cached: true };
  }

  const budget = options.limiter.take(source.id, source.rateLimit);
  if (!budget.ok) {
    const at = now();
    return { source: source.id, answer: { state: 'rate_limited', retryAfterSeconds: budget.retryAfterSeconds }, at, startedAt: at, cached: false };
  }

  const startedAt = now();
  const signal = AbortSignal.any([deadline, AbortSignal.timeout(source.timeoutMs)]);
  let answer: SourceAnswer;
  try {
    // A source that ignores its signal is still cut off at its time limit.
    answer = await Promise.race([
      source.lookup(options.input, signal),
      new Promise<SourceAnswer>((resolve) => {
        if (signal.aborted) resolve({ state: 'timeout' });
        signal.addEventListener('abort', () => resolve({ state: 'timeout' }), { once: true });
      }),
    ]);
  } catch (error) {
    answer = signal.aborted ? { state: 'timeout' } : { state: 'error', reason: error instanceof Error ? error.message : String(error) };
  }
  const at = now();
  if (CACHEABLE.has(answer.state)) {
    await options.cache
      .put({ source: source.id, targetHash: options.targetHash, answer: answer as unknown as Record<string, unknown>, askedAt: startedAt, fetchedAt: at, expiresAt: new Date(at.getTime() + options.cacheTtlMs) })
      .catch(() => undefined); // a cache that cannot be written only costs a repeat question
  }
  return { source: source.id, answer, at, startedAt, cached: false };
}

/**
 * Asks every source in parallel under one deadline and collects what answered. Sources that
 * take other inputs are left out; a failing source becomes its own state, never the run's.
 */
export async function runSources(options: RunSourcesOptions): Promise<SourceResult[]> {
  const applicable = options.sources.filter((source) => source.takes.includes(options.input.kind));
  const deadline = AbortSignal.any([AbortSignal.timeout(options.deadlineMs), ...(options.signal ? [options.signal] : [])]);
  return Promise.all(
    applicable.map(async (source) => {
      const result = await ask(source, options, deadline);
      await options.onResult?.(result);
      return result;
    }),
  );
}
