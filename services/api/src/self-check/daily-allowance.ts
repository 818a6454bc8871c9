import type { Store } from '../store/create-store';

export const SELF_CHECK_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Once a day per address (docs/decisions.md#self-check): the first check opens a 24-hour window under the
 * address's hash; any further check inside it is refused. One atomic counter in the database,
 * so parallel requests and several API processes let through exactly one.
 */
export async function takeDailyCheck(store: Store, emailHash: string, now = Date.now()): Promise<{ allowed: boolean; nextCheckAt: Date }> {
  const { count, ttlMs } = await store.rateCounters.hitWindow(`self-check:${emailHash}`, SELF_CHECK_WINDOW_MS, now);
  return { allowed: count === 1, nextCheckAt: new Date(now + ttlMs) };
}
