import type Stripe from 'stripe';
import { bearer, buyTrial, creditsOf, withBilling } from '../billing-harness';

const h = withBilling();

describe('trial checkout (docs/product.md#api-calls, docs/decisions.md#trial, docs/decisions.md#identity)', () => {
  it('4242: trialing at once, 2 credits applied once (inline and by webhook), buyer signed in', async () => {
    const res = await buyTrial(h, 'New.Buyer@example.com ', 'pm_card_visa');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'trialing', signIn: 'done' });
    expect(body.subscriptionId).toMatch(/^sub_/);
    expect(body.clientSecret).toMatch(/_secret_/);
    expect(body.token).toEqual(expect.any(String));
    expect(String(res.headers['set-cookie'])).toMatch(/authToken=/);

    await h.emulator.control.webhooksIdle();
    expect(await creditsOf(h, 'new.buyer@example.com')).toBe(2);
    const ledger = await (await h.collection('credit_ledger')).find().toArray();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ reason: 'trial', applied: 2 });
    expect(ledger[0]!._id).toMatch(/^invoice:in_/);

    // The buyer's page asks again: same grant, no second session.
    expect(body.checkoutToken).toEqual(expect.any(String));
    const sync = await h.api.inject({ method: 'POST', url: '/api/billing/sync-invoice', payload: { subscriptionId: body.subscriptionId, checkoutToken: body.checkoutToken } });
    expect(sync.json()).toEqual({ status: 'trialing', paid: true, signIn: 'done', credits: 2 });
    expect(sync.headers['set-cookie']).toBeUndefined();
    // Without the token or the account's session, the subscription is nobody's business.
    const stranger = await h.api.inject({ method: 'POST', url: '/api/billing/sync-invoice', payload: { subscriptionId: body.subscriptionId } });
    expect(stranger.statusCode).toBe(404);

    const status = await h.api.inject({ method: 'POST', url: '/api/get-subscription-status', headers: bearer(body.token), payload: { email: 'new.buyer@example.com' } });
    expect(status.json()).toMatchObject({
      success: true,
      subscription: { id: body.subscriptionId, status: 'trialing', cancel_at_period_end: false, metadata: { lookup_credits: '2', plan_type: 'trial' } },
    });
    const sub = status.json().subscription;
    expect(sub.current_period_end - sub.current_period_start).toBe(7 * 86_400);
    const credits = await h.api.inject({ method: 'POST', url: '/api/get-user-credits', headers: bearer(body.token), payload: { email: 'new.buyer@example.com' } });
    expect(credits.json()).toEqual({ credits: 2, purchases: { pdfDownload: true, breachReport: true } });

    // At Stripe: the trial fee on the first invoice, weekly after the trial, no scan email.
    const stripeSub = await h.stripe.subscriptions.retrieve(body.subscriptionId, { expand: ['latest_invoice'] });
    expect(stripeSub.items.data[0]?.price.lookup_key).toBe('plan_weekly');
    expect((stripeSub.latest_invoice as Stripe.Invoice).amount_paid).toBe(100);
    expect(stripeSub.metadata).toMatchObject({ plan_type: 'weekly', language: 'en' });
    expect(stripeSub.metadata.scan_email_hash).toEqual(expect.any(String));
    expect(JSON.stringify(stripeSub.metadata)).not.toContain('target@example.org');
  });

  it('monthly when asked', async () => {
    const res = await buyTrial(h, 'monthly@example.com', 'pm_card_visa', { plan: 'monthly' });
    const sub = await h.stripe.subscriptions.retrieve(res.json().subscriptionId);
    expect(sub.items.data[0]?.price.lookup_key).toBe('plan_monthly');
    expect(sub.metadata.plan_type).toBe('monthly');
  });

  it('an email that already has an account: refused before any charge (403 SIGN_IN_REQUIRED), nothing created at Stripe', async () => {
    await h.api.store.users.findOrCreate('owner@example.com');
    const res = await buyTrial(h, 'owner@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'SIGN_IN_REQUIRED' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await (await h.collection('sessions')).countDocuments()).toBe(0);
    expect(await creditsOf(h, 'owner@example.com')).toBe(0);
    expect((await h.stripe.subscriptions.list({ status: 'all' })).data).toHaveLength(0);
    expect((await h.stripe.customers.list({ email: 'owner@example.com' })).data).toHaveLength(0);
  });

  it('3155: requires_action, approved challenge, then paid and signed in via sync-invoice', async () => {
    const res = await buyTrial(h, 'sca@example.com', 'pm_card_authenticationRequiredOnSetup');
    expect(res.statusCode).toBe(200);
    const { status, clientSecret, subscriptionId } = res.json();
    expect(status).toBe('incomplete');
    const intent = await h.browser.paymentIntents.retrieve(clientSecret.split('_secret_')[0], { client_secret: clientSecret });
    expect(intent.status).toBe('requires_action');
    expect(await creditsOf(h, 'sca@example.com')).toBeNull();

    h.emulator.control.authenticate(clientSecret, 'approve');
    const sync = await h.api.inject({ method: 'POST', url: '/api/billing/sync-invoice', payload: { subscriptionId, checkoutToken: res.json().checkoutToken } });
    expect(sync.json()).toMatchObject({ status: 'trialing', paid: true, signIn: 'done', credits: 2 });
    expect(sync.json().token).toEqual(expect.any(String));
    await h.emulator.control.webhooksIdle();
    expect(await creditsOf(h, 'sca@example.com')).toBe(2);
  });

  it('3155 with a failed challenge: the provider error, nothing paid, no account', async () => {
    const res = await buyTrial(h, 'sca-fail@example.com', 'pm_card_authenticationRequiredOnSetup');
    const { clientSecret, subscriptionId } = res.json();
    h.emulator.control.authenticate(clientSecret, 'fail');
    await h.emulator.control.webhooksIdle();
    const sync = await h.api.inject({ method: 'POST', url: '/api/billing/sync-invoice', payload: { subscriptionId, checkoutToken: res.json().checkoutToken } });
    expect(sync.json()).toMatchObject({ status: 'incomplete', paid: false });
    expect(sync.json().paymentError).toMatch(/authenticat/i);
    expect(await creditsOf(h, 'sca-fail@example.com')).toBeNull();
    expect(await (await h.collection('credit_ledger')).countDocuments()).toBe(0);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
  ])('%s: 402 with the decline message, nothing recorded', async (card, message) => {
    const res = await buyTrial(h, 'declined@example.com', card);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: 'CARD_ERROR', message });
    await h.emulator.control.webhooksIdle();
    expect(await (await h.collection('users')).countDocuments()).toBe(0);
    expect(await (await h.collection('credit_ledger')).countDocuments()).toBe(0);
    expect(await (await h.collection('subscriptions')).countDocuments()).toBe(0);
    const paid = await h.stripe.invoices.list({ status: 'paid' });
    expect(paid.data).toHaveLength(0);
  });

  it('setup-payment: simultaneous first calls for a new email make one customer, not one each', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => h.api.inject({ method: 'POST', url: '/api/setup-payment', payload: { email: 'race@example.com' } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json().customerId)).size).toBe(1);
    const customers = await h.stripe.customers.list({ email: 'race@example.com' });
    expect(customers.data).toHaveLength(1);
  });

  it('setup-payment: a SetupIntent for the customer of the email, reused; attach-and-create with it', async () => {
    const first = await h.api.inject({ method: 'POST', url: '/api/setup-payment', payload: { email: 'setup@example.com' } });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.clientSecret).toMatch(/^seti_.+_secret_/);
    expect(body.customerId).toMatch(/^cus_/);
    const prices = await h.stripe.prices.list({ lookup_keys: ['plan_weekly'] });
    expect(body.priceId).toBe(prices.data[0]?.id);
    const again = await h.api.inject({ method: 'POST', url: '/api/setup-payment', payload: { email: 'SETUP@example.com' } });
    expect(again.json().customerId).toBe(body.customerId);

    const created = await h.api.inject({
      method: 'POST',
      url: '/api/attach-payment-method-and-create-subscription',
      payload: { customerId: body.customerId, paymentMethodId: 'pm_card_visa', priceId: body.priceId, email: 'setup@example.com', language: 'de', termsAccepted: true },
    });
    expect(created.json()).toMatchObject({ status: 'trialing', signIn: 'done', customerId: body.customerId });
    const foreign = await h.api.inject({
      method: 'POST',
      url: '/api/attach-payment-method-and-create-subscription',
      payload: { customerId: body.customerId, paymentMethodId: 'pm_card_visa', priceId: body.priceId, email: 'someone-else@example.com', termsAccepted: true },
    });
    expect(foreign.json()).toEqual({ error: 'UNKNOWN_CUSTOMER', message: 'Failed to create subscription' });
  });

  it('status and credits need the session of that email', async () => {
    const res = await buyTrial(h, 'private@example.com');
    const anonymous = await h.api.inject({ method: 'POST', url: '/api/get-user-credits', payload: { email: 'private@example.com' } });
    expect(anonymous.statusCode).toBe(401);
    const other = await buyTrial(h, 'other@example.com', 'pm_card_mastercard');
    const forbidden = await h.api.inject({ method: 'POST', url: '/api/get-subscription-status', headers: bearer(other.json().token), payload: { email: 'private@example.com' } });
    expect(forbidden.statusCode).toBe(403);
    const own = await h.api.inject({ method: 'POST', url: '/api/get-subscription-status', headers: bearer(res.json().token), payload: { email: 'private@example.com', subscriptionId: other.json().subscriptionId } });
    expect(own.json()).toMatchObject({ success: false, subscription: null });
  });

  it('public config names the publishable key and Stripe.js of the emulator; the catalogue is in Stripe once', async () => {
    const config = (await h.api.inject({ url: '/api/public-config' })).json();
    expect(config.payments).toEqual({ publishableKey: 'pk_test_billing_tests', stripeJsUrl: `${h.emulator.url}/v3/stripe.js` });
    // A second start finds every lookup key and creates nothing.
    await h.api.close();
    await h.start();
    const prices = await h.stripe.prices.list({ limit: 100 });
    expect(prices.data.map((p) => p.lookup_key).sort()).toEqual(
      ['pack_10', 'pack_25', 'pack_50', 'plan_monthly', 'plan_weekly', 'trial_fee'],
    );
  });
});
