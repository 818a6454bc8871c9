import { useEffect, useState } from 'react';

/** docs/decisions.md#progress-screen: a short minimum per item (≤ 300 ms) keeps the progress readable. */
export const MIN_ITEM_MS = 250;

/**
 * How many items have ticked, in order: the next item ticks once its outcome is known (not
 * `pending`) and the minimum time has passed, so a section finishes only when all its items are
 * done. Nothing ticks on a timer alone: no invented waiting, no invented progress.
 */
export function useItemTicker(outcomes: readonly string[]): number {
  const [ticked, setTicked] = useState(0);
  const next = outcomes[ticked];
  const ready = next !== undefined && next !== 'pending';

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setTicked((n) => n + 1), MIN_ITEM_MS);
    return () => clearTimeout(timer);
  }, [ready, ticked]);

  return Math.min(ticked, outcomes.length);
}
