import type { Emulator } from '../emulator';
import type { Customer, Invoice, Subscription, TestClock } from '../state/models';
import { DAY } from './periods';
import { checkTrialWillEnd, currentPeriodEnd, endSubscription, renewSubscription, voidInvoice } from './subscriptions';
import { collectInvoice, finalizeInvoice, invoicePaymentIntent } from './invoices';
import { announceUpcomingRenewal, upcomingRenewalDue } from './upcoming-renewal';

/**
 * What Stripe does as time passes, for the customers of one test clock (or of no clock,
 * against wall-clock time): trial reminders, upcoming-renewal announcements, renewals,
 * period-end cancellations, invoice finalization an hour after creation, smart retries and
 * incomplete expiry. Each step runs at its own due time, in time order, so events carry the
 * time they would have on Stripe.
 */
interface DueAction {
  at: number;
  rank: number;
  run: () => void;
}

const LIVE_STATUSES = new Set(['trialing', 'active', 'past_due', 'unpaid']);

function customersOf(emulator: Emulator, clockId: string | null): Set<string> {
  const ids = new Set<string>();
  for (const customer of emulator.store.all<Customer>('customer')) {
    if (!customer.deleted && (customer.test_clock ?? null) === clockId) ids.add(customer.id);
  }
  return ids;
}

function nextAction(emulator: Emulator, customers: Set<string>, until: number): DueAction | undefined {
  let best: DueAction | undefined;
  const consider = (action: DueAction): void => {
    if (action.at > until) return;
    if (!best || action.at < best.at || (action.at === best.at && action.rank < best.rank)) best = action;
  };
  for (const subscription of emulator.store.all<Subscription>('subscription')) {
    if (!customers.has(subscription.customer)) continue;
    const hidden = emulator.hidden.of(subscription.id);
    if (subscription.status === 'trialing' && subscription.trial_end && !hidden.trialWillEndSent) {
      consider({ at: subscription.trial_end - 3 * DAY, rank: 0, run: () => checkTrialWillEnd(emulator, subscription) });
    }
    if (subscription.status === 'incomplete' && hidden.incompleteExpiresAt !== undefined) {
      consider({
        at: hidden.incompleteExpiresAt,
        rank: 1,
        run: () => {
          hidden.incompleteExpiresAt = undefined;
          const invoice = subscription.latest_invoice ? emulator.store.get<Invoice>(subscription.latest_invoice, 'invoice') : undefined;
          if (invoice?.status === 'open') voidInvoice(emulator, invoice);
          endSubscription(emulator, subscription, 'payment_failed', 'incomplete_expired');
        },
      });
    }
    if (LIVE_STATUSES.has(subscription.status)) {
      const announceAt = upcomingRenewalDue(emulator, subscription);
      // Rank 1 is free for live subscriptions (incomplete expiry concerns only incomplete ones).
      if (announceAt !== null) consider({ at: announceAt, rank: 1, run: () => announceUpcomingRenewal(emulator, subscription) });
      const end = currentPeriodEnd(subscription);
      consider({
        at: end,
        rank: 2,
        run: () => {
          if (subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= end)) endSubscription(emulator, subscription, 'cancellation_requested');
          else renewSubscription(emulator, subscription);
        },
      });
    }
  }
  for (const invoice of emulator.store.all<Invoice>('invoice')) {
    if (!customers.has(invoice.customer)) continue;
    if (invoice.status === 'draft' && invoice.auto_advance && invoice.automatically_finalizes_at !== null) {
      consider({
        at: invoice.automatically_finalizes_at,
        rank: 3,
        run: () => {
          finalizeInvoice(emulator, invoice);
          if (invoice.status === 'open') collectInvoice(emulator, invoice, { offSession: true });
        },
      });
    }
    // Retries are automatic collection: an invoice without auto_advance is not retried (Stripe).
    if (invoice.status === 'open' && invoice.auto_advance && invoice.next_payment_attempt !== null) {
      consider({
        at: invoice.next_payment_attempt,
        rank: 4,
        run: () => {
          const hidden = emulator.hidden.of(invoice.id);
          hidden.retriesDone = (hidden.retriesDone ?? 0) + 1;
          invoice.next_payment_attempt = null;
          const pi = invoicePaymentIntent(emulator, invoice);
          if (pi && pi.status !== 'succeeded' && pi.status !== 'canceled') collectInvoice(emulator, invoice, { offSession: true });
        },
      });
    }
  }
  return best;
}

const MAX_STEPS = 20_000;

/** Runs the earliest action due by `until`, if any, at its own time; true when one ran. */
function runNextDueAction(emulator: Emulator, clock: TestClock | null, customers: Set<string>, until: number): boolean {
  const action = nextAction(emulator, customers, until);
  if (!action) return false;
  if (clock) {
    const hidden = emulator.hidden.of(clock.id);
    if (action.at > (hidden.engineTime ?? clock.frozen_time)) hidden.engineTime = action.at;
  }
  emulator.automatically(action.run);
  return true;
}

/** Runs every due action up to `until` for the customers without a test clock (wall-clock time). */
export function runDueActions(emulator: Emulator, clock: TestClock | null, until: number): void {
  const customers = customersOf(emulator, clock?.id ?? null);
  if (customers.size === 0) return;
  for (let step = 0; step < MAX_STEPS; step++) {
    if (!runNextDueAction(emulator, clock, customers, until)) return;
  }
  throw new Error('Time engine did not settle: too many billing steps in one advance.');
}

/**
 * Stripe's Advance a test clock "starts advancing a test clock to a specified time in the
 * future. Advancement is done when status changes to `ready`": the request is answered with the
 * clock `advancing` (its `frozen_time` still the old one, `status_details.advancing` naming the
 * target) and `…test_clock.advancing`, which carries the request's id. The rest runs afterwards,
 * one due action per turn of the event loop, so webhooks go out while the clock moves and a
 * retrieve in between sees `advancing`; `ready` (or `internal_failure`) comes without a request id.
 * The clock stays `advancing` at least `testClockAdvanceMs`.
 */
export function startClockAdvance(emulator: Emulator, clock: TestClock, target: number): void {
  const hidden = emulator.hidden.of(clock.id);
  const startedAt = Date.now();
  clock.status = 'advancing';
  clock.status_details = { advancing: { target_frozen_time: target } };
  hidden.engineTime = clock.frozen_time;
  emulator.emit('test_helpers.test_clock.advancing', clock);
  let steps = 0;

  const stillThere = (): boolean => emulator.store.get<TestClock>(clock.id, 'test_helpers.test_clock') === clock;
  const settle = (status: 'ready' | 'internal_failure'): void => {
    if (!stillThere()) return;
    if (status === 'ready') clock.frozen_time = target;
    else clock.frozen_time = hidden.engineTime ?? clock.frozen_time;
    hidden.engineTime = undefined;
    clock.status = status;
    clock.status_details = {};
    emulator.automatically(() => emulator.emit(`test_helpers.test_clock.${status}`, clock));
  };
  const step = (): void => {
    if (!stillThere()) return;
    try {
      const customers = customersOf(emulator, clock.id);
      if (customers.size > 0 && runNextDueAction(emulator, clock, customers, target)) {
        steps += 1;
        if (steps >= MAX_STEPS) throw new Error('Time engine did not settle: too many billing steps in one advance.');
        emulator.background.later(step);
        return;
      }
    } catch (error) {
      console.error('[stripe-emulator] test clock advance failed', error);
      settle('internal_failure');
      return;
    }
    hidden.engineTime = target;
    emulator.background.later(() => settle('ready'), Math.max(0, emulator.testClockAdvanceMs - (Date.now() - startedAt)));
  };
  emulator.background.later(step);
}
