import Stripe from 'stripe';
import { expectStripeError, useHarness } from './helpers';

/**
 * The flows the product builds on a customer's saved card: recognising a card by its
 * fingerprint, charging it on-session (with 3D Secure or a decline), refunding, and starting a
 * plan that the server pays by confirming the first invoice's PaymentIntent.
 */
describe('a saved card', () => {
  const h = useHarness();

  async function customerWithCard(email: string, card: string): Promise<{ customer: Stripe.Customer; card: Stripe.PaymentMethod }> {
    const customer = await h.stripe.customers.create({ email });
    const attached = await h.stripe.paymentMethods.attach(card, { customer: customer.id });
    await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: attached.id } });
    return { customer, card: attached };
  }

  async function eventsAbout(type: string, id: string): Promise<Stripe.Event[]> {
    return (await h.stripe.events.list({ type, limit: 100 })).data.filter((event) => (event.data.object as { id?: string }).id === id);
  }

  it('card.fingerprint is the same for the same number across payment methods and customers, different for another', async () => {
    const typed = await h.stripe.paymentMethods.create({ type: 'card', card: { number: '4242 4242 4242 4242', exp_month: 4, exp_year: 2040, cvc: '123' } as never });
    const ann = await customerWithCard('ann@example.com', 'pm_card_visa');
    const bob = await customerWithCard('bob@example.com', 'pm_card_visa');
    const mastercard = await h.stripe.paymentMethods.create({ type: 'card', card: { number: '5555555555554444', exp_month: 4, exp_year: 2040, cvc: '123' } as never });

    const fingerprint = typed.card?.fingerprint;
    expect(fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(ann.card.id).not.toBe(bob.card.id);
    expect(ann.card.card?.fingerprint).toBe(fingerprint);
    expect(bob.card.card?.fingerprint).toBe(fingerprint);
    expect((await h.stripe.paymentMethods.retrieve(bob.card.id)).card?.fingerprint).toBe(fingerprint);
    expect(mastercard.card?.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(mastercard.card?.fingerprint).not.toBe(fingerprint);

    const pi = await h.stripe.paymentIntents.create({ amount: 500, currency: 'eur', customer: ann.customer.id, payment_method: ann.card.id, confirm: true, expand: ['latest_charge'] });
    expect((pi.latest_charge as Stripe.Charge).payment_method_details?.card?.fingerprint).toBe(fingerprint);
  });

  describe('on-session PaymentIntent with customer, payment_method and confirm: true', () => {
    it('succeeds for a plain card, with one payment_intent.succeeded', async () => {
      const { customer, card } = await customerWithCard('pay@example.com', 'pm_card_visa');
      const pi = await h.stripe.paymentIntents.create({ amount: 999, currency: 'eur', customer: customer.id, payment_method: card.id, confirm: true });
      expect(pi).toMatchObject({ status: 'succeeded', amount_received: 999, customer: customer.id, payment_method: card.id, next_action: null });
      expect(await eventsAbout('payment_intent.succeeded', pi.id)).toHaveLength(1);
      expect(await eventsAbout('payment_intent.payment_failed', pi.id)).toHaveLength(0);
    });

    it('needs 3D Secure for 4000002760003184: requires_action with use_stripe_sdk, then succeeds once authenticated', async () => {
      const { customer, card } = await customerWithCard('sca@example.com', 'pm_card_authenticationRequired');
      expect(card.card?.last4).toBe('3184');
      const pi = await h.stripe.paymentIntents.create({ amount: 999, currency: 'eur', customer: customer.id, payment_method: card.id, confirm: true });
      expect(pi.status).toBe('requires_action');
      expect(pi.next_action?.type).toBe('use_stripe_sdk');
      expect(await eventsAbout('payment_intent.succeeded', pi.id)).toHaveLength(0);
      h.emulator.control.authenticate(pi.client_secret as string, 'approve');
      expect((await h.stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
      expect(await eventsAbout('payment_intent.succeeded', pi.id)).toHaveLength(1);
    });

    it("a declining card answers a 402 card_error with Stripe's decline text and emits payment_intent.payment_failed", async () => {
      // 4000000000000341 attaches, then every charge on it is declined.
      const { customer, card } = await customerWithCard('decline@example.com', 'pm_card_chargeCustomerFail');
      const error = await expectStripeError(h.stripe.paymentIntents.create({ amount: 999, currency: 'eur', customer: customer.id, payment_method: card.id, confirm: true }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(error).toMatchObject({ statusCode: 402, type: 'StripeCardError', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
      const pi = error.payment_intent as Stripe.PaymentIntent;
      expect(pi.status).toBe('requires_payment_method');
      const failed = await eventsAbout('payment_intent.payment_failed', pi.id);
      expect(failed).toHaveLength(1);
      expect((failed[0]?.data.object as Stripe.PaymentIntent).last_payment_error).toMatchObject({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' });
      expect(await eventsAbout('payment_intent.succeeded', pi.id)).toHaveLength(0);
    });
  });

  it('refunds.create({ payment_intent }) emits refund.created and charge.refunded; the charge shows refunded / amount_refunded', async () => {
    const { customer, card } = await customerWithCard('refund@example.com', 'pm_card_visa');
    const pi = await h.stripe.paymentIntents.create({ amount: 1200, currency: 'eur', customer: customer.id, payment_method: card.id, confirm: true });
    const partial = await h.stripe.refunds.create({ payment_intent: pi.id, amount: 200 });
    expect(partial).toMatchObject({ object: 'refund', amount: 200, status: 'succeeded', payment_intent: pi.id, charge: pi.latest_charge });
    const refund = await h.stripe.refunds.create({ payment_intent: pi.id });
    expect(refund.amount).toBe(1000);

    const created = (await h.stripe.events.list({ type: 'refund.created' })).data;
    expect(created.map((event) => (event.data.object as Stripe.Refund).id).sort()).toEqual([partial.id, refund.id].sort());
    const refunded = (await h.stripe.events.list({ type: 'charge.refunded' })).data;
    expect(refunded).toHaveLength(2);
    // Newest first: the full refund, then the partial one.
    expect(refunded[0]?.data.object).toMatchObject({ id: pi.latest_charge, refunded: true, amount_refunded: 1200 });
    expect(refunded[0]?.data.previous_attributes).toEqual({ refunded: false, amount_refunded: 200 });
    expect(refunded[1]?.data.object).toMatchObject({ refunded: false, amount_refunded: 200 });
    expect(await h.stripe.charges.retrieve(pi.latest_charge as string)).toMatchObject({ refunded: true, amount_refunded: 1200 });
  });

  it('default_incomplete plan without a trial: subscription_create invoice paid when the server confirms its PaymentIntent; cancel with prorate: false', async () => {
    const product = await h.stripe.products.create({ name: 'MailScout Monthly' });
    const price = await h.stripe.prices.create({ product: product.id, currency: 'eur', unit_amount: 2999, recurring: { interval: 'month' } });
    const { customer, card } = await customerWithCard('plan@example.com', 'pm_card_visa');
    const subscription = await h.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      default_payment_method: card.id,
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(subscription.status).toBe('incomplete');
    expect(subscription.trial_end).toBeNull();
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ billing_reason: 'subscription_create', status: 'open', amount_due: 2999 });
    const secret = invoice.confirmation_secret?.client_secret as string;
    const paymentIntentId = secret.split('_secret_')[0] as string;
    expect((await h.stripe.invoicePayments.list({ invoice: invoice.id })).data[0]?.payment.payment_intent).toBe(paymentIntentId);

    const confirmed = await h.stripe.paymentIntents.confirm(paymentIntentId, { payment_method: card.id, use_stripe_sdk: true });
    expect(confirmed.status).toBe('succeeded');
    expect(await h.stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'paid', amount_paid: 2999 });
    const active = await h.stripe.subscriptions.retrieve(subscription.id);
    expect(active).toMatchObject({ status: 'active', default_payment_method: card.id });
    expect(await eventsAbout('payment_intent.succeeded', paymentIntentId)).toHaveLength(1);

    const canceled = await h.stripe.subscriptions.cancel(subscription.id, { prorate: false });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_details: { reason: 'cancellation_requested' } });
    expect(await h.stripe.invoices.list({ subscription: subscription.id })).toMatchObject({ data: [{ id: invoice.id }] });
  });
});
