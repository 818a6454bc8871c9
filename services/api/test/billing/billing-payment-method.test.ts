import type Stripe from 'stripe';
import { hashSessionToken, newSessionToken } from '../../src/identity/session-token';
import { DAY, bearer, buyTrial, clockCustomer, withBilling } from '../billing-harness';

const h = withBilling();

/** A signed-in account that has never paid (no subscription), and its bearer header. */
async function signedInWithoutSubscription(email: string) {
  const { user } = await h.api.store.users.findOrCreate(email);
  const token = newSessionToken();
  const now = new Date();
  await h.api.store.sessions.create({ _id: hashSessionToken(token), userId: user._id, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + DAY * 1000) });
  return { user, headers: bearer(token) };
}

async function me(token: string) {
  const res = await h.api.inject({ url: '/api/me', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function setup(token: string) {
  return h.api.inject({ method: 'POST', url: '/api/payment-method/setup', headers: bearer(token) });
}

async function update(token: string, setupIntentId: string) {
  return h.api.inject({ method: 'POST', url: '/api/payment-method', headers: bearer(token), payload: { setupIntentId } });
}

/** What Stripe.js does with the client secret and the card the buyer typed (here a test card). */
async function confirmSetup(clientSecret: string, paymentMethod = 'pm_card_mastercard'): Promise<Stripe.SetupIntent> {
  const intent = await h.stripe.setupIntents.confirm(clientSecret.split('_secret_')[0]!, { payment_method: paymentMethod });
  expect(intent.status).toBe('succeeded');
  return intent;
}

const idOf = (value: string | { id: string } | null) => (value == null ? null : typeof value === 'string' ? value : value.id);

describe('the saved card (docs/decisions.md#payment-method)', () => {
  it('after a 4242 trial, /api/me shows the Visa ending 4242', async () => {
    const bought = (await buyTrial(h, 'visa@example.com', 'pm_card_visa')).json();
    await h.emulator.control.webhooksIdle();
    const body = await me(bought.token);
    expect(body.subscription).toMatchObject({ id: bought.subscriptionId, status: 'trialing', paymentMethod: { brand: 'visa', last4: '4242' } });
    const record = await (await h.collection('subscriptions')).findOne({ _id: bought.subscriptionId });
    expect(record?.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('setup, confirm a Mastercard, update: shown at once, the default at Stripe, charged at the renewal', async () => {
    const clock = await clockCustomer(h, 'update@example.com');
    const bought = (await buyTrial(h, 'update@example.com', 'pm_card_visa')).json();
    expect(bought).toMatchObject({ status: 'trialing', signIn: 'done' });

    const started = await setup(bought.token);
    expect(started.statusCode).toBe(200);
    const { clientSecret } = started.json();
    expect(clientSecret).toMatch(/^seti_.+_secret_/);
    const intent = await h.stripe.setupIntents.retrieve(clientSecret.split('_secret_')[0]);
    expect(intent).toMatchObject({ customer: clock.customer.id, usage: 'off_session', payment_method_types: ['card'], status: 'requires_payment_method' });

    const confirmed = await confirmSetup(clientSecret);
    const updated = await update(bought.token, confirmed.id);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ paymentMethod: { brand: 'mastercard', last4: '4444' } });
    expect((await me(bought.token)).subscription.paymentMethod).toEqual({ brand: 'mastercard', last4: '4444' });

    const newCard = idOf(confirmed.payment_method);
    const subscription = await h.stripe.subscriptions.retrieve(bought.subscriptionId);
    expect(subscription.default_payment_method).toBe(newCard);
    const customer = (await h.stripe.customers.retrieve(clock.customer.id)) as Stripe.Customer;
    expect(customer.invoice_settings.default_payment_method).toBe(newCard);

    // The webhooks of these changes store the same card again.
    await h.emulator.control.webhooksIdle();
    expect((await me(bought.token)).subscription.paymentMethod).toEqual({ brand: 'mastercard', last4: '4444' });

    // The trial converts: the first renewal is paid with the new card.
    await clock.advanceTo(clock.start + 7 * DAY + 2 * 3600);
    const invoices = await h.stripe.invoices.list({ subscription: bought.subscriptionId });
    const renewal = invoices.data.find((invoice) => invoice.billing_reason === 'subscription_cycle');
    expect(renewal?.status).toBe('paid');
    const payments = await h.stripe.invoicePayments.list({ invoice: renewal!.id, limit: 1 });
    const paymentIntent = await h.stripe.paymentIntents.retrieve(idOf(payments.data[0]!.payment.payment_intent ?? null)!);
    expect(paymentIntent.payment_method).toBe(newCard);
    const after = await me(bought.token);
    expect(after.subscription).toMatchObject({ status: 'active', planType: 'weekly', paymentMethod: { brand: 'mastercard', last4: '4444' } });
  });

  it('needs a session: 401 without one; a cookie session only from the site\'s origin', async () => {
    const anonymousSetup = await h.api.inject({ method: 'POST', url: '/api/payment-method/setup' });
    expect(anonymousSetup.statusCode).toBe(401);
    expect(anonymousSetup.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    const anonymousUpdate = await h.api.inject({ method: 'POST', url: '/api/payment-method', payload: { setupIntentId: 'seti_123' } });
    expect(anonymousUpdate.statusCode).toBe(401);

    const bought = (await buyTrial(h, 'cookie@example.com')).json();
    const cookies = { authToken: bought.token };
    const foreign = await h.api.inject({ method: 'POST', url: '/api/payment-method/setup', cookies, headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: 'FORBIDDEN_ORIGIN' });
    const own = await h.api.inject({ method: 'POST', url: '/api/payment-method/setup', cookies, headers: { origin: h.api.config.publicOrigin } });
    expect(own.statusCode).toBe(200);
    expect(own.json().clientSecret).toMatch(/^seti_/);
  });

  it('no subscription, or an ended one: 404 NO_SUBSCRIPTION', async () => {
    const { headers } = await signedInWithoutSubscription('nopay@example.com');
    for (const url of ['/api/payment-method/setup', '/api/payment-method']) {
      const res = await h.api.inject({ method: 'POST', url, headers, payload: { setupIntentId: 'seti_123' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'NO_SUBSCRIPTION', message: 'There is no subscription to update a card for.' });
    }

    const bought = (await buyTrial(h, 'ended@example.com')).json();
    await h.api.billing.cancelNow(bought.subscriptionId);
    await h.emulator.control.webhooksIdle();
    const ended = await setup(bought.token);
    expect(ended.statusCode).toBe(404);
    expect(ended.json().error).toBe('NO_SUBSCRIPTION');
  });

  it('another account\'s SetupIntent, one of no customer or an unknown id: 404, nothing changed', async () => {
    const mine = (await buyTrial(h, 'mine@example.com', 'pm_card_visa')).json();
    const theirs = (await buyTrial(h, 'theirs@example.com', 'pm_card_amex')).json();
    const theirSetup = await confirmSetup((await setup(theirs.token)).json().clientSecret);
    const noCustomer = await h.stripe.setupIntents.create({ payment_method: 'pm_card_mastercard', confirm: true });
    expect(noCustomer.status).toBe('succeeded');

    for (const id of [theirSetup.id, noCustomer.id, 'seti_doesnotexist']) {
      const res = await update(mine.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'This card setup was not found.' });
    }
    const subscription = await h.stripe.subscriptions.retrieve(mine.subscriptionId);
    expect(subscription.default_payment_method).not.toBe(idOf(theirSetup.payment_method));
    await h.emulator.control.webhooksIdle();
    expect((await me(mine.token)).subscription.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('an intent not confirmed yet: 409 SETUP_NOT_COMPLETED; confirmed later, it is accepted', async () => {
    const bought = (await buyTrial(h, 'pending@example.com')).json();
    const { clientSecret } = (await setup(bought.token)).json();
    const id = clientSecret.split('_secret_')[0];
    const early = await update(bought.token, id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'SETUP_NOT_COMPLETED', message: 'The new card has not been confirmed yet.' });

    // A card that needs 3D Secure and has not been authenticated yet is not confirmed either.
    await h.stripe.setupIntents.confirm(id, { payment_method: 'pm_card_authenticationRequired' });
    expect((await update(bought.token, id)).statusCode).toBe(409);
    h.emulator.control.authenticate(clientSecret, 'approve');
    const done = await update(bought.token, id);
    expect(done.statusCode).toBe(200);
    expect(done.json().paymentMethod).toEqual({ brand: 'visa', last4: '3184' });
  });

  it('an empty or missing setupIntentId: 400', async () => {
    const bought = (await buyTrial(h, 'invalid@example.com')).json();
    const empty = await update(bought.token, '');
    expect(empty.statusCode).toBe(400);
    const missing = await h.api.inject({ method: 'POST', url: '/api/payment-method', headers: bearer(bought.token), payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('a card that cannot be read keeps the stored one; the sync does not fail', async () => {
    const bought = (await buyTrial(h, 'unreadable@example.com', 'pm_card_visa')).json();
    await h.emulator.control.webhooksIdle();
    const warn = jest.spyOn(h.api.log, 'warn');
    const retrieve = jest.spyOn(h.api.stripe.paymentMethods, 'retrieve').mockRejectedValue(new Error('Stripe is away'));
    try {
      await h.stripe.subscriptions.update(bought.subscriptionId, { metadata: { note: 'changed' } });
      await expect(h.api.billing.syncSubscription(bought.subscriptionId)).resolves.toMatchObject({ id: bought.subscriptionId });
      await h.emulator.control.webhooksIdle();
    } finally {
      retrieve.mockRestore();
    }
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ subscriptionId: bought.subscriptionId }), expect.stringMatching(/card/));
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/4242|visa/);
    const record = await (await h.collection('subscriptions')).findOne({ _id: bought.subscriptionId });
    expect(record?.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('a subscription stored before cards were: /api/me answers with no card', async () => {
    const { user, headers } = await signedInWithoutSubscription('old@example.com');
    const now = new Date();
    // Written as the store held it before: no paymentMethod field at all.
    await (await h.collection('subscriptions')).insertOne({
      _id: 'sub_old_document',
      userId: user._id,
      status: 'active',
      planType: 'weekly',
      cancelAtPeriodEnd: false,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 7 * DAY * 1000),
      updatedAt: now,
    });
    const res = await h.api.inject({ url: '/api/me', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({ id: 'sub_old_document', status: 'active', paymentMethod: null });
  });
});
