import { relativeTime } from '../src/ticker/relative-time';

const now = Date.parse('2026-01-01T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relative time of ticker entries (spec §3)', () => {
  it.each([
    [0, { key: 'ticker.justNow' }],
    [59, { key: 'ticker.justNow' }],
    [-30, { key: 'ticker.justNow' }],
    [60, { key: 'ticker.minutesAgo', count: 1 }],
    [119, { key: 'ticker.minutesAgo', count: 1 }],
    [120, { key: 'ticker.minutesAgo', count: 2 }],
    [59 * 60 + 59, { key: 'ticker.minutesAgo', count: 59 }],
    [60 * 60, { key: 'ticker.hoursAgo', count: 1 }],
    [5 * 60 * 60 + 10, { key: 'ticker.hoursAgo', count: 5 }],
  ])('%i s ago', (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toEqual(expected);
  });
});
