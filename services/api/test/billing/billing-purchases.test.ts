import { bearer, buyTrial, creditsOf, withBilling } from '../billing-harness';

const h = withBilling();

describe('packs and the trial refund', () => {
  it('a credit pack with the saved card: paid and granted at once, once (webhook and page), with its receipt', async () => {
    const { token } = (await buyTrial(h, 'packs@example.com')).json();
    const res = await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(token), payload: { item: 'pack_10', termsAccepted: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'succeeded', amount: 1899, currency: 'eur', clientSecret: null, credits: 12 });
    const intent = await h.stripe.paymentIntents.retrieve(res.json().paymentIntentId);
    expect(intent.metadata).toMatchObject({ kind: 'pack', item: 'pack_10' });
    await h.emulator.control.webhooksIdle();
    const sync = await h.api.inject({ method: 'POST', url: '/api/billing/sync-payment', headers: bearer(token), payload: { paymentIntentId: intent.id } });
    expect(sync.json()).toEqual({ status: 'succeeded', credits: 12 });
    expect(await creditsOf(h, 'packs@example.com')).toBe(12);
    const receipts = h.mails.filter((sent) => (sent.template as { kind: string; what?: string }).kind === 'receipt' && (sent.template as { what?: string }).what === 'pack');
    expect(receipts).toEqual([{ to: 'packs@example.com', template: expect.objectContaining({ credits: 10, amount: '€18.99', invoiceNumber: expect.stringMatching(/^MS-\d{6}$/) }) }]);
    // The PDF and the breach section are part of every report: nothing else is sold.
    const addOn = await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(token), payload: { item: 'addon_pdf', termsAccepted: true } });
    expect(addOn.statusCode).toBe(400);
  });

  it('a declined pack payment grants nothing; buying needs the own session and the terms', async () => {
    const { token, subscriptionId, customerId } = (await buyTrial(h, 'decline-pack@example.com')).json();
    // The saved card is now one whose charges fail (as an expired or blocked card would).
    const failing = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customerId });
    await h.stripe.subscriptions.update(subscriptionId, { default_payment_method: failing.id });
    expect(await creditsOf(h, 'decline-pack@example.com')).toBe(2);
    const res = await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(token), payload: { item: 'pack_25', termsAccepted: true } });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('CARD_ERROR');
    await h.emulator.control.webhooksIdle();
    expect(await creditsOf(h, 'decline-pack@example.com')).toBe(2);
    const anonymous = await h.api.inject({ method: 'POST', url: '/api/purchase', payload: { item: 'pack_25', termsAccepted: true } });
    expect(anonymous.statusCode).toBe(401);
    const noTerms = await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(token), payload: { item: 'pack_25' } });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().error).toBe('TERMS_NOT_ACCEPTED');
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
