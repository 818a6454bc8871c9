import type { SourceId } from '@mailscout/contracts';

/**
 * A source's own request budget in this process (its `rateLimit`): over budget, the runner
 * answers `rate_limited` without calling out, so one busy hour cannot get the key banned.
 */
export class SourceRateLimiter {
  private readonly calls = new Map<SourceId, number[]>();

  /** Takes one request from the budget; the wait in seconds when there is none left. */
  take(source: SourceId, limit: { requests: number; windowMs: number } | null, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    if (!limit) return { ok: true };
    const recent = (this.calls.get(source) ?? []).filter((at) => at > now - limit.windowMs);
    if (recent.length >= limit.requests) {
      this.calls.set(source, recent);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + limit.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.calls.set(source, recent);
    return { ok: true };
  }
}
