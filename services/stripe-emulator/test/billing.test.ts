import Stripe from 'stripe';
import { advanceClock, expectStripeError, useHarness } from './helpers';
import { parseRetrySchedule, SMART_RETRY_SCHEDULE_DAYS, THIRTY_DAY_RETRY_SCHEDULE_DAYS } from '../src/index';

const DAY = 86_400;
const START = Date.UTC(2031, 0, 31, 12) / 1000;

describe('subscriptions, invoices and test clocks', () => {
  const h = useHarness();
  let monthly: Stripe.Price;
  let trialFee: Stripe.Price;

  beforeEach(async () => {
    const product = await h.stripe.products.create({ name: 'MailScout Pro' });
    monthly = await h.stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 2999, recurring: { interval: 'month' } });
    trialFee = await h.stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 199 });
  });

  async function clockCustomer(paymentMethod?: string): Promise<{ clock: Stripe.TestHelpers.TestClock; customer: Stripe.Customer }> {
    const clock = await h.stripe.testHelpers.testClocks.create({ frozen_time: START, name: 'billing' });
    const customer = await h.stripe.customers.create({ email: 'clock@example.com', test_clock: clock.id, ...(paymentMethod ? { payment_method: paymentMethod } : {}) });
    if (paymentMethod) {
      const pm = (await h.stripe.customers.listPaymentMethods(customer.id)).data[0] as Stripe.PaymentMethod;
      await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    }
    return { clock, customer };
  }

  async function advance(clock: Stripe.TestHelpers.TestClock, to: number): Promise<void> {
    await advanceClock(h.stripe, clock.id, to);
  }

  it('default_incomplete: the first invoice is paid by confirming its confirmation secret', async () => {
    const customer = await h.stripe.customers.create({ email: 'new@example.com' });
    const sub = await h.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata: { user: 'u1' },
      expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
    });
    expect(sub.id).toMatch(/^sub_/);
    expect(sub.status).toBe('incomplete');
    const item = sub.items.data[0] as Stripe.SubscriptionItem;
    expect(item.id).toMatch(/^si_/);
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * DAY);
    const invoice = sub.latest_invoice as Stripe.Invoice;
    expect(invoice.id).toMatch(/^in_/);
    expect(invoice).toMatchObject({ status: 'open', billing_reason: 'subscription_create', amount_due: 2999, amount_paid: 0 });
    expect(invoice.parent).toMatchObject({ type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: { user: 'u1' } } });
    expect(invoice.lines.data[0]?.pricing?.price_details?.price).toBe(monthly.id);
    expect(invoice.confirmation_secret?.type).toBe('payment_intent');
    const payment = invoice.payments?.data[0] as Stripe.InvoicePayment;
    expect(payment.id).toMatch(/^inpay_/);

    const clientSecret = invoice.confirmation_secret?.client_secret as string;
    const piId = clientSecret.split('_secret_')[0] as string;
    const confirmed = await h.publishable.paymentIntents.confirm(piId, { client_secret: clientSecret, payment_method: 'pm_card_visa' } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');

    const after = await h.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(after.status).toBe('active');
    expect((after.latest_invoice as Stripe.Invoice).status).toBe('paid');
    expect(after.default_payment_method).toBe(confirmed.payment_method);
    const payments = await h.stripe.invoicePayments.list({ invoice: invoice.id });
    expect(payments.data[0]).toMatchObject({ status: 'paid', amount_paid: 2999, payment: { type: 'payment_intent', payment_intent: piId } });
    const updates = await h.stripe.events.list({ type: 'customer.subscription.updated' });
    expect(updates.data[0]?.data.previous_attributes).toMatchObject({ status: 'incomplete' });
    expect((await h.stripe.events.list({ type: 'invoice.paid' })).data).toHaveLength(1);

    const removed = await expectStripeError(h.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice.payment_intent'] }));
    expect(removed.message).toMatch(/cannot be expanded/);
  });

  it('allow_incomplete charges the default payment method at once', async () => {
    const customer = await h.stripe.customers.create({ email: 'x@example.com', payment_method: 'pm_card_visa' });
    const pm = (await h.stripe.customers.listPaymentMethods(customer.id)).data[0] as Stripe.PaymentMethod;
    const sub = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }], default_payment_method: pm.id });
    expect(sub.status).toBe('active');
    const declined = await h.stripe.customers.create({ email: 'y@example.com', payment_method: 'pm_card_chargeCustomerFail' });
    const badPm = (await h.stripe.customers.listPaymentMethods(declined.id)).data[0] as Stripe.PaymentMethod;
    const incomplete = await h.stripe.subscriptions.create({ customer: declined.id, items: [{ price: monthly.id }], default_payment_method: badPm.id });
    expect(incomplete.status).toBe('incomplete');
    const error = await expectStripeError(h.stripe.subscriptions.create({ customer: declined.id, items: [{ price: monthly.id }], default_payment_method: badPm.id, payment_behavior: 'error_if_incomplete' }));
    expect(error.code).toBe('card_declined');
  });

  it('trial with a fee: incomplete until the fee is paid, then trialing, then renews on the clock', async () => {
    const { clock, customer } = await clockCustomer();
    const sub = await h.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: monthly.id }],
      trial_period_days: 7,
      add_invoice_items: [{ price: trialFee.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(sub.status).toBe('incomplete');
    expect(sub.trial_end).toBe(START + 7 * DAY);
    expect(sub.items.data[0]?.current_period_end).toBe(START + 7 * DAY);
    const invoice = sub.latest_invoice as Stripe.Invoice;
    expect(invoice.amount_due).toBe(199);
    expect(invoice.created).toBe(START);
    const secret = invoice.confirmation_secret?.client_secret as string;
    await h.publishable.paymentIntents.confirm(secret.split('_secret_')[0] as string, { client_secret: secret, payment_method: 'pm_card_visa' } as Stripe.PaymentIntentConfirmParams);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('trialing');

    await advance(clock, START + 4 * DAY + 60);
    const willEnd = await h.stripe.events.list({ type: 'customer.subscription.trial_will_end' });
    expect(willEnd.data).toHaveLength(1);
    expect(willEnd.data[0]?.created).toBe(START + 4 * DAY);

    await advance(clock, START + 7 * DAY + 2 * 3600);
    const renewed = await h.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(renewed.status).toBe('active');
    const cycle = renewed.latest_invoice as Stripe.Invoice;
    expect(cycle).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', amount_paid: 2999 });
    expect(cycle.lines.data[0]?.period).toEqual({ start: START + 7 * DAY, end: renewed.items.data[0]?.current_period_end });
    expect(cycle.status_transitions.paid_at).toBe(START + 7 * DAY + 3600);

    // At most two intervals per advance, as on Stripe.
    await advance(clock, START + 7 * DAY + 35 * DAY);
    await advance(clock, START + 7 * DAY + 70 * DAY);
    const invoices = await h.stripe.invoices.list({ subscription: sub.id, limit: 100 });
    expect(invoices.data.filter((inv) => inv.billing_reason === 'subscription_cycle' && inv.status === 'paid')).toHaveLength(3);
  });

  it('month ends follow the anchor (31 Jan -> 28 Feb -> 31 Mar)', async () => {
    const { clock, customer } = await clockCustomer('pm_card_visa');
    const sub = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }] });
    expect(new Date((sub.items.data[0]?.current_period_end as number) * 1000).toISOString()).toBe('2031-02-28T12:00:00.000Z');
    await advance(clock, START + 29 * DAY);
    const next = await h.stripe.subscriptions.retrieve(sub.id);
    expect(new Date((next.items.data[0]?.current_period_end as number) * 1000).toISOString()).toBe('2031-03-31T12:00:00.000Z');
  });

  it('cancel_at_period_end ends the subscription at the period end without a new invoice', async () => {
    const { clock, customer } = await clockCustomer('pm_card_visa');
    const sub = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }] });
    const end = sub.items.data[0]?.current_period_end as number;
    const pending = await h.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(pending).toMatchObject({ cancel_at_period_end: true, cancel_at: end, status: 'active' });
    await advance(clock, end + DAY);
    const ended = await h.stripe.subscriptions.retrieve(sub.id);
    expect(ended.status).toBe('canceled');
    expect(ended.ended_at).toBe(end);
    expect((await h.stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);
    const deleted = await h.stripe.events.list({ type: 'customer.subscription.deleted' });
    expect(deleted.data[0]?.created).toBe(end);
    expect((await h.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect((await h.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
  });

  it('cancels immediately with DELETE', async () => {
    const customer = await h.stripe.customers.create({ email: 'c@example.com', payment_method: 'pm_card_visa' });
    const pm = (await h.stripe.customers.listPaymentMethods(customer.id)).data[0] as Stripe.PaymentMethod;
    const sub = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }], default_payment_method: pm.id });
    const canceled = await h.stripe.subscriptions.cancel(sub.id, { cancellation_details: { comment: 'bye' } });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_details: { comment: 'bye', reason: 'cancellation_requested' } });
  });

  /** A monthly subscription on a clock whose renewal fails: its card attaches but every charge fails. */
  async function failingRenewal() {
    const { clock, customer } = await clockCustomer('pm_card_visa');
    const sub = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }] });
    expect(sub.status).toBe('active');
    const failing = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: failing.id } });
    const end = sub.items.data[0]?.current_period_end as number;
    await advance(clock, end + 2 * 3600);
    const pastDue = await h.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    const invoice = pastDue.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1 });
    // The renewal invoice is charged an hour after the period ends; retries count from that failure.
    const failedAt = end + 3600;
    expect(invoice.next_payment_attempt).toBe(failedAt + DAY);
    return { clock, sub, invoice, failedAt };
  }

  const failuresSoFar = async () => (await h.stripe.events.list({ type: 'invoice.payment_failed', limit: 100 })).data.length;

  it("by default Stripe's Smart Retries: past_due, 8 retries within 2 weeks, then cancelled", async () => {
    const { clock, sub, invoice, failedAt } = await failingRenewal();
    expect(await failuresSoFar()).toBe(1);

    await advance(clock, failedAt + 4 * DAY + 60);
    const retried = await h.stripe.invoices.retrieve(invoice.id);
    expect(retried.attempt_count).toBe(4); // the renewal's attempt, then days 1, 2 and 4
    expect(retried.next_payment_attempt).toBe(failedAt + 6 * DAY);
    expect(await failuresSoFar()).toBe(4);

    await advance(clock, failedAt + 14 * DAY - 60);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    expect((await h.stripe.invoices.retrieve(invoice.id)).next_payment_attempt).toBe(failedAt + 14 * DAY);
    await advance(clock, failedAt + 14 * DAY + 60);
    const canceled = await h.stripe.subscriptions.retrieve(sub.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.cancellation_details?.reason).toBe('payment_failed');
    expect(canceled.ended_at).toBe(failedAt + 14 * DAY);
    expect((await h.stripe.invoices.retrieve(invoice.id))).toMatchObject({ attempt_count: 9, next_payment_attempt: null });
    // One invoice.payment_failed per attempt: the renewal's and the 8 retries'.
    expect(await failuresSoFar()).toBe(9);
  });

  it('the 30-day schedule stays selectable: 7 retries over 30 days, then cancelled', async () => {
    const set = await fetch(`${h.emulator.url}/_emulator/billing`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ retry_schedule: '30-days' }) });
    expect(((await set.json()) as { retryScheduleDays: number[] }).retryScheduleDays).toEqual([...THIRTY_DAY_RETRY_SCHEDULE_DAYS]);
    const { clock, sub, invoice, failedAt } = await failingRenewal();

    await advance(clock, failedAt + 3 * DAY + 60);
    const retried = await h.stripe.invoices.retrieve(invoice.id);
    expect(retried.attempt_count).toBe(3);
    expect(retried.next_payment_attempt).toBe(failedAt + 5 * DAY);
    expect(await failuresSoFar()).toBe(3);

    await advance(clock, failedAt + 27 * DAY);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    await advance(clock, failedAt + 30 * DAY + 60);
    const canceled = await h.stripe.subscriptions.retrieve(sub.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.cancellation_details?.reason).toBe('payment_failed');
    expect((await h.stripe.invoices.retrieve(invoice.id)).attempt_count).toBe(8);
    expect(await failuresSoFar()).toBe(8);
  });

  it("after the last retry the subscription can also be left past_due (Stripe's third setting)", async () => {
    h.emulator.control.setBilling({ retryScheduleDays: [1], onRetriesExhausted: 'past_due' });
    const { clock, sub, invoice, failedAt } = await failingRenewal();
    await advance(clock, failedAt + 2 * DAY);
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    expect(await h.stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'open', attempt_count: 2, next_payment_attempt: null });
  });

  it('retry schedules from configuration: named, or increasing days', () => {
    expect(parseRetrySchedule('smart-retries')).toEqual([...SMART_RETRY_SCHEDULE_DAYS]);
    expect(SMART_RETRY_SCHEDULE_DAYS).toHaveLength(8);
    expect(Math.max(...SMART_RETRY_SCHEDULE_DAYS)).toBe(14);
    expect(parseRetrySchedule('30-days')).toEqual([1, 3, 5, 7, 14, 21, 30]);
    expect(parseRetrySchedule('1, 3,5')).toEqual([1, 3, 5]);
    expect(() => parseRetrySchedule('3,1')).toThrow(/increasing positive days/);
    expect(() => parseRetrySchedule('weekly')).toThrow(/smart-retries or 30-days/);
  });

  it('paying an overdue invoice brings the subscription back; unpaid mode is configurable', async () => {
    h.emulator.control.setBilling({ retryScheduleDays: [1, 2], onRetriesExhausted: 'unpaid' });
    const { clock, customer } = await clockCustomer('pm_card_visa');
    const sub = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }] });
    const failing = await h.stripe.paymentMethods.attach('pm_card_chargeDeclinedInsufficientFunds', { customer: customer.id }).catch(() => undefined);
    expect(failing).toBeUndefined();
    const bad = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    await h.stripe.subscriptions.update(sub.id, { default_payment_method: bad.id });
    const end = sub.items.data[0]?.current_period_end as number;
    await advance(clock, end + 3 * DAY);
    const unpaid = await h.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(unpaid.status).toBe('unpaid');
    const invoice = unpaid.latest_invoice as Stripe.Invoice;
    const good = await h.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const paid = await h.stripe.invoices.pay(invoice.id, { payment_method: good.id });
    expect(paid.status).toBe('paid');
    expect((await h.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it('expires an incomplete subscription after 23 hours', async () => {
    const { clock, customer } = await clockCustomer();
    const sub = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }], payment_behavior: 'default_incomplete' });
    await advance(clock, START + 24 * 3600);
    const expired = await h.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(expired.status).toBe('incomplete_expired');
    expect((expired.latest_invoice as Stripe.Invoice).status).toBe('void');
  });

  it('updates items and metadata, and voids invoices', async () => {
    const product = await h.stripe.products.create({ name: 'Team' });
    const team = await h.stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 4999, recurring: { interval: 'month' } });
    const customer = await h.stripe.customers.create({ email: 'u@example.com' });
    const sub = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }], payment_behavior: 'default_incomplete' });
    const updated = await h.stripe.subscriptions.update(sub.id, { items: [{ id: sub.items.data[0]?.id, price: team.id }], metadata: { plan: 'team' }, proration_behavior: 'none' });
    expect(updated.items.data[0]?.price.id).toBe(team.id);
    expect(updated.metadata).toEqual({ plan: 'team' });
    const voided = await h.stripe.invoices.voidInvoice(sub.latest_invoice as string);
    expect(voided.status).toBe('void');
    const list = await h.stripe.invoices.list({ customer: customer.id });
    expect(list.data.map((inv) => inv.id)).toEqual([voided.id]);
    const typo = await expectStripeError(h.stripe.subscriptions.update(sub.id, { cancel_at_period_ends: true } as Stripe.SubscriptionUpdateParams));
    expect(typo.param).toBe('cancel_at_period_ends');
  });

  it('deleting a clock removes its customers', async () => {
    const { clock, customer } = await clockCustomer();
    await h.stripe.testHelpers.testClocks.del(clock.id);
    expect(((await h.stripe.customers.retrieve(customer.id)) as Stripe.DeletedCustomer).deleted).toBe(true);
    const error = await expectStripeError(h.stripe.testHelpers.testClocks.retrieve(clock.id));
    expect(error.statusCode).toBe(404);
  });
});
