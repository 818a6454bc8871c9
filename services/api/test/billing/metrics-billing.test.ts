import { bearer, buyTrial, WEBHOOK_SECRET, withBilling } from '../billing-harness';
import { delta, sample } from '../metrics-scrape';

// docs/operations.md#payments: payment attempts and Stripe's webhooks, read as Prometheus reads them.
const h = withBilling();

it('payment attempts are counted by type and outcome: a trial and a pack paid, a pack declined', async () => {
  const subscriptions = () => sample('mailscout_payments_total', { type: 'subscription', outcome: 'ok' });
  const packsPaid = () => sample('mailscout_payments_total', { type: 'pack', outcome: 'ok' });
  const packsDeclined = () => sample('mailscout_payments_total', { type: 'pack', outcome: 'declined' });
  const before = await Promise.all([subscriptions(), packsPaid(), packsDeclined()]);

  const { token, subscriptionId, customerId } = (await buyTrial(h, 'metrics-pack@example.com')).json();
  expect(await subscriptions()).toBe(before[0] + 1);
  const paid = await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(token), payload: { item: 'pack_10', termsAccepted: true } });
  expect(paid.statusCode).toBe(200);
  expect(await packsPaid()).toBe(before[1] + 1);

  const failing = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customerId });
  await h.stripe.subscriptions.update(subscriptionId, { default_payment_method: failing.id });
  const declined = await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(token), payload: { item: 'pack_25', termsAccepted: true } });
  expect(declined.statusCode).toBe(402);
  expect(await packsDeclined()).toBe(before[2] + 1);
  expect(await packsPaid()).toBe(before[1] + 1);
});

it("Stripe's webhooks are counted by type and outcome: applied, ignored, duplicate, rejected", async () => {
  const applied = () => sample('mailscout_stripe_webhooks_total', { outcome: 'applied' });
  const appliedBefore = await applied();
  await buyTrial(h, 'metrics-webhooks@example.com');
  await h.emulator.control.webhooksIdle();
  expect(await applied()).toBeGreaterThan(appliedBefore);

  // An event the API does not act on, signed as Stripe signs it, sent twice.
  const payload = JSON.stringify({ id: `evt_metrics_${Date.now()}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_metrics' } } });
  const send = (signature: string) =>
    h.api.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
  const signature = h.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const ignored = await delta(() => sample('mailscout_stripe_webhooks_total', { type: 'other', outcome: 'ignored' }), () => send(signature));
  expect(ignored).toBe(1);
  const duplicate = await delta(() => sample('mailscout_stripe_webhooks_total', { type: 'other', outcome: 'duplicate' }), () => send(signature));
  expect(duplicate).toBe(1);
  const rejected = await delta(() => sample('mailscout_stripe_webhooks_total', { outcome: 'rejected' }), async () => expect((await send('t=1,v1=forged')).statusCode).toBe(400));
  expect(rejected).toBe(1);
});
