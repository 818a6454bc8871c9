import Stripe from 'stripe';
import { SECRET_KEY, expectStripeError, useHarness } from './helpers';

/**
 * `GET /v1/customers/search` is Stripe's customer search, not a retrieve of the customer
 * "search"; a path the emulator does not implement (another resource's search, a sub-resource)
 * is answered as Stripe answers a URL it does not know: 404, `invalid_request_error`,
 * "Unrecognized request URL (METHOD: path). …", never a `resource_missing` about an id.
 */
describe('customer search and unimplemented paths', () => {
  const h = useHarness();

  async function raw(method: string, path: string): Promise<{ status: number; body: { error: Record<string, unknown> } }> {
    const response = await fetch(`${h.emulator.url}${path}`, { method, headers: { authorization: `Bearer ${SECRET_KEY}` } });
    return { status: response.status, body: (await response.json()) as { error: Record<string, unknown> } };
  }

  it('customers.search finds by email (without case), name and metadata, newest first, and pages', async () => {
    const ada = await h.stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { plan: 'pro' } });
    const grace = await h.stripe.customers.create({ email: 'grace@example.com', name: 'Grace', metadata: { plan: 'pro' } });
    const gone = await h.stripe.customers.create({ email: 'gone@example.com' });
    await h.stripe.customers.del(gone.id);

    const byEmail = await h.stripe.customers.search({ query: "email:'ADA@example.com'" });
    expect(byEmail).toMatchObject({ object: 'search_result', has_more: false, next_page: null, url: '/v1/customers/search' });
    expect(byEmail.data.map((customer) => customer.id)).toEqual([ada.id]);
    expect((await h.stripe.customers.search({ query: "name:'Grace'" })).data.map((customer) => customer.id)).toEqual([grace.id]);
    const pro = await h.stripe.customers.search({ query: "metadata['plan']:'pro'", limit: 1 });
    expect(pro.data.map((customer) => customer.id)).toEqual([grace.id]);
    expect(pro.has_more).toBe(true);
    const next = await h.stripe.customers.search({ query: "metadata['plan']:'pro'", limit: 1, page: pro.next_page! });
    expect(next.data.map((customer) => customer.id)).toEqual([ada.id]);
    expect((await h.stripe.customers.search({ query: "email:'gone@example.com'" })).data).toHaveLength(0);
    const refused = await expectStripeError(h.stripe.customers.search({ query: "balance:'0'" }));
    expect(refused).toMatchObject({ statusCode: 400, param: 'query' });
    // (that the answers are the SDK's types is checked in sdk-conformance.test.ts)
  });

  it.each([
    ['GET', '/v1/subscriptions/search'],
    ['GET', '/v1/invoices/search'],
    ['GET', '/v1/payment_intents/search'],
    ['GET', '/v1/customers/cus_123/balance_transactions'],
    ['GET', '/v1/customers/cus_123/tax_ids'],
    ['POST', '/v1/subscriptions/sub_123/resume'],
    ['POST', '/v1/customers/search'],
    ['GET', '/v1/quotes'],
  ])('%s %s: 404 Unrecognized request URL', async (method, path) => {
    const answer = await raw(method, path);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
    expect(answer.body.error.code).toBeUndefined();
  });

  it('the SDK reports an unrecognized URL as an invalid request (404)', async () => {
    const error = await expectStripeError(h.stripe.subscriptions.search({ query: "status:'active'" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(404);
    expect(error.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/subscriptions\/search\)/);
  });
});
