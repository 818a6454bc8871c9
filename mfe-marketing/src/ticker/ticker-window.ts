import type { RecentLookup } from './recent-lookups-schema';

/** docs/product.md#constants: the ticker shows 8 entries and adds one every 5 s. */
export const TICKER_SIZE = 8;
export const TICKER_STEP_MS = 5000;

/** What is on screen (newest first) and what is still to come (oldest first). */
export interface TickerWindow {
  visible: RecentLookup[];
  pending: RecentLookup[];
}

/** The server's opaque id: stable across refreshes, and nothing about the lookup. */
export const lookupKey = (item: RecentLookup) => item.id;

/**
 * Starts with the oldest entries of the feed so that the newer ones can arrive one by one at
 * the top: the ticker replays real lookups, it never invents one.
 */
export function startWindow(newestFirst: readonly RecentLookup[]): TickerWindow {
  const visible = newestFirst.slice(-TICKER_SIZE);
  const pending = newestFirst.slice(0, Math.max(0, newestFirst.length - TICKER_SIZE)).reverse();
  return { visible, pending };
}

/** One step: the next entry joins the top and the oldest one leaves. */
export function advanceWindow(window: TickerWindow): TickerWindow {
  const [next, ...rest] = window.pending;
  if (!next) return window;
  return { visible: [next, ...window.visible].slice(0, TICKER_SIZE), pending: rest };
}

/**
 * Takes in a refreshed feed (newest first, the server's order). Entries above the first one
 * already known are newer than anything seen and are queued, oldest first; an unknown entry
 * below a known one is older and is left out. Known entries take the refreshed period
 * ('today' turns into 'this week' while the page stays open).
 */
export function queueNewer(window: TickerWindow, newestFirst: readonly RecentLookup[]): TickerWindow {
  const known = new Set([...window.visible, ...window.pending].map(lookupKey));
  const firstKnown = newestFirst.findIndex((item) => known.has(lookupKey(item)));
  const fresh = (firstKnown < 0 ? newestFirst : newestFirst.slice(0, firstKnown)).slice().reverse();
  if (window.visible.length === 0) return fresh.length ? startWindow(fresh.reverse()) : window;
  const latest = new Map(newestFirst.map((item) => [lookupKey(item), item]));
  let changed = fresh.length > 0;
  const update = (items: RecentLookup[]) =>
    items.map((item) => {
      const refreshed = latest.get(lookupKey(item));
      if (!refreshed || refreshed.period === item.period) return item;
      changed = true;
      return { ...item, period: refreshed.period };
    });
  const updated = { visible: update(window.visible), pending: [...update(window.pending), ...fresh] };
  return changed ? updated : window;
}
