import { minutesUntilBelow } from '../../src/identity/sliding-wait';

const HOUR = 3_600_000;
const START = 1_000 * HOUR;

// docs/decisions.md#owner-path: how long the page tells the owner to wait, from the sliding count.
describe('minutes until a sliding-hour count falls below its limit', () => {
  it('all hits in this window: they leave only as the next window slides past them', () => {
    // 20 hits 10 minutes into the window: the count is 20 until the window turns, then fades.
    const minutes = minutesUntilBelow({ current: 20, previous: 0, now: START + 10 * 60_000, windowMs: HOUR, limit: 20 });
    expect(minutes).toBeGreaterThan(50);
    expect(minutes).toBeLessThanOrEqual(50 + 60);
  });

  it('hits from the previous window fade with the time that passes', () => {
    const minutes = minutesUntilBelow({ current: 0, previous: 20, now: START + 1 * 60_000, windowMs: HOUR, limit: 20 });
    expect(minutes).toBe(2);
    expect(minutesUntilBelow({ current: 10, previous: 20, now: START, windowMs: HOUR, limit: 20 })).toBeGreaterThan(30);
  });

  it('is at least one minute and at most two windows', () => {
    expect(minutesUntilBelow({ current: 0, previous: 0, now: START, windowMs: HOUR, limit: 1 })).toBe(1);
    expect(minutesUntilBelow({ current: 1_000, previous: 1_000, now: START, windowMs: HOUR, limit: 1 })).toBeLessThanOrEqual(120);
  });
});
