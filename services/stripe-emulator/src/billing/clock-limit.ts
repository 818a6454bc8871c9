import type { Emulator } from '../emulator';
import type { Customer, Subscription, TestClock } from '../state/models';
import { invalidRequest } from '../wire/errors';
import { addIntervals } from './periods';

/**
 * Stripe's Advance a test clock reference, on `frozen_time`: "Cannot be more than two intervals
 * in the future from the shortest subscription in this test clock. If there are no subscriptions
 * in this test clock, it cannot be more than two years in the future." Intervals count from the
 * clock's current frozen time; ended subscriptions no longer bill, so they do not count.
 */
const ENDED = new Set(['canceled', 'incomplete_expired']);

function subscriptionsOn(emulator: Emulator, clock: TestClock): Subscription[] {
  const customers = new Set(
    emulator.store
      .all<Customer>('customer')
      .filter((customer) => !customer.deleted && customer.test_clock === clock.id)
      .map((customer) => customer.id),
  );
  return emulator.store.all<Subscription>('subscription').filter((subscription) => customers.has(subscription.customer) && !ENDED.has(subscription.status));
}

/** The latest time the clock may be advanced to now, and what bounds it. */
export function advanceLimit(emulator: Emulator, clock: TestClock): { until: number; bound: 'intervals' | 'years' } {
  let until: number | undefined;
  for (const subscription of subscriptionsOn(emulator, clock)) {
    const recurring = subscription.items.data[0]?.price.recurring;
    if (!recurring) continue;
    const end = addIntervals(clock.frozen_time, recurring.interval, 2 * recurring.interval_count);
    if (until === undefined || end < until) until = end;
  }
  if (until !== undefined) return { until, bound: 'intervals' };
  return { until: addIntervals(clock.frozen_time, 'year', 2), bound: 'years' };
}

export function checkAdvanceLimit(emulator: Emulator, clock: TestClock, target: number): void {
  const { until, bound } = advanceLimit(emulator, clock);
  if (target <= until) return;
  throw invalidRequest(
    bound === 'intervals'
      ? `Cannot advance the test clock more than two intervals from the current frozen time (the shortest subscription interval on this test clock allows frozen_time up to ${until}). Advance in smaller steps.`
      : `Cannot advance the test clock more than two years from the current frozen time when it has no subscriptions (frozen_time up to ${until}).`,
    { param: 'frozen_time' },
  );
}
