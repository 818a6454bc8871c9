import Stripe from 'stripe';
import { expectStripeError, useHarness } from './helpers';

describe('objects and test cards', () => {
  const h = useHarness();

  it('creates products and prices and finds them by lookup key', async () => {
    const product = await h.stripe.products.create({ name: 'MailScout Pro', metadata: { tier: 'pro' } });
    expect(product.id).toMatch(/^prod_/);
    const monthly = await h.stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 1999, recurring: { interval: 'month' }, lookup_key: 'pro_monthly' });
    await h.stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 199, lookup_key: 'trial_fee' });
    expect(monthly.id).toMatch(/^price_/);
    expect(monthly.recurring).toMatchObject({ interval: 'month', interval_count: 1, usage_type: 'licensed' });
    expect(monthly.type).toBe('recurring');
    const found = await h.stripe.prices.list({ lookup_keys: ['pro_monthly'], active: true, expand: ['data.product'] });
    expect(found.data.map((p) => p.id)).toEqual([monthly.id]);
    expect((found.data[0]?.product as Stripe.Product).name).toBe('MailScout Pro');
    const duplicate = await expectStripeError(h.stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 1, lookup_key: 'pro_monthly' }));
    expect(duplicate.param).toBe('lookup_key');
    const moved = await h.stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 2999, recurring: { interval: 'month' }, lookup_key: 'pro_monthly', transfer_lookup_key: true });
    expect((await h.stripe.prices.list({ lookup_keys: ['pro_monthly'] })).data.map((p) => p.id)).toEqual([moved.id]);
  });

  it('creates, updates and lists customers by email; metadata merges', async () => {
    const customer = await h.stripe.customers.create({ email: 'ann@example.com', name: 'Ann', metadata: { user: 'u1', plan: 'free' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'ann@example.com', name: 'Ann', livemode: false, test_clock: null });
    const updated = await h.stripe.customers.update(customer.id, { name: 'Ann B', metadata: { plan: '' , extra: 'x' } });
    expect(updated.metadata).toEqual({ user: 'u1', extra: 'x' });
    await h.stripe.customers.create({ email: 'bob@example.com' });
    const list = await h.stripe.customers.list({ email: 'ann@example.com' });
    expect(list.data.map((c) => c.id)).toEqual([customer.id]);
    const deleted = await h.stripe.customers.del(customer.id);
    expect(deleted.deleted).toBe(true);
    expect(((await h.stripe.customers.retrieve(customer.id)) as Stripe.DeletedCustomer).deleted).toBe(true);
  });

  it('creates card payment methods from numbers and test ids, attaches and detaches them', async () => {
    const pm = await h.stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' }, billing_details: { name: 'Ann', email: 'ann@example.com' } });
    expect(pm.id).toMatch(/^pm_/);
    expect(pm.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 });
    expect(pm.billing_details.name).toBe('Ann');
    const badNumber = await expectStripeError(h.stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424241', exp_month: 12, exp_year: 2040 } }));
    expect(badNumber).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(badNumber.code).toBe('incorrect_number');

    const customer = await h.stripe.customers.create({ email: 'c@example.com' });
    const attached = await h.stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    expect(attached.customer).toBe(customer.id);
    const fromTestId = await h.stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
    expect(fromTestId.id).not.toBe('pm_card_mastercard');
    expect(fromTestId.card?.brand).toBe('mastercard');
    expect((await h.stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(2);
    const declinedAttach = await expectStripeError(h.stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id }));
    expect(declinedAttach.code).toBe('card_declined');
    const failsLater = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    expect(failsLater.card?.last4).toBe('0341');
    const detached = await h.stripe.paymentMethods.detach(pm.id);
    expect(detached.customer).toBeNull();
  });

  it('charges 4242 and records the charge', async () => {
    const customer = await h.stripe.customers.create({ email: 'pay@example.com' });
    const pi = await h.stripe.paymentIntents.create({ amount: 1500, currency: 'gbp', customer: customer.id, payment_method: 'pm_card_visa', confirm: true, metadata: { order: '1' }, expand: ['latest_charge'] });
    expect(pi.id).toMatch(/^pi_/);
    expect(pi.status).toBe('succeeded');
    expect(pi.amount_received).toBe(1500);
    const charge = pi.latest_charge as Stripe.Charge;
    expect(charge.id).toMatch(/^ch_/);
    expect(charge).toMatchObject({ status: 'succeeded', paid: true, amount: 1500, payment_intent: pi.id });
    expect(charge.payment_method_details?.card?.last4).toBe('4242');
    const events = await h.stripe.events.list({ type: 'payment_intent.succeeded' });
    expect(events.data[0]?.data.object).toMatchObject({ id: pi.id, status: 'succeeded' });
  });

  it('walks the PaymentIntent status machine', async () => {
    const pi = await h.stripe.paymentIntents.create({ amount: 1000, currency: 'eur', allowed_payment_method_types: ['card'] });
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_`));
    const withPm = await h.stripe.paymentIntents.update(pi.id, { payment_method: 'pm_card_visa' });
    expect(withPm.status).toBe('requires_confirmation');
    const confirmed = await h.stripe.paymentIntents.confirm(pi.id);
    expect(confirmed.status).toBe('succeeded');
    const again = await expectStripeError(h.stripe.paymentIntents.confirm(pi.id));
    expect(again.code).toBe('payment_intent_unexpected_state');
    const other = await h.stripe.paymentIntents.create({ amount: 1000, currency: 'eur' });
    const canceled = await h.stripe.paymentIntents.cancel(other.id, { cancellation_reason: 'abandoned' });
    expect(canceled.status).toBe('canceled');
    const tooSmall = await expectStripeError(h.stripe.paymentIntents.create({ amount: 10, currency: 'gbp' }));
    expect(tooSmall.code).toBe('amount_too_small');
  });

  it.each([
    ['4000000000000002', 'card_declined', 'generic_decline'],
    ['4000000000009995', 'card_declined', 'insufficient_funds'],
    ['4000000000000341', 'card_declined', 'generic_decline'],
  ])('declines %s with %s/%s as a 402 card error', async (number, code, declineCode) => {
    const pm = await h.stripe.paymentMethods.create({ type: 'card', card: { number, exp_month: 1, exp_year: 2045, cvc: '314' } });
    const error = await expectStripeError(h.stripe.paymentIntents.create({ amount: 2000, currency: 'gbp', payment_method: pm.id, confirm: true }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.statusCode).toBe(402);
    expect(error.code).toBe(code);
    expect(error.decline_code).toBe(declineCode);
    const pi = error.payment_intent as Stripe.PaymentIntent;
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.last_payment_error).toMatchObject({ type: 'card_error', code, decline_code: declineCode });
    const charge = await h.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge.status).toBe('failed');
    expect(charge.outcome?.reason).toBe(declineCode);
  });

  it('requires authentication on-session for 3155 and lets later off-session charges through', async () => {
    const customer = await h.stripe.customers.create({ email: 'sca@example.com' });
    const pm = await h.stripe.paymentMethods.create({ type: 'card', card: { number: '4000002500003155', exp_month: 1, exp_year: 2045, cvc: '123' } });
    const pi = await h.stripe.paymentIntents.create({ amount: 999, currency: 'gbp', customer: customer.id, payment_method: pm.id, setup_future_usage: 'off_session', confirm: true });
    expect(pi.status).toBe('requires_action');
    expect(pi.next_action?.type).toBe('use_stripe_sdk');
    // Stripe.js confirms with the publishable key and the client secret.
    const seen = await h.publishable.paymentIntents.retrieve(pi.id, { client_secret: pi.client_secret as string });
    expect(seen.status).toBe('requires_action');
    const wrongSecret = await expectStripeError(h.publishable.paymentIntents.retrieve(pi.id, { client_secret: `${pi.id}_secret_wrong` }));
    expect(wrongSecret.statusCode).toBe(400);
    h.emulator.control.authenticate(pi.client_secret as string, 'approve');
    expect((await h.stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
    expect((await h.stripe.paymentMethods.retrieve(pm.id)).customer).toBe(customer.id);

    const offSession = await h.stripe.paymentIntents.create({ amount: 999, currency: 'gbp', customer: customer.id, payment_method: pm.id, off_session: true, confirm: true });
    expect(offSession.status).toBe('succeeded');
  });

  it('always requires authentication for 3184: off-session fails with authentication_required; a failed challenge fails', async () => {
    const customer = await h.stripe.customers.create({ email: 'always@example.com', payment_method: 'pm_card_authenticationRequired' });
    const pm = (await h.stripe.customers.listPaymentMethods(customer.id)).data[0] as Stripe.PaymentMethod;
    const off = await expectStripeError(h.stripe.paymentIntents.create({ amount: 999, currency: 'gbp', customer: customer.id, payment_method: pm.id, off_session: true, confirm: true }));
    expect(off.code).toBe('authentication_required');
    expect(off.decline_code).toBe('authentication_required');
    const on = await h.stripe.paymentIntents.create({ amount: 999, currency: 'gbp', customer: customer.id, payment_method: pm.id, confirm: true });
    expect(on.status).toBe('requires_action');
    h.emulator.control.authenticate(on.client_secret as string, 'fail');
    const failed = await h.stripe.paymentIntents.retrieve(on.id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });

  it('confirms with a publishable key and client secret like Stripe.js', async () => {
    const pi = await h.stripe.paymentIntents.create({ amount: 500, currency: 'gbp' });
    const confirmed = await h.publishable.paymentIntents.confirm(pi.id, {
      client_secret: pi.client_secret as string,
      payment_method_data: { type: 'card', card: { number: '4242424242424242', exp_month: 4, exp_year: 2044, cvc: '424' } as never, billing_details: { name: 'Web' } },
    } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('succeeded');
    const noSecret = await expectStripeError(h.publishable.paymentIntents.confirm(pi.id, {}));
    expect(noSecret.param).toBe('client_secret');
  });

  it('sets up cards with SetupIntents', async () => {
    const customer = await h.stripe.customers.create({ email: 'setup@example.com' });
    const si = await h.stripe.setupIntents.create({ customer: customer.id, allowed_payment_method_types: ['card'] });
    expect(si.id).toMatch(/^seti_/);
    expect(si.client_secret).toMatch(/^seti_.+_secret_/);
    const done = await h.stripe.setupIntents.confirm(si.id, { payment_method: 'pm_card_visa' });
    expect(done.status).toBe('succeeded');
    expect((await h.stripe.paymentMethods.retrieve(done.payment_method as string)).customer).toBe(customer.id);

    const sca = await h.stripe.setupIntents.create({ customer: customer.id, payment_method: 'pm_card_authenticationRequiredOnSetup', confirm: true });
    expect(sca.status).toBe('requires_action');
    h.emulator.control.authenticate(sca.client_secret as string, 'approve');
    expect((await h.stripe.setupIntents.retrieve(sca.id)).status).toBe('succeeded');
    const off = await h.stripe.paymentIntents.create({ amount: 700, currency: 'gbp', customer: customer.id, payment_method: sca.payment_method as string, off_session: true, confirm: true });
    expect(off.status).toBe('succeeded');

    const declined = await expectStripeError(h.stripe.setupIntents.create({ customer: customer.id, payment_method: 'pm_card_chargeDeclinedInsufficientFunds', confirm: true }));
    expect(declined.decline_code).toBe('insufficient_funds');
  });

  it('refunds partially and fully', async () => {
    const pi = await h.stripe.paymentIntents.create({ amount: 3000, currency: 'gbp', payment_method: 'pm_card_visa', confirm: true });
    const partial = await h.stripe.refunds.create({ payment_intent: pi.id, amount: 1000 });
    expect(partial.id).toMatch(/^re_/);
    expect(partial).toMatchObject({ amount: 1000, status: 'succeeded', payment_intent: pi.id });
    const rest = await h.stripe.refunds.create({ charge: pi.latest_charge as string });
    expect(rest.amount).toBe(2000);
    const charge = await h.stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 3000, refunded: true });
    const tooMuch = await expectStripeError(h.stripe.refunds.create({ payment_intent: pi.id, amount: 1 }));
    expect(tooMuch.code).toBe('charge_already_refunded');
    expect((await h.stripe.refunds.list({ payment_intent: pi.id })).data).toHaveLength(2);
    expect((await h.stripe.events.list({ type: 'charge.refunded' })).data).toHaveLength(2);
  });

  it('lists events by type with wildcards and created ranges', async () => {
    const customer = await h.stripe.customers.create({ email: 'ev@example.com' });
    await h.stripe.customers.update(customer.id, { name: 'Changed' });
    const updated = await h.stripe.events.list({ type: 'customer.updated' });
    expect(updated.data).toHaveLength(1);
    expect(updated.data[0]?.data.previous_attributes).toEqual({ name: null });
    expect((await h.stripe.events.list({ type: 'customer.*' })).data).toHaveLength(2);
    const event = await h.stripe.events.retrieve(updated.data[0]?.id as string);
    expect(event.id).toMatch(/^evt_/);
    expect((await h.stripe.events.list({ created: { gt: event.created + 1000 } })).data).toHaveLength(0);
  });
});
