export interface WaitOptions {
  /** Give up after this long (the error says what was awaited). */
  timeoutMs?: number;
  /** Pause between two checks. */
  intervalMs?: number;
  /** What is awaited, for the error message. */
  what?: string;
  /** Treat a check that throws as "not yet" (a server still starting) instead of failing at once. */
  retryErrors?: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function poll<T>(check: () => T | Promise<T>, { timeoutMs = 10_000, intervalMs = 20, what = 'condition', retryErrors = false }: WaitOptions): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let last = 'falsy answer';
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      if (!retryErrors) throw error;
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms (${last})`);
    await pause(intervalMs);
  }
}

/**
 * Resolves once the URL answers with a 2xx status (a health endpoint: the service is up), or
 * rejects after the timeout with the last status or network error.
 */
export async function waitForUrl(url: string, { timeoutMs = 30_000, intervalMs = 100 }: Pick<WaitOptions, 'timeoutMs' | 'intervalMs'> = {}): Promise<void> {
  await poll(
    async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return true;
    },
    { timeoutMs, intervalMs, what: `${url} answering 2xx`, retryErrors: true },
  );
}

/**
 * Tests and scripts wait for a condition, never a fixed time. Given a URL: until it answers 2xx
 * ({@link waitForUrl}). Given a check: polls until it answers a truthy value and resolves with
 * it; a check that throws fails the wait at once unless `retryErrors` makes it "not yet" (the
 * last error is then reported at the deadline).
 */
export function waitFor(url: string, options?: Pick<WaitOptions, 'timeoutMs' | 'intervalMs'>): Promise<void>;
export function waitFor<T>(check: () => T | Promise<T>, options?: WaitOptions): Promise<NonNullable<T>>;
export function waitFor<T>(target: string | (() => T | Promise<T>), options: WaitOptions = {}): Promise<unknown> {
  return typeof target === 'string' ? waitForUrl(target, options) : poll(target, options);
}
