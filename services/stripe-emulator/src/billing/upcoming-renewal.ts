import type { Emulator } from '../emulator';
import type { Customer, Subscription } from '../state/models';
import { mustGet } from '../resources/common';
import { buildInvoice } from './invoices';
import { DAY, HOUR } from './periods';
import { currentPeriodEnd, periodBounds, renewalLines } from './subscriptions';

/**
 * `invoice.upcoming`: "Occurs X number of days before a subscription is scheduled to create an
 * invoice that is automatically charged", X being the account's "Upcoming renewal events"
 * setting; the object is a preview of that invoice and has no id (Stripe's event reference).
 *
 * Not documented, so chosen here: a period shorter than X days announces its renewal as soon as
 * it starts (as `trial_will_end` does for short trials); a trial's end is announced by
 * `customer.subscription.trial_will_end` only; a renewal that will not happen (cancel at period
 * end) or will not be charged (`unpaid` stops finalizing) is not announced. Each period is
 * decided once, at its due time, whatever the subscription's state then.
 */
const ANNOUNCED_STATUSES = new Set(['active', 'past_due']);

function currentPeriodStart(subscription: Subscription): number {
  return subscription.items.data[0]?.current_period_start ?? subscription.billing_cycle_anchor;
}

/** When the current period's renewal is due to be announced, or null once it was decided. */
export function upcomingRenewalDue(emulator: Emulator, subscription: Subscription): number | null {
  const end = currentPeriodEnd(subscription);
  if (emulator.hidden.of(subscription.id).upcomingRenewalDecidedFor === end) return null;
  return Math.max(end - emulator.billing.upcomingRenewalDays * DAY, currentPeriodStart(subscription));
}

function cancelling(subscription: Subscription): boolean {
  return subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= currentPeriodEnd(subscription));
}

export function announceUpcomingRenewal(emulator: Emulator, subscription: Subscription): void {
  const end = currentPeriodEnd(subscription);
  emulator.hidden.of(subscription.id).upcomingRenewalDecidedFor = end;
  if (!ANNOUNCED_STATUSES.has(subscription.status) || cancelling(subscription)) return;
  const nextIndex = (emulator.hidden.of(subscription.id).periodIndex ?? 0) + 1;
  const preview = buildInvoice(emulator, {
    id: null,
    // The invoice as it will be: created at the renewal, charged an hour later when finalized.
    created: end,
    customer: mustGet<Customer>(emulator, subscription.customer, 'customer'),
    subscription,
    billingReason: 'upcoming',
    currency: subscription.currency,
    autoAdvance: true,
    usagePeriod: { start: currentPeriodStart(subscription), end },
    lines: renewalLines(emulator, subscription, periodBounds(subscription, nextIndex)),
  });
  preview.automatically_finalizes_at = end + HOUR;
  preview.next_payment_attempt = end + HOUR;
  delete (preview as { id?: string }).id;
  emulator.emit('invoice.upcoming', preview);
}
