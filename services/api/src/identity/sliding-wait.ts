/**
 * Whole minutes until a sliding-window count (this fixed window's count plus the share of the
 * previous one still inside the window, as rate-counters-repository's `sliding` estimates it)
 * falls below `limit`, if nothing more is counted. At least 1; at most two windows.
 */
export function minutesUntilBelow(input: { current: number; previous: number; now: number; windowMs: number; limit: number }): number {
  const { current, previous, now, windowMs, limit } = input;
  const minute = 60_000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const estimate = (at: number) => {
    // Past this window's end, this window's count becomes the previous one.
    const [cur, prev, start] = at < windowStart + windowMs ? [current, previous, windowStart] : [0, current, windowStart + windowMs];
    return cur + Math.ceil(prev * (1 - (at - start) / windowMs));
  };
  for (let minutes = 1; minutes <= (2 * windowMs) / minute; minutes += 1) {
    if (estimate(now + minutes * minute) < limit) return minutes;
  }
  return Math.ceil((2 * windowMs) / minute);
}
