import Stripe from 'stripe';
import { DEFAULT_UPCOMING_RENEWAL_DAYS } from '../src/index';
import { advanceClock, useHarness } from './helpers';

const DAY = 86_400;
const HOUR = 3600;
const START = Date.UTC(2031, 0, 10, 12) / 1000;

describe('invoice.upcoming before renewals', () => {
  const h = useHarness();
  let product: Stripe.Product;
  let monthly: Stripe.Price;
  let weekly: Stripe.Price;

  beforeEach(async () => {
    product = await h.stripe.products.create({ name: 'MailScout Pro' });
    monthly = await h.stripe.prices.create({ product: product.id, currency: 'eur', unit_amount: 3799, recurring: { interval: 'month' } });
    weekly = await h.stripe.prices.create({ product: product.id, currency: 'eur', unit_amount: 1499, recurring: { interval: 'week' } });
  });

  async function subscribe(price: Stripe.Price, extra: Partial<Stripe.SubscriptionCreateParams> = {}) {
    const clock = await h.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await h.stripe.customers.create({ email: 'renewing@example.com', test_clock: clock.id, payment_method: 'pm_card_visa' });
    const pm = (await h.stripe.customers.listPaymentMethods(customer.id)).data[0] as Stripe.PaymentMethod;
    await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    const subscription = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], ...extra });
    const advance = async (to: number) => advanceClock(h.stripe, clock.id, to);
    return { subscription, advance };
  }

  /** The invoice.upcoming events, oldest first, with their previews typed as invoices. */
  const upcoming = async () =>
    (await h.stripe.events.list({ type: 'invoice.upcoming', limit: 100 })).data.reverse().map((event) => ({ created: event.created, data: { object: event.data.object as Stripe.Invoice } }));

  it(`announces a renewal ${DEFAULT_UPCOMING_RENEWAL_DAYS} days ahead (Stripe's default setting) with a preview invoice that has no id`, async () => {
    expect(DEFAULT_UPCOMING_RENEWAL_DAYS).toBe(7);
    const { subscription, advance } = await subscribe(monthly, { metadata: { product: 'mailscout' } });
    const end = subscription.items.data[0]!.current_period_end;
    await advance(end - 7 * DAY - HOUR);
    expect(await upcoming()).toHaveLength(0);

    await advance(end - 7 * DAY + HOUR);
    const [event] = await upcoming();
    expect(event?.created).toBe(end - 7 * DAY);
    const preview = event!.data.object;
    expect('id' in preview).toBe(false);
    expect(preview).toMatchObject({
      object: 'invoice',
      billing_reason: 'upcoming',
      status: 'draft',
      customer: subscription.customer,
      currency: 'eur',
      amount_due: 3799,
      period_start: subscription.items.data[0]!.current_period_start,
      period_end: end,
      next_payment_attempt: end + HOUR,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: { product: 'mailscout' } } },
    });
    expect(preview.lines.data).toHaveLength(1);
    expect(preview.lines.data[0]).toMatchObject({ amount: 3799, period: { start: end }, pricing: { price_details: { price: monthly.id } } });
    // A preview is not an invoice of the account.
    expect((await h.stripe.invoices.list({ subscription: subscription.id })).data.map((invoice) => invoice.billing_reason)).toEqual(['subscription_create']);

    // Once per period: the next announcement is for the next renewal.
    await advance(end + 2 * HOUR);
    expect(await upcoming()).toHaveLength(1);
    const next = (await h.stripe.subscriptions.retrieve(subscription.id)).items.data[0]!.current_period_end;
    await advance(next - 7 * DAY + HOUR);
    const both = await upcoming();
    expect(both).toHaveLength(2);
    expect(both[1]?.created).toBe(next - 7 * DAY);
    expect(both[1]?.data.object.period_end).toBe(next);
  });

  it('the number of days is an account setting; a period shorter than it is announced when it starts', async () => {
    h.emulator.control.setBilling({ upcomingRenewalDays: 3 });
    const { subscription, advance } = await subscribe(weekly);
    await advance(START + 4 * DAY + HOUR);
    expect((await upcoming()).map((event) => event.created)).toEqual([START + 4 * DAY]);

    h.emulator.control.setBilling({ upcomingRenewalDays: 10 });
    await advance(START + 7 * DAY + 2 * HOUR);
    const events = await upcoming();
    // Renewed at day 7; the week from then on is shorter than 10 days: announced at its start.
    expect(events.map((event) => event.created)).toEqual([START + 4 * DAY, START + 7 * DAY]);
    expect(events[1]?.data.object.period_end).toBe(START + 14 * DAY);
    expect(events[1]?.data.object.amount_due).toBe(1499);
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('a trial has its own event: no invoice.upcoming before the trial ends, only before the paid renewals', async () => {
    const { subscription, advance } = await subscribe(weekly, { trial_period_days: 7 });
    expect(subscription.status).toBe('trialing');
    await advance(START + 7 * DAY - HOUR);
    expect(await upcoming()).toHaveLength(0);
    expect((await h.stripe.events.list({ type: 'customer.subscription.trial_will_end' })).data).toHaveLength(1);

    // The first paid week (as long as the setting) is announced as it starts, for its end.
    await advance(START + 7 * DAY + 2 * HOUR);
    const events = await upcoming();
    expect(events.map((event) => event.created)).toEqual([START + 7 * DAY]);
    expect(events[0]?.data.object).toMatchObject({ period_end: START + 14 * DAY, amount_due: 1499 });
  });

  it('no announcement for a subscription set to cancel at the period end, nor once it ended', async () => {
    const { subscription, advance } = await subscribe(monthly);
    await h.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const end = subscription.items.data[0]!.current_period_end;
    // Stripe advances a clock at most two intervals of its shortest live subscription at a time.
    await advance(end + DAY);
    await advance(end + 40 * DAY);
    expect((await h.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    expect(await upcoming()).toHaveLength(0);
  });

  it('the control API sets the days and refuses nonsense', async () => {
    const post = (body: unknown) => fetch(`${h.emulator.url}/_emulator/billing`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const set = await post({ upcoming_renewal_days: 14 });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ upcomingRenewalDays: 14 });
    const refused = await post({ upcoming_renewal_days: 0 });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ param: 'upcoming_renewal_days' });
    h.emulator.control.reset();
    expect(await (await post({})).json()).toMatchObject({ upcomingRenewalDays: DEFAULT_UPCOMING_RENEWAL_DAYS });
  });
});
