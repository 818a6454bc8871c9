import { useEffect, useState } from 'react';
import { fetchRecentLookups } from './fetch-recent-lookups';
import { advanceWindow, queueNewer, startWindow, TICKER_STEP_MS, type TickerWindow } from './ticker-window';

/** How often the feed is asked for lookups completed since the page loaded. */
export const TICKER_REFRESH_MS = 60_000;

export type TickerState = { status: 'loading' | 'hidden' } | { status: 'ready'; window: TickerWindow };

/**
 * The ticker's data: the real feed, one new entry every 5 s while there are more, refreshed every
 * minute. A feed that fails or is empty hides the ticker (docs/decisions.md#ticker); a later refresh that
 * fails keeps what is shown. `paused` stops the stepping and the refreshing (WCAG 2.2.2).
 */
export function useRecentLookups(paused: boolean): TickerState {
  const [state, setState] = useState<TickerState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchRecentLookups().then(
      (items) => {
        if (!active) return;
        setState(items.length ? { status: 'ready', window: startWindow(items) } : { status: 'hidden' });
      },
      () => active && setState({ status: 'hidden' }),
    );
    return () => {
      active = false;
    };
  }, []);

  const ready = state.status === 'ready';

  useEffect(() => {
    if (!ready || paused) return;
    const step = setInterval(() => {
      setState((current) => (current.status === 'ready' ? { ...current, window: advanceWindow(current.window) } : current));
    }, TICKER_STEP_MS);
    const refresh = setInterval(() => {
      fetchRecentLookups().then(
        (items) =>
          setState((current) => (current.status === 'ready' ? { ...current, window: queueNewer(current.window, items) } : current)),
        () => undefined, // keep what is shown; the next refresh may succeed
      );
    }, TICKER_REFRESH_MS);
    return () => {
      clearInterval(step);
      clearInterval(refresh);
    };
  }, [ready, paused]);

  return state;
}
