import { MongoClient } from 'mongodb';

/**
 * The Stripe emulator's REST API as the API under test uses it (E2E_STRIPE_API, set by the global
 * setup), with the API's default test key (services/api/src/config/config.ts). Plain fetch with
 * Stripe's form encoding: the e2e package does not depend on the Stripe SDK.
 */
const SECRET_KEY = 'sk_test_mailscout_emulator';

function stripeApi(): string {
  const url = process.env.E2E_STRIPE_API;
  if (!url) throw new Error('E2E_STRIPE_API is not set: the global setup starts the Stripe emulator');
  return url;
}

type Param = string | number | boolean | Param[] | { [key: string]: Param } | undefined;

/** Stripe's form encoding: `items[0][price]=…`, `metadata[product]=…`, `lookup_keys[]=…`. */
function encode(params: Record<string, Param>): URLSearchParams {
  const form = new URLSearchParams();
  const add = (key: string, value: Param) => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((entry, index) => add(typeof entry === 'object' ? `${key}[${index}]` : `${key}[]`, entry));
    else if (typeof value === 'object') for (const [name, entry] of Object.entries(value)) add(`${key}[${name}]`, entry);
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return form;
}

export async function stripeRequest<T>(method: 'GET' | 'POST', path: string, params: Record<string, Param> = {}): Promise<T> {
  const form = encode(params);
  const url = `${stripeApi()}${path}${method === 'GET' && [...form].length ? `?${form}` : ''}`;
  const response = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${SECRET_KEY}`, ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    body: method === 'POST' ? form : undefined,
  });
  const body = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(`Stripe emulator ${method} ${path} answered ${response.status}: ${body.error?.message ?? ''}`);
  return body;
}

/** The fields of a Stripe subscription the tests read. */
export interface StripeSubscription {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
}

/** Every subscription of a customer at Stripe, whatever its status. */
export async function subscriptionsOfCustomer(customerId: string): Promise<StripeSubscription[]> {
  const list = await stripeRequest<{ data: StripeSubscription[] }>('GET', '/v1/subscriptions', { customer: customerId, status: 'all', limit: 100 });
  return list.data;
}

/** Stripe's statuses of a subscription that still runs (and would renew unless set to end). */
export const isLiveAtStripe = (status: string) => !['canceled', 'incomplete_expired'].includes(status);

/**
 * A second subscription made directly at Stripe for the customer, as the old checkout could (an
 * account from before the one-subscription rule): the weekly plan with a 7-day trial, marked as
 * MailScout's (services/api/test/billing/billing-rules.test.ts does the same with the SDK).
 */
export async function addSubscriptionAtStripe(customerId: string): Promise<StripeSubscription> {
  const prices = await stripeRequest<{ data: Array<{ id: string }> }>('GET', '/v1/prices', { lookup_keys: ['plan_weekly'] });
  const price = prices.data[0];
  if (!price) throw new Error('the emulator has no price with the lookup key plan_weekly');
  return stripeRequest<StripeSubscription>('POST', '/v1/subscriptions', {
    customer: customerId,
    items: [{ price: price.id }],
    trial_period_days: 7,
    metadata: { product: 'mailscout', plan_type: 'weekly' },
  });
}

/** The Stripe customer the API linked to an account (users.stripeCustomerId). */
export async function stripeCustomerOf(email: string): Promise<string> {
  const uri = process.env.E2E_MONGO_URI;
  if (!uri) throw new Error('E2E_MONGO_URI is not set: the global setup starts MongoDB');
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000 });
  try {
    await client.connect();
    const user = await client.db().collection<{ email: string; stripeCustomerId?: string }>('users').findOne({ email: email.toLowerCase() });
    if (!user?.stripeCustomerId) throw new Error(`${email} has no Stripe customer`);
    return user.stripeCustomerId;
  } finally {
    await client.close();
  }
}
