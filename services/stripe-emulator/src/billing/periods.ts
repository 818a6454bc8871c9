/**
 * Billing periods follow the billing cycle anchor: a monthly subscription anchored on the
 * 31st renews on the last day of shorter months and returns to the 31st afterwards,
 * because each period end is computed from the anchor, never from the previous end.
 */
export type Interval = 'day' | 'week' | 'month' | 'year';

export function addIntervals(anchor: number, interval: Interval, count: number): number {
  const date = new Date(anchor * 1000);
  switch (interval) {
    case 'day':
      return anchor + count * 86_400;
    case 'week':
      return anchor + count * 7 * 86_400;
    case 'month':
    case 'year': {
      const months = interval === 'year' ? count * 12 : count;
      const year = date.getUTCFullYear();
      const month = date.getUTCMonth() + months;
      const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      const day = Math.min(date.getUTCDate(), lastDay);
      return Math.floor(Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()) / 1000);
    }
  }
}

export const DAY = 86_400;
export const HOUR = 3_600;
