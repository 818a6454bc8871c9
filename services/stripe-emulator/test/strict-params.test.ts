import Stripe from 'stripe';
import { SECRET_KEY, expectStripeError, useHarness } from './helpers';

/** Parameter checks that Stripe makes and the SDK's types do not: the limits and the error codes. */
describe('parameters as strict as Stripe', () => {
  const h = useHarness();

  async function post(path: string, body: string): Promise<{ status: number; error: { type: string; code?: string; param?: string; message: string } }> {
    const response = await fetch(`${h.emulator.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${SECRET_KEY}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    return { status: response.status, error: ((await response.json()) as { error: never }).error };
  }

  it('prices.list takes at most 10 lookup_keys, as Stripe documents', async () => {
    const product = await h.stripe.products.create({ name: 'Plan' });
    await h.stripe.prices.create({ product: product.id, currency: 'eur', unit_amount: 999, lookup_key: 'key_1' });
    const ten = Array.from({ length: 10 }, (_, index) => `key_${index + 1}`);
    expect((await h.stripe.prices.list({ lookup_keys: ten })).data).toHaveLength(1);

    const error = await expectStripeError(h.stripe.prices.list({ lookup_keys: [...ten, 'key_11'] }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(400);
    expect(error.param).toBe('lookup_keys');
    expect(error.message).toBe('Array lookup_keys exceeded maximum 10 allowed elements.');
  });

  it('malformed booleans, arrays and hashes have no error code; integers have parameter_invalid_integer', async () => {
    const hash = await post('/v1/customers', 'email=a%40example.com&metadata=x');
    expect(hash.status).toBe(400);
    expect(hash.error).toMatchObject({ type: 'invalid_request_error', param: 'metadata', message: 'Invalid object' });
    expect(hash.error.code).toBeUndefined();

    const product = await h.stripe.products.create({ name: 'Plan' });
    const flag = await post('/v1/prices', `product=${product.id}&currency=eur&unit_amount=100&active=maybe`);
    expect(flag.error).toMatchObject({ param: 'active', message: 'Invalid boolean: maybe' });
    expect(flag.error.code).toBeUndefined();

    const array = await post('/v1/payment_intents', 'amount=1000&currency=eur&allowed_payment_method_types=card');
    expect(array.error).toMatchObject({ param: 'allowed_payment_method_types', message: 'Invalid array' });
    expect(array.error.code).toBeUndefined();

    const integer = await post('/v1/payment_intents', 'amount=ten&currency=eur');
    expect(integer.error).toMatchObject({ param: 'amount', code: 'parameter_invalid_integer', doc_url: 'https://docs.stripe.com/error-codes/parameter-invalid-integer' });
  });

  it('an empty string for a required parameter is parameter_invalid_empty, a missing one parameter_missing', async () => {
    const empty = await post('/v1/payment_intents', 'amount=&currency=eur');
    expect(empty.error).toMatchObject({ type: 'invalid_request_error', code: 'parameter_invalid_empty', param: 'amount' });
    expect(empty.error.message).toMatch(/^You passed an empty string for 'amount'/);
    const missing = await post('/v1/payment_intents', 'currency=eur');
    expect(missing.error).toMatchObject({ code: 'parameter_missing', param: 'amount' });
  });

  it('paying a paid invoice is refused without a made-up code', async () => {
    const customer = await h.stripe.customers.create({ email: 'paid@example.com', payment_method: 'pm_card_visa' });
    const pm = (await h.stripe.customers.listPaymentMethods(customer.id)).data[0] as Stripe.PaymentMethod;
    const product = await h.stripe.products.create({ name: 'Plan' });
    const price = await h.stripe.prices.create({ product: product.id, currency: 'eur', unit_amount: 999, recurring: { interval: 'month' } });
    const subscription = await h.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], default_payment_method: pm.id });
    const error = await expectStripeError(h.stripe.invoices.pay(subscription.latest_invoice as string));
    expect(error.message).toBe('Invoice is already paid');
    expect(error.code).toBeUndefined();
  });
});
