import type Stripe from 'stripe';
import { signPayload } from '@mailscout/stripe-emulator';
import { WEBHOOK_SECRET, creditsOf, withBilling } from '../billing-harness';

const h = withBilling();

/** A trial bought at Stripe directly (as if the buyer's page had confirmed it), webhooks held. */
async function paidTrialAtStripe(email: string): Promise<{ subscription: Stripe.Subscription; invoicePaid: Stripe.Event }> {
  h.emulator.control.holdWebhooks();
  const prices = await h.stripe.prices.list({ lookup_keys: ['plan_weekly', 'trial_fee'] });
  const price = (key: string) => prices.data.find((p) => p.lookup_key === key)!.id;
  const customer = await h.stripe.customers.create({ email });
  const subscription = await h.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price('plan_weekly') }],
    trial_period_days: 7,
    add_invoice_items: [{ price: price('trial_fee') }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata: { product: 'mailscout', plan_type: 'weekly', language: 'en' },
    expand: ['latest_invoice.confirmation_secret'],
  });
  const secret = (subscription.latest_invoice as Stripe.Invoice).confirmation_secret!.client_secret;
  await h.browser.paymentIntents.confirm(secret.split('_secret_')[0]!, { client_secret: secret, payment_method: 'pm_card_visa' } as Stripe.PaymentIntentConfirmParams);
  const invoicePaid = (await h.stripe.events.list({ type: 'invoice.paid' })).data[0]!;
  return { subscription, invoicePaid };
}

function post(payload: string, signature?: string) {
  return h.api.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

describe('POST /api/stripe/webhook', () => {
  it('refuses forged, stale and missing signatures with 400 and applies nothing; a signed event applies', async () => {
    const { invoicePaid } = await paidTrialAtStripe('webhook@example.com');
    const payload = JSON.stringify(invoicePaid);
    const forged = await post(payload, signPayload(payload, 'whsec_someone_else'));
    const stale = await post(payload, signPayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600));
    const missing = await post(payload);
    const tampered = await post(payload.replace('"amount_paid":100', '"amount_paid":999'), signPayload(payload, WEBHOOK_SECRET));
    for (const res of [forged, stale, missing, tampered]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'INVALID_SIGNATURE', message: 'Invalid webhook signature' });
    }
    expect(await (await h.collection('payment_events')).countDocuments({ _id: invoicePaid.id })).toBe(0);
    expect(await (await h.collection('users')).countDocuments()).toBe(0);

    const signed = await post(payload, signPayload(payload, WEBHOOK_SECRET));
    expect(signed.statusCode).toBe(200);
    expect(await creditsOf(h, 'webhook@example.com')).toBe(2);
    h.emulator.control.releaseWebhooks('fifo');
  });

  it('one event delivered 50 times is applied once', async () => {
    const { invoicePaid, subscription } = await paidTrialAtStripe('fifty@example.com');
    h.emulator.control.releaseWebhooks('fifo');
    await h.emulator.control.webhooksIdle();
    for (let i = 0; i < 49; i += 1) h.emulator.control.redeliver(invoicePaid.id);
    await h.emulator.control.webhooksIdle();
    const deliveries = h.emulator.control.deliveries().filter((d) => (d as unknown as { event: { id: string } }).event?.id === invoicePaid.id || JSON.stringify(d).includes(invoicePaid.id));
    expect(deliveries.length).toBeGreaterThanOrEqual(50);
    expect(await creditsOf(h, 'fifty@example.com')).toBe(2);
    expect(await (await h.collection('credit_ledger')).countDocuments()).toBe(1);
    expect(await (await h.collection('payment_events')).countDocuments({ _id: invoicePaid.id })).toBe(1);
    const record = await (await h.collection('subscriptions')).findOne({ _id: subscription.id });
    expect(record).toMatchObject({ status: 'trialing', planType: 'trial' });
  });

  it('duplicated and reversed deliveries give the same single result', async () => {
    h.emulator.control.duplicateWebhooks(true);
    const { subscription } = await paidTrialAtStripe('reverse@example.com');
    h.emulator.control.releaseWebhooks('reverse');
    await h.emulator.control.webhooksIdle();
    h.emulator.control.duplicateWebhooks(false);
    expect(await creditsOf(h, 'reverse@example.com')).toBe(2);
    expect(await (await h.collection('credit_ledger')).countDocuments()).toBe(1);
    const record = await (await h.collection('subscriptions')).findOne({ _id: subscription.id });
    expect(record).toMatchObject({ status: 'trialing', planType: 'trial', cancelAtPeriodEnd: false });
  });
});
