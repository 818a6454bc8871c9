import { wholeNumber, durationAtLeast } from './variable-types';

/** Watch my address (docs/decisions.md#watch-my-address). Part of the one environment schema (config.ts). */
export function watchVariables() {
  return {
    // docs/decisions.md#watch-my-address: an owner's watch of their own address.
    WATCH_INTERVAL: durationAtLeast(60_000, 7 * 86_400_000).describe('how often a watched address is checked again, e.g. 7d (docs/decisions.md#watch-my-address); each watch gets its own offset within it'),
    WATCH_SWEEP_INTERVAL: durationAtLeast(1000, 60_000).describe('how often due watches are looked for, by the API with SCAN_WORKER=inline, by the worker processes otherwise'),
    WATCH_STARTS_PER_CLIENT_PER_DAY: wholeNumber(1, 1000, 3).describe('watches one client may turn on per day'),
  };
}
