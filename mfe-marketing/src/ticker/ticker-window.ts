import type { RecentLookup } from './recent-lookups-schema';

/** Spec §9: the ticker shows 8 entries and adds one every 5 s. */
export const TICKER_SIZE = 8;
export const TICKER_STEP_MS = 5000;

/** What is on screen (newest first) and what is still to come (oldest first). */
export interface TickerWindow {
  visible: RecentLookup[];
  pending: RecentLookup[];
}

export const lookupKey = (item: RecentLookup) => `${item.at}|${item.maskedEmail}`;

/**
 * Starts with the oldest entries of the feed so that the newer ones can arrive one by one at
 * the top, each with its real time: the ticker replays real lookups, it never invents one.
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

/** Entries of a refreshed feed that are newer than anything seen, queued oldest first. */
export function queueNewer(window: TickerWindow, newestFirst: readonly RecentLookup[]): TickerWindow {
  const known = new Set([...window.visible, ...window.pending].map(lookupKey));
  const newest = Math.max(0, ...[...window.visible, ...window.pending].map((item) => Date.parse(item.at)));
  const fresh = newestFirst.filter((item) => !known.has(lookupKey(item)) && Date.parse(item.at) > newest).reverse();
  if (fresh.length === 0) return window;
  if (window.visible.length === 0) return startWindow([...fresh].reverse());
  return { visible: window.visible, pending: [...window.pending, ...fresh] };
}
