import Stripe from 'stripe';
import { advanceClock, clockReady, expectStripeError, useHarness } from './helpers';

const DAY = 86_400;
const HOUR = 3_600;
const START = Date.UTC(2031, 2, 3, 12) / 1000;

/**
 * What Stripe's billing engine does and refuses as time passes, where a laxer emulator would let a
 * product bug through: collection stops with the subscription, automatic events carry no request,
 * a test clock moves at most two intervals at a time.
 */
describe('time engine as strict as Stripe', () => {
  const h = useHarness();
  let weekly: Stripe.Price;
  let monthly: Stripe.Price;

  beforeEach(async () => {
    const product = await h.stripe.products.create({ name: 'MailScout' });
    weekly = await h.stripe.prices.create({ product: product.id, currency: 'eur', unit_amount: 1499, recurring: { interval: 'week' } });
    monthly = await h.stripe.prices.create({ product: product.id, currency: 'eur', unit_amount: 2999, recurring: { interval: 'month' } });
  });

  async function clockCustomer(): Promise<{ clock: Stripe.TestHelpers.TestClock; customer: Stripe.Customer; card: Stripe.PaymentMethod }> {
    const clock = await h.stripe.testHelpers.testClocks.create({ frozen_time: START });
    const customer = await h.stripe.customers.create({ email: 'clock@example.com', test_clock: clock.id, payment_method: 'pm_card_visa' });
    const card = (await h.stripe.customers.listPaymentMethods(customer.id)).data[0] as Stripe.PaymentMethod;
    await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
    return { clock, customer, card };
  }

  async function advance(clock: Stripe.TestHelpers.TestClock, to: number): Promise<Stripe.TestHelpers.TestClock> {
    return advanceClock(h.stripe, clock.id, to);
  }

  async function eventsOfType(type: string): Promise<Stripe.Event[]> {
    return (await h.stripe.events.list({ type, limit: 100 })).data;
  }

  describe('cancelling stops automatic collection', () => {
    it('a past_due invoice is not retried after its subscription is cancelled', async () => {
      const { clock, customer } = await clockCustomer();
      const subscription = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }] });
      const failing = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
      await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: failing.id } });
      const end = subscription.items.data[0]?.current_period_end as number;
      await advance(clock, end + 2 * HOUR);
      const pastDue = await h.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
      expect(pastDue.status).toBe('past_due');
      const invoice = pastDue.latest_invoice as Stripe.Invoice;
      expect(invoice).toMatchObject({ status: 'open', attempt_count: 1, auto_advance: true, next_payment_attempt: end + HOUR + DAY });
      expect(await eventsOfType('invoice.payment_failed')).toHaveLength(1);

      await h.stripe.subscriptions.cancel(subscription.id);
      // "Stripe stops automatic collection of all finalized invoices for the customer."
      const stopped = await h.stripe.invoices.retrieve(invoice.id);
      expect(stopped).toMatchObject({ status: 'open', auto_advance: false, next_payment_attempt: null, attempt_count: 1 });
      const updated = (await eventsOfType('invoice.updated'))[0];
      expect(updated?.data.previous_attributes).toMatchObject({ auto_advance: true, next_payment_attempt: end + HOUR + DAY });

      // The whole retry schedule (2 weeks by default, 30 days at most) passes: no attempt, no failure event, no charge.
      const charges = (await h.stripe.charges.list({ customer: customer.id })).data.length;
      await advance(clock, end + 20 * DAY);
      await advance(clock, end + 40 * DAY);
      expect(await eventsOfType('invoice.payment_failed')).toHaveLength(1);
      expect((await h.stripe.invoices.retrieve(invoice.id)).attempt_count).toBe(1);
      expect((await h.stripe.charges.list({ customer: customer.id })).data).toHaveLength(charges);
    });

    it('the invoice can still be paid by hand after the cancellation', async () => {
      const { clock, customer, card } = await clockCustomer();
      const subscription = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: weekly.id }] });
      const failing = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
      await h.stripe.subscriptions.update(subscription.id, { default_payment_method: failing.id });
      await advance(clock, (subscription.items.data[0]?.current_period_end as number) + 2 * HOUR);
      const invoice = (await h.stripe.subscriptions.retrieve(subscription.id)).latest_invoice as string;
      await h.stripe.subscriptions.cancel(subscription.id);
      const paid = await h.stripe.invoices.pay(invoice, { payment_method: card.id });
      expect(paid.status).toBe('paid');
      expect((await h.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    });
  });

  describe('automatic events carry no request', () => {
    it('renewals, finalization, payments and the clock becoming ready: request { id: null, idempotency_key: null }', async () => {
      const { clock, customer } = await clockCustomer();
      const created = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: weekly.id }] }, { idempotencyKey: 'subscribe-1' });
      const advanced = await h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: START + 7 * DAY + 2 * HOUR });
      await clockReady(h.stripe, clock.id);

      // Caused by the API request: its id and idempotency key.
      const subscriptionCreated = (await eventsOfType('customer.subscription.created'))[0] as Stripe.Event;
      expect(subscriptionCreated.request).toEqual({ id: created.lastResponse.requestId, idempotency_key: 'subscribe-1' });
      const advancing = (await eventsOfType('test_helpers.test_clock.advancing'))[0] as Stripe.Event;
      // (the SDK sends an idempotency key of its own on every POST)
      expect(advancing.request?.id).toBe(advanced.lastResponse.requestId);

      // Done by the billing engine as the clock moved: no request.
      const automatic = [
        ...(await eventsOfType('invoice.created')).filter((event) => (event.data.object as Stripe.Invoice).billing_reason === 'subscription_cycle'),
        ...(await eventsOfType('invoice.finalized')).filter((event) => (event.data.object as Stripe.Invoice).billing_reason === 'subscription_cycle'),
        ...(await eventsOfType('invoice.paid')).filter((event) => (event.data.object as Stripe.Invoice).billing_reason === 'subscription_cycle'),
        // (the one at START is the first payment's, inside the create request)
        ...(await eventsOfType('customer.subscription.updated')).filter((event) => event.created > START),
        ...(await eventsOfType('invoice.upcoming')),
        ...(await eventsOfType('test_helpers.test_clock.ready')),
      ];
      expect([...new Set(automatic.map((event) => event.type))].sort()).toEqual(
        ['customer.subscription.updated', 'invoice.created', 'invoice.finalized', 'invoice.paid', 'invoice.upcoming', 'test_helpers.test_clock.ready'].sort(),
      );
      for (const event of automatic) expect({ type: event.type, request: event.request }).toEqual({ type: event.type, request: { id: null, idempotency_key: null } });
      const renewalPayment = (await eventsOfType('payment_intent.succeeded')).find((event) => event.created > START);
      expect(renewalPayment?.request).toEqual({ id: null, idempotency_key: null });
    });

    it('retries and the cancellation after the last one carry no request either', async () => {
      h.emulator.control.setBilling({ retryScheduleDays: [1] });
      const { clock, customer } = await clockCustomer();
      const subscription = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: weekly.id }] });
      const failing = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
      await h.stripe.subscriptions.update(subscription.id, { default_payment_method: failing.id });
      await advance(clock, START + 9 * DAY);
      const failures = await eventsOfType('invoice.payment_failed');
      expect(failures).toHaveLength(2);
      const deleted = await eventsOfType('customer.subscription.deleted');
      expect(deleted).toHaveLength(1);
      for (const event of [...failures, ...deleted]) expect(event.request).toEqual({ id: null, idempotency_key: null });
    });
  });

  describe('test clocks advance at most two intervals at a time', () => {
    it("two intervals of the shortest live subscription from the frozen time; Stripe's error beyond", async () => {
      const { clock, customer } = await clockCustomer();
      await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }] });
      const other = await h.stripe.customers.create({ email: 'weekly@example.com', test_clock: clock.id, payment_method: 'pm_card_visa' });
      const card = (await h.stripe.customers.listPaymentMethods(other.id)).data[0] as Stripe.PaymentMethod;
      const weeklySubscription = await h.stripe.subscriptions.create({ customer: other.id, items: [{ price: weekly.id }], default_payment_method: card.id });

      const tooFar = await expectStripeError(h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: START + 14 * DAY + 1 }));
      expect(tooFar).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.param).toBe('frozen_time');
      expect(tooFar.message).toMatch(/^Cannot advance the test clock more than two intervals from the current frozen time/);
      expect((await h.stripe.testHelpers.testClocks.retrieve(clock.id)).frozen_time).toBe(START);

      await advance(clock, START + 14 * DAY);
      // Counted from the new frozen time; an ended subscription no longer counts.
      await h.stripe.subscriptions.cancel(weeklySubscription.id);
      const monthlyLimit = Date.UTC(2031, 4, 17, 12) / 1000; // 17 March + two months
      await expectStripeError(h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: monthlyLimit + 1 }));
      await advance(clock, monthlyLimit);
    });

    it('without subscriptions, at most two years', async () => {
      const clock = await h.stripe.testHelpers.testClocks.create({ frozen_time: START });
      await h.stripe.customers.create({ email: 'none@example.com', test_clock: clock.id });
      const twoYears = Date.UTC(2033, 2, 3, 12) / 1000;
      const error = await expectStripeError(h.stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: twoYears + 1 }));
      expect(error.param).toBe('frozen_time');
      await advance(clock, twoYears);
    });
  });
});
