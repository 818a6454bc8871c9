import Stripe from 'stripe';
import { API_VERSION } from '../src/index';
import { SECRET_KEY, clientFor, expectStripeError, useHarness } from './helpers';

describe('wire conventions', () => {
  const h = useHarness();

  it('requires a test secret key and answers like Stripe without one', async () => {
    const response = await fetch(`${h.emulator.url}/v1/customers`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/did not provide an API key/);
    expect(response.headers.get('request-id')).toMatch(/^req_/);

    const wrong = await expectStripeError(clientFor(h.emulator, 'sk_live_abc123456789').customers.list());
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const garbage = await expectStripeError(clientFor(h.emulator, 'nonsense').customers.list());
    expect(garbage.statusCode).toBe(401);
  });

  it('rejects publishable keys outside Stripe.js calls', async () => {
    const error = await expectStripeError(h.publishable.customers.create({ email: 'a@example.com' }));
    expect(error.statusCode).toBe(401);
    expect(error.message).toMatch(/publishable API key/);
  });

  it('sends Request-Id and Stripe-Version headers and checks the SDK version', async () => {
    const response = await h.stripe.customers.create({ email: 'v@example.com' });
    expect(response.lastResponse.requestId).toMatch(/^req_/);
    expect(response.lastResponse.headers['stripe-version']).toBe(API_VERSION);
    const old = await fetch(`${h.emulator.url}/v1/customers`, { headers: { Authorization: `Bearer ${SECRET_KEY}`, 'Stripe-Version': '2020-08-27' } });
    expect(old.status).toBe(400);
  });

  it('rejects unknown and missing parameters with the param named', async () => {
    const unknown = await expectStripeError(h.stripe.customers.create({ emial: 'typo@example.com' } as Stripe.CustomerCreateParams));
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown.code).toBe('parameter_unknown');
    expect(unknown.param).toBe('emial');

    const product = await h.stripe.products.create({ name: 'Pro' });
    const nested = await expectStripeError(
      h.stripe.prices.create({ product: product.id, currency: 'gbp', unit_amount: 999, recurring: { interval: 'month', intervl_count: 1 } as never }),
    );
    expect(nested.param).toBe('recurring[intervl_count]');

    const missing = await expectStripeError(h.stripe.paymentIntents.create({ currency: 'gbp' } as Stripe.PaymentIntentCreateParams));
    expect(missing.code).toBe('parameter_missing');
    expect(missing.param).toBe('amount');

    const badInt = await expectStripeError(h.stripe.paymentIntents.create({ amount: 'ten' as unknown as number, currency: 'gbp' }));
    expect(badInt.code).toBe('parameter_invalid_integer');
  });

  it('answers 404 resource_missing for unknown ids and unknown URLs', async () => {
    const error = await expectStripeError(h.stripe.customers.retrieve('cus_nope'));
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('resource_missing');
    expect(error.message).toBe("No such customer: 'cus_nope'");
    const url = await fetch(`${h.emulator.url}/v1/nothing_here`, { headers: { Authorization: `Bearer ${SECRET_KEY}` } });
    expect(url.status).toBe(404);
  });

  it('replays idempotent requests and rejects a reused key with other parameters', async () => {
    const first = await h.stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: 'key-1' });
    const replay = await h.stripe.customers.create({ email: 'idem@example.com' }, { idempotencyKey: 'key-1' });
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    const list = await h.stripe.customers.list({ email: 'idem@example.com' });
    expect(list.data).toHaveLength(1);

    const conflict = await expectStripeError(h.stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'key-1' }));
    expect(conflict).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(conflict.type).toBe('StripeIdempotencyError');
  });

  it('stores errors that happened during execution under the key too', async () => {
    const first = await expectStripeError(h.stripe.paymentIntents.create({ amount: 1000, currency: 'gbp', payment_method: 'pm_card_chargeDeclined', confirm: true }, { idempotencyKey: 'decline-1' }));
    const again = await expectStripeError(h.stripe.paymentIntents.create({ amount: 1000, currency: 'gbp', payment_method: 'pm_card_chargeDeclined', confirm: true }, { idempotencyKey: 'decline-1' }));
    expect(again.requestId).toBeDefined();
    expect((again.raw as { payment_intent: { id: string } }).payment_intent.id).toBe((first.raw as { payment_intent: { id: string } }).payment_intent.id);
    expect(again.headers?.['idempotent-replayed']).toBe('true');
  });

  it('paginates lists newest first with starting_after and ending_before', async () => {
    const created: string[] = [];
    for (let i = 0; i < 5; i++) created.push((await h.stripe.customers.create({ email: `p${i}@example.com` })).id);
    const newestFirst = [...created].reverse();
    const page1 = await h.stripe.customers.list({ limit: 2 });
    expect(page1.object).toBe('list');
    expect(page1.url).toBe('/v1/customers');
    expect(page1.data.map((c) => c.id)).toEqual(newestFirst.slice(0, 2));
    expect(page1.has_more).toBe(true);
    const page2 = await h.stripe.customers.list({ limit: 2, starting_after: page1.data[1]?.id });
    expect(page2.data.map((c) => c.id)).toEqual(newestFirst.slice(2, 4));
    const back = await h.stripe.customers.list({ limit: 2, ending_before: page2.data[0]?.id });
    expect(back.data.map((c) => c.id)).toEqual(newestFirst.slice(0, 2));
    const all: string[] = [];
    for await (const customer of h.stripe.customers.list({ limit: 2 })) all.push(customer.id);
    expect(all).toEqual(newestFirst);
  });

  it('expands ids, nested paths and list elements', async () => {
    const customer = await h.stripe.customers.create({ email: 'x@example.com', payment_method: 'pm_card_visa' });
    const pm = (await h.stripe.customers.listPaymentMethods(customer.id)).data[0] as Stripe.PaymentMethod;
    await h.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    const expanded = await h.stripe.customers.retrieve(customer.id, { expand: ['invoice_settings.default_payment_method'] });
    const defaultPm = (expanded as Stripe.Customer).invoice_settings.default_payment_method as Stripe.PaymentMethod;
    expect(defaultPm.object).toBe('payment_method');
    expect(defaultPm.card?.last4).toBe('4242');

    const list = await h.stripe.paymentMethods.list({ customer: customer.id, expand: ['data.customer'] });
    expect((list.data[0]?.customer as Stripe.Customer).email).toBe('x@example.com');

    const bad = await expectStripeError(h.stripe.customers.retrieve(customer.id, { expand: ['email'] }));
    expect(bad.message).toMatch(/cannot be expanded/);
  });

  it('serves CORS preflights for the browser stand-in', async () => {
    const response = await fetch(`${h.emulator.url}/v1/payment_intents/pi_x/confirm`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
