import type Stripe from 'stripe';
import { bearer, buyTrial, creditsOf, withBilling } from './billing-harness';

const h = withBilling();

async function pay(clientSecret: string, paymentMethod = 'pm_card_visa') {
  return h.browser.paymentIntents.confirm(clientSecret.split('_secret_')[0]!, { client_secret: clientSecret, payment_method: paymentMethod } as Stripe.PaymentIntentConfirmParams);
}

describe('packs, add-ons and the trial refund', () => {
  it('a credit pack and an add-on, applied once by webhook and by the page', async () => {
    const { token } = (await buyTrial(h, 'packs@example.com')).json();
    const res = await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(token), payload: { email: 'packs@example.com', item: 'pack_10' } });
    expect(res.json()).toMatchObject({ amount: 1899, currency: 'eur' });
    const intent = await h.stripe.paymentIntents.retrieve(res.json().paymentIntentId);
    expect(intent.metadata).toMatchObject({ kind: 'pack', item: 'pack_10' });
    await pay(res.json().clientSecret);
    await h.emulator.control.webhooksIdle();
    const sync = await h.api.inject({ method: 'POST', url: '/api/billing/sync-payment', headers: bearer(token), payload: { paymentIntentId: intent.id } });
    expect(sync.json()).toEqual({ status: 'succeeded', credits: 12 });
    expect(await creditsOf(h, 'packs@example.com')).toBe(12);

    const addOn = await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(token), payload: { email: 'packs@example.com', item: 'addon_pdf' } });
    await pay(addOn.json().clientSecret);
    await h.emulator.control.webhooksIdle();
    const credits = await h.api.inject({ method: 'POST', url: '/api/get-user-credits', headers: bearer(token), payload: { email: 'packs@example.com' } });
    expect(credits.json()).toEqual({ credits: 12, purchases: { pdfDownload: true, breachReport: false } });
  });

  it('a declined pack payment grants nothing; buying needs the own session', async () => {
    const { token } = (await buyTrial(h, 'decline-pack@example.com')).json();
    const res = await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(token), payload: { email: 'decline-pack@example.com', item: 'pack_25' } });
    await expect(pay(res.json().clientSecret, 'pm_card_chargeDeclinedInsufficientFunds')).rejects.toThrow('Your card has insufficient funds.');
    await h.emulator.control.webhooksIdle();
    expect(await creditsOf(h, 'decline-pack@example.com')).toBe(2);
    const anonymous = await h.api.inject({ method: 'POST', url: '/api/purchase', payload: { email: 'decline-pack@example.com', item: 'pack_25' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refunds an unused trial within 7 days: money back, trial ended, credits taken back; only once', async () => {
    const { token, subscriptionId } = (await buyTrial(h, 'refund@example.com')).json();
    const res = await h.api.inject({ method: 'POST', url: '/api/refund-trial', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: 100, currency: 'eur' });
    expect((await h.stripe.refunds.retrieve(res.json().refundId)).status).toBe('succeeded');
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    await h.emulator.control.webhooksIdle();
    expect(await creditsOf(h, 'refund@example.com')).toBe(0);
    const user = (await h.api.store.users.findByEmail('refund@example.com'))!;
    expect(await h.api.store.subscriptions.findLatestForUser(user._id)).toMatchObject({ status: 'canceled' });
    const again = await h.api.inject({ method: 'POST', url: '/api/refund-trial', headers: bearer(token) });
    expect(again.statusCode).toBe(409);
  });

  it('refuses the refund once a credit was used', async () => {
    const { token } = (await buyTrial(h, 'used@example.com')).json();
    const user = (await h.api.store.users.findByEmail('used@example.com'))!;
    await h.api.store.credits.spend(user._id, { sourceKey: 'scan:1', amount: 1, reason: 'report' });
    const res = await h.api.inject({ method: 'POST', url: '/api/refund-trial', headers: bearer(token) });
    expect(res.json()).toEqual({ error: 'REFUND_NOT_ALLOWED', message: 'The trial fee can only be refunded if no credits were used.' });
  });
});
