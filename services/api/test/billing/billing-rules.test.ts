import { DAY, bearer, buyTrial, clockCustomer, creditsOf, withBilling } from '../billing-harness';

/** Purchases that are always right (docs/decisions.md#prices-and-credits, docs/decisions.md#identity), through the real `stripe` SDK against the emulator. */
const h = withBilling();

const kindOf = (sent: { template: unknown }) => (sent.template as { kind: string }).kind;
const receipts = () => h.mails.filter((sent) => kindOf(sent) === 'receipt');

async function codeSentTo(address: string): Promise<string> {
  const sent = [...h.mails].reverse().find((mail) => mail.to === address && kindOf(mail) === 'code');
  if (!sent) throw new Error(`no code sent to ${address}`);
  return (sent.template as { code: string }).code;
}

async function offer(email: string, token?: string) {
  return (await h.api.inject({ method: 'POST', url: '/api/checkout/offer', headers: token ? bearer(token) : {}, payload: { email } })).json();
}

/** The inline proof of the billing address: a code to it, then the session it gives. */
async function proveByCode(email: string): Promise<string> {
  const asked = await h.api.inject({ method: 'POST', url: '/api/checkout/request-code', payload: { email, language: 'en' } });
  expect(asked.statusCode).toBe(200);
  const verified = await h.api.inject({ method: 'POST', url: '/api/checkout/verify-code', payload: { email, otp: await codeSentTo(email) } });
  expect(verified.statusCode).toBe(200);
  expect(String(verified.headers['set-cookie'])).toMatch(/authToken=.*HttpOnly/i);
  return verified.json().token;
}

async function liveAtStripe(email: string) {
  const customers = await h.stripe.customers.list({ email });
  const live = [];
  for (const customer of customers.data) {
    for (const subscription of (await h.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data) {
      if (['trialing', 'active', 'past_due'].includes(subscription.status)) live.push(subscription);
    }
  }
  return live;
}

describe('one live subscription per account', () => {
  it('a subscriber is refused a second trial (409), nothing is charged; the offer is a pack or the monthly plan', async () => {
    const { token } = (await buyTrial(h, 'subscriber@example.com')).json();
    const paidBefore = (await h.stripe.invoices.list({ status: 'paid' })).data.length;
    const again = await buyTrial(h, 'subscriber@example.com', 'pm_card_mastercard', {}, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'SUBSCRIPTION_EXISTS' });
    expect((await h.stripe.invoices.list({ status: 'paid' })).data).toHaveLength(paidBefore);
    expect(await liveAtStripe('subscriber@example.com')).toHaveLength(1);
    expect(await offer('subscriber@example.com', token)).toMatchObject({ account: 'signed-in', offer: 'subscriber', credits: 2, canChangeToMonthly: true, card: { brand: 'visa', last4: '4242' } });
  });

  it('50 parallel checkouts for one new address make one subscription and one charge', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => buyTrial(h, 'rush@example.com')));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.every((code) => code === 200 || code === 409 || code === 403)).toBe(true);
    await h.emulator.control.webhooksIdle();
    expect(await liveAtStripe('rush@example.com')).toHaveLength(1);
    expect((await h.stripe.invoices.list({ status: 'paid' })).data).toHaveLength(1);
    expect(await creditsOf(h, 'rush@example.com')).toBe(2);
  });

  it('the trial is once per account: after cancelling, the offer is a plan at full price and a trial is refused', async () => {
    const { token } = (await buyTrial(h, 'again@example.com')).json();
    const user = (await h.api.store.users.findByEmail('again@example.com'))!;
    await h.api.billing.cancelAllNow(user._id);
    await h.emulator.control.webhooksIdle();
    expect(await offer('again@example.com', token)).toMatchObject({ account: 'signed-in', offer: 'plan' });
    const trial = await buyTrial(h, 'again@example.com', 'pm_card_mastercard', {}, token);
    expect(trial.statusCode).toBe(409);
    expect(trial.json().error).toBe('TRIAL_ALREADY_USED');
    const plan = await buyTrial(h, 'again@example.com', 'pm_card_mastercard', { withTrial: false }, token);
    expect(plan.json()).toMatchObject({ status: 'active' });
    await h.emulator.control.webhooksIdle();
    expect(await creditsOf(h, 'again@example.com')).toBe(2 + 4);
  });

  it('the trial is once per card: the same card on a new address is refused before any charge', async () => {
    await buyTrial(h, 'first-card@example.com', 'pm_card_visa');
    const second = await buyTrial(h, 'second-card@example.com', 'pm_card_visa');
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('TRIAL_ALREADY_USED');
    expect(await liveAtStripe('second-card@example.com')).toHaveLength(0);
    expect((await buyTrial(h, 'third-card@example.com', 'pm_card_mastercard')).statusCode).toBe(200);
  });

  it('cancelling covers every live subscription, including a duplicate from before the rule', async () => {
    const bought = (await buyTrial(h, 'twice@example.com')).json();
    // A second live subscription made directly at Stripe, as the old checkout could.
    const prices = await h.stripe.prices.list({ lookup_keys: ['plan_weekly'] });
    const duplicate = await h.stripe.subscriptions.create({ customer: bought.customerId, items: [{ price: prices.data[0]!.id }], trial_period_days: 7, metadata: { product: 'mailscout', plan_type: 'weekly' } });
    await h.emulator.control.webhooksIdle();
    const me = await h.api.inject({ url: '/api/me', headers: bearer(bought.token) });
    expect(me.json().subscriptions.map((s: { id: string }) => s.id).sort()).toEqual([bought.subscriptionId, duplicate.id].sort());

    const user = (await h.api.store.users.findByEmail('twice@example.com'))!;
    expect(await h.api.billing.cancelAllAtPeriodEnd(user._id)).toEqual(expect.any(Number));
    const atStripe = await Promise.all([bought.subscriptionId, duplicate.id].map((id) => h.stripe.subscriptions.retrieve(id)));
    expect(atStripe.map((s) => s.cancel_at_period_end)).toEqual([true, true]);
    await h.emulator.control.webhooksIdle();
  });
});

describe('the billing address is proven before any charge', () => {
  it('a stranger typing an existing account\'s address: no customer id, no charge, the account unchanged', async () => {
    const owner = (await buyTrial(h, 'owner@example.com')).json();
    const user = (await h.api.store.users.findByEmail('owner@example.com'))!;
    const before = { credits: await creditsOf(h, 'owner@example.com'), subscriptions: (await h.stripe.subscriptions.list({ customer: owner.customerId, status: 'all' })).data.length };

    expect(await offer('owner@example.com')).toEqual({ account: 'sign-in-required' });
    const setup = await h.api.inject({ method: 'POST', url: '/api/setup-payment', payload: { email: 'owner@example.com' } });
    expect(setup.statusCode).toBe(403);
    expect(setup.body).not.toContain(owner.customerId);
    const create = await buyTrial(h, 'owner@example.com', 'pm_card_mastercard', { withTrial: false });
    expect(create.statusCode).toBe(403);
    expect(create.json().error).toBe('SIGN_IN_REQUIRED');
    const attach = await h.api.inject({
      method: 'POST',
      url: '/api/attach-payment-method-and-create-subscription',
      payload: { customerId: owner.customerId, paymentMethodId: 'pm_card_mastercard', priceId: '', email: 'owner@example.com', termsAccepted: true },
    });
    expect(attach.statusCode).toBe(403);
    // Someone else's subscription cannot be confirmed, nor its pack applied, without the session.
    const sync = await h.api.inject({ method: 'POST', url: '/api/billing/sync-invoice', payload: { subscriptionId: owner.subscriptionId } });
    expect(sync.statusCode).toBe(404);
    const strangerToken = await proveByCode('stranger@example.com');
    const syncAsStranger = await h.api.inject({ method: 'POST', url: '/api/billing/sync-invoice', headers: bearer(strangerToken), payload: { subscriptionId: owner.subscriptionId } });
    expect(syncAsStranger.statusCode).toBe(404);

    await h.emulator.control.webhooksIdle();
    expect(await creditsOf(h, 'owner@example.com')).toBe(before.credits);
    expect((await h.stripe.subscriptions.list({ customer: owner.customerId, status: 'all' })).data).toHaveLength(before.subscriptions);
    expect((await h.api.store.subscriptions.listForUser(user._id)).every((record) => record.paymentMethod?.last4 === '4242')).toBe(true);
  });

  it('the owner proves the address inline with a code, then pays; the purchase is the account\'s', async () => {
    await h.api.store.users.findOrCreate('returning@example.com');
    const token = await proveByCode('returning@example.com');
    expect(await offer('returning@example.com', token)).toMatchObject({ account: 'signed-in', offer: 'trial', credits: 0 });
    const bought = await buyTrial(h, 'returning@example.com', 'pm_card_visa', {}, token);
    expect(bought.json()).toMatchObject({ status: 'trialing', signIn: 'done' });
    await h.emulator.control.webhooksIdle();
    expect(await creditsOf(h, 'returning@example.com')).toBe(2);
  });

  it('a code proves a new address too (the /order box "I am looking up my own address"): the account is created by the code', async () => {
    expect(await offer('own-address@example.com')).toEqual({ account: 'new', offer: 'trial' });
    const token = await proveByCode('own-address@example.com');
    expect(await offer('own-address@example.com', token)).toMatchObject({ account: 'signed-in', offer: 'trial' });
    const wrong = await h.api.inject({ method: 'POST', url: '/api/checkout/verify-code', payload: { email: 'nobody@example.com', otp: '123456' } });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('terms, packs and the plan change', () => {
  it('no first payment without the terms: 400 TERMS_NOT_ACCEPTED on every path, nothing at Stripe', async () => {
    const trial = await buyTrial(h, 'terms@example.com', 'pm_card_visa', { termsAccepted: false });
    expect(trial.statusCode).toBe(400);
    expect(trial.json()).toEqual({ error: 'TERMS_NOT_ACCEPTED', message: expect.stringMatching(/Terms/) });
    expect((await h.stripe.customers.list({ email: 'terms@example.com' })).data).toHaveLength(0);
    const { token } = (await buyTrial(h, 'terms@example.com')).json();
    const plan = await h.api.inject({ method: 'POST', url: '/api/change-plan', headers: bearer(token), payload: { plan: 'monthly' } });
    expect(plan.json().error).toBe('TERMS_NOT_ACCEPTED');
    const stored = await (await h.collection('purchases')).find().toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'trial', termsVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), termsAcceptedAt: expect.any(Date) });
  });

  it('a subscriber with 0 credits buys a pack; 3D Secure on the saved card is completed in the browser, then granted once', async () => {
    const bought = (await buyTrial(h, 'sca-pack@example.com', 'pm_card_authenticationRequired')).json();
    h.emulator.control.authenticate(bought.clientSecret, 'approve');
    const paid = await h.api.inject({ method: 'POST', url: '/api/billing/sync-invoice', payload: { subscriptionId: bought.subscriptionId, checkoutToken: bought.checkoutToken } });
    const token = paid.json().token as string;
    const user = (await h.api.store.users.findByEmail('sca-pack@example.com'))!;
    await h.api.store.credits.spend(user._id, { sourceKey: 'scan:a', amount: 2, reason: 'report' });
    expect(await creditsOf(h, 'sca-pack@example.com')).toBe(0);

    const pack = await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(token), payload: { item: 'pack_10', termsAccepted: true } });
    expect(pack.json()).toMatchObject({ status: 'requires_action', clientSecret: expect.stringMatching(/_secret_/) });
    expect(await creditsOf(h, 'sca-pack@example.com')).toBe(0);
    h.emulator.control.authenticate(pack.json().clientSecret, 'approve');
    const sync = await h.api.inject({ method: 'POST', url: '/api/billing/sync-payment', headers: bearer(token), payload: { paymentIntentId: pack.json().paymentIntentId } });
    expect(sync.json()).toEqual({ status: 'succeeded', credits: 10 });
    await h.emulator.control.webhooksIdle();
    expect(await creditsOf(h, 'sca-pack@example.com')).toBe(10);
    // Another account cannot apply (or learn about) it.
    const other = (await buyTrial(h, 'other-pack@example.com', 'pm_card_mastercard')).json();
    const foreign = await h.api.inject({ method: 'POST', url: '/api/billing/sync-payment', headers: bearer(other.token), payload: { paymentIntentId: pack.json().paymentIntentId } });
    expect(foreign.statusCode).toBe(404);
  });

  it('weekly → monthly with the saved card: 20 credits, the weekly plan ends, one live subscription, a receipt', async () => {
    const bought = (await buyTrial(h, 'upgrade@example.com')).json();
    const res = await h.api.inject({ method: 'POST', url: '/api/change-plan', headers: bearer(bought.token), payload: { plan: 'monthly', termsAccepted: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', credits: 22 });
    await h.emulator.control.webhooksIdle();
    const live = await liveAtStripe('upgrade@example.com');
    expect(live.map((s) => s.items.data[0]?.price.lookup_key)).toEqual(['plan_monthly']);
    expect((await h.stripe.subscriptions.retrieve(bought.subscriptionId)).status).toBe('canceled');
    expect(await creditsOf(h, 'upgrade@example.com')).toBe(22);
    expect(receipts().map((sent) => (sent.template as { what: string }).what).sort()).toEqual(['plan-change', 'trial']);
    const again = await h.api.inject({ method: 'POST', url: '/api/change-plan', headers: bearer(bought.token), payload: { plan: 'monthly', termsAccepted: true } });
    expect(again.statusCode).toBe(409);
  });
});

describe('receipts and what cannot be delivered', () => {
  it('a duplicated webhook sends one receipt', async () => {
    await buyTrial(h, 'receipt@example.com');
    await h.emulator.control.webhooksIdle();
    const paid = (await h.stripe.invoices.list({ status: 'paid' })).data[0]!;
    for (let i = 0; i < 5; i += 1) await h.api.billing.applyInvoice(paid.id, { eventId: `evt_dup_${i}`, mustSendReceipt: true });
    expect(receipts()).toHaveLength(1);
    expect(receipts()[0]).toMatchObject({ to: 'receipt@example.com', template: { what: 'trial', amount: '€1.00', nextRenewal: { price: '€14.99', interval: 'week' } } });
  });

  it('a renewal paid after the subscription ended buys nothing and is refunded', async () => {
    const clock = await clockCustomer(h, 'late@example.com');
    const bought = (await buyTrial(h, 'late@example.com')).json();
    await clock.advanceTo(clock.start + 8 * DAY);
    const renewal = (await h.stripe.invoices.list({ subscription: bought.subscriptionId, status: 'paid' })).data.find((invoice) => invoice.billing_reason === 'subscription_cycle')!;
    expect(await creditsOf(h, 'late@example.com')).toBe(6);
    await h.stripe.subscriptions.cancel(bought.subscriptionId);
    await h.emulator.control.webhooksIdle();
    // The ledger entry of this renewal is gone from view: a fresh account sees the late payment.
    const user = (await h.api.store.users.findByEmail('late@example.com'))!;
    await (await h.collection('credit_ledger')).deleteOne({ _id: `invoice:${renewal.id}` });
    await (await h.collection('users')).updateOne({ _id: user._id } as never, { $pull: { appliedCreditSources: `invoice:${renewal.id}` } } as never);
    const outcome = await h.api.billing.applyInvoice(renewal.id);
    expect(outcome).toMatchObject({ granted: false, refunded: true });
    const refunds = await h.stripe.refunds.list({ limit: 10 });
    expect(refunds.data).toHaveLength(1);
    expect(h.mails.filter((sent) => kindOf(sent) === 'refund-receipt')).toHaveLength(1);
  });
});

describe('refunds: what cannot be delivered, and every refund with its receipt', () => {
  it('an anonymous buyer of a new address whose owner signs up before the payment completes: refunded in full, told, the account unchanged', async () => {
    const pending = (await buyTrial(h, 'raced@example.com', 'pm_card_authenticationRequired')).json();
    expect(pending.status).toBe('incomplete');
    // Meanwhile the address's owner proves it and gets an account.
    const ownerToken = await proveByCode('raced@example.com');
    h.emulator.control.authenticate(pending.clientSecret, 'approve');
    const sync = await h.api.inject({ method: 'POST', url: '/api/billing/sync-invoice', payload: { subscriptionId: pending.subscriptionId, checkoutToken: pending.checkoutToken } });
    expect(sync.json()).toMatchObject({ paid: false, refunded: true, paymentError: expect.stringMatching(/refunded/) });
    expect(sync.headers['set-cookie']).toBeUndefined();
    await h.emulator.control.webhooksIdle();
    expect(await creditsOf(h, 'raced@example.com')).toBe(0);
    expect((await h.stripe.subscriptions.retrieve(pending.subscriptionId)).status).toBe('canceled');
    expect((await h.stripe.refunds.list()).data).toHaveLength(1);
    expect(await offer('raced@example.com', ownerToken)).toMatchObject({ offer: 'trial', credits: 0 });
  });

  it('a refund made in Stripe\'s dashboard sends one refund receipt; the trial refund sends one too, whichever comes first', async () => {
    const { token } = (await buyTrial(h, 'refunds@example.com')).json();
    const pack = (await h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(token), payload: { item: 'pack_10', termsAccepted: true } })).json();
    await h.stripe.refunds.create({ payment_intent: pack.paymentIntentId });
    await h.emulator.control.webhooksIdle();
    const refundReceipts = () => h.mails.filter((sent) => kindOf(sent) === 'refund-receipt').map((sent) => sent.template as { what: string; reason: string; amount: string });
    expect(refundReceipts()).toEqual([expect.objectContaining({ what: 'pack', reason: 'requested', amount: '€18.99' })]);
    await h.api.store.credits.spend((await h.api.store.users.findByEmail('refunds@example.com'))!._id, { sourceKey: 'refund:pack-used', amount: 0, reason: 'noop' });
  });
});

describe('the same purchase many times at once', () => {
  it('50 parallel pack purchases and 50 parallel plan changes: one charge each, the rest told to wait (409)', async () => {
    const { token } = (await buyTrial(h, 'clicks@example.com')).json();
    const packs = await Promise.all(
      Array.from({ length: 50 }, () => h.api.inject({ method: 'POST', url: '/api/purchase', headers: bearer(token), payload: { item: 'pack_10', termsAccepted: true } })),
    );
    const packCodes = packs.map((res) => res.statusCode);
    expect(packCodes.every((code) => code === 200 || code === 409)).toBe(true);
    const charged = packCodes.filter((code) => code === 200).length;
    expect(charged).toBeGreaterThanOrEqual(1);
    expect((await h.stripe.paymentIntents.list({ limit: 100 })).data.filter((pi) => pi.metadata.kind === 'pack')).toHaveLength(charged);
    expect(await creditsOf(h, 'clicks@example.com')).toBe(2 + 10 * charged);

    const plans = await Promise.all(
      Array.from({ length: 50 }, () => h.api.inject({ method: 'POST', url: '/api/change-plan', headers: bearer(token), payload: { plan: 'monthly', termsAccepted: true } })),
    );
    expect(plans.map((res) => res.statusCode).filter((code) => code === 200)).toHaveLength(1);
    expect(plans.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    await h.emulator.control.webhooksIdle();
    expect((await liveAtStripe('clicks@example.com')).map((s) => s.items.data[0]?.price.lookup_key)).toEqual(['plan_monthly']);
  });

  it('garbage on every new billing endpoint is a 4xx in the one error shape, never a 5xx', async () => {
    const { token } = (await buyTrial(h, 'garbage@example.com')).json();
    const bodies: unknown[] = [null, 'x', 42, [], {}, { email: 'a'.repeat(70_000) }, { item: 'pack_10', termsAccepted: 'yes' }, { plan: 'weekly' }, { email: 'x@example.com', otp: '12345a' }, { email: '\ud800@example.com' }];
    const urls = ['/api/checkout/offer', '/api/checkout/request-code', '/api/checkout/verify-code', '/api/purchase', '/api/change-plan', '/api/create-subscription', '/api/setup-payment', '/api/billing/sync-invoice', '/api/billing/sync-payment'];
    for (const url of urls) {
      for (const body of bodies) {
        for (const headers of [{}, bearer(token)]) {
          const res = await h.api.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
          expect({ url, body, status: res.statusCode < 500 }).toEqual({ url, body, status: true });
          if (res.statusCode >= 400) expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
        }
      }
    }
  });
});

describe('bad input never reaches Stripe', () => {
  it.each([
    ['/api/billing/sync-invoice', (id: string) => ({ subscriptionId: id })],
    ['/api/billing/sync-payment', (id: string) => ({ paymentIntentId: id })],
    ['/api/create-subscription', (id: string) => ({ email: 'bad@example.com', paymentMethodId: id, scanEmail: 'x@example.com', termsAccepted: true })],
  ])('%s: a 60,000-character id or a lone surrogate is a 400 in the one error shape', async (url, body) => {
    const { token } = (await buyTrial(h, 'ids@example.com')).json();
    for (const id of [`sub_${'a'.repeat(60_000)}`, 'pm_\ud800abc', 'sub_a b', '']) {
      const res = await h.api.inject({ method: 'POST', url, headers: bearer(token), payload: body(id) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
    }
  });
});
