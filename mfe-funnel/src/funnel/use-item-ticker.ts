import { useEffect, useState } from 'react';
import type { Outcome } from './preview-outcome';

/** DECISIONS §1: a short minimum per item (≤ 300 ms) keeps the progress readable. */
export const MIN_ITEM_MS = 250;

/**
 * How many items have ticked, in order: the next item ticks once its source has answered and
 * the minimum time has passed, so a section finishes only when all its items are done.
 */
export function useItemTicker(outcomes: readonly Outcome[]): number {
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
