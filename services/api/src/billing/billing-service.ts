import type { FastifyInstance, FastifyReply } from 'fastify';
import type Stripe from 'stripe';
import type { CardSummary, Language, PlanChoice, PurchaseItem, SignInOutcome } from '@mailscout/contracts';
import { DomainError } from '../errors/domain-error';
import { formatLongDate } from '../mail/format-date';
import { formatMoney } from '../mail/format-money';
import { normaliseEmail } from '../store/email-hash';
import type { UserDocument } from '../store/repositories/users-repository';
import { renewalReminder } from './renewal-reminder';
import { SETUP_INTENT_FAILED, isMissingResource } from './stripe-errors';
import { idOf } from './stripe-id';

/** Marks kept in the payment-events collection (each id inserted once, atomically). */
const accountCreatedMark = (subscriptionId: string) => `account-created:${subscriptionId}`;
const signInMark = (subscriptionId: string) => `sign-in:${subscriptionId}`;
const trialReminderMark = (subscriptionId: string, trialEnd: number) => `trial-reminder:${subscriptionId}:${trialEnd}`;

export const REFUND_WINDOW_SECONDS = 7 * 86_400;

export interface FirstPaymentOutcome {
  status: string;
  paid: boolean;
  paymentError?: string;
  signIn?: SignInOutcome;
  token?: string;
  credits?: number;
}

/**
 * The product's side of Stripe (spec §7, issue 4). State is always re-fetched from Stripe,
 * never taken from an event or a request; every credit grant is keyed by the Stripe object
 * that paid for it (`invoice:…`, `payment_intent:…`), so the webhook and the buyer's page can
 * both apply a payment and it counts once.
 */
export function billingService(app: FastifyInstance) {
  const stripe = app.stripe;
  const catalogue = app.config.catalogue;
  const currency = catalogue.displayCurrency;

  async function price(lookupKey: string): Promise<Stripe.Price> {
    const prices = await app.stripePrices();
    const found = prices.get(lookupKey);
    if (!found) throw new DomainError({ code: 'PAYMENTS_UNAVAILABLE', statusCode: 503, message: 'Payment initialization failed' });
    return found;
  }

  function planOfPrice(lookupKey: string | null | undefined): PlanChoice | null {
    if (lookupKey === catalogue.plans.weekly.lookupKey) return 'weekly';
    if (lookupKey === catalogue.plans.monthly.lookupKey) return 'monthly';
    return null;
  }

  /** The customer of an email: the one the account already uses, else Stripe's by email, else a new one. */
  async function customerFor(email: string): Promise<Stripe.Customer> {
    const address = normaliseEmail(email);
    const user = await app.store.users.findByEmail(address);
    if (user?.stripeCustomerId) {
      try {
        const customer = await stripe.customers.retrieve(user.stripeCustomerId);
        if (!customer.deleted) return customer;
      } catch (error) {
        if (!isMissingResource(error)) throw error;
      }
    }
    const found = await stripe.customers.list({ email: address, limit: 1 });
    // Two first requests for one new address (a double click, two tabs) would each find none and
    // create one: within a minute, Stripe answers the same creation for the same idempotency key.
    const idempotencyKey = `customer-for:${app.hashEmail(address)}:${Math.floor(Date.now() / 60_000)}`;
    const customer = found.data[0] ?? (await stripe.customers.create({ email: address, metadata: { product: 'mailscout' } }, { idempotencyKey }));
    if (user && user.stripeCustomerId !== customer.id) await app.store.users.setStripeCustomer(user._id, customer.id);
    return customer;
  }

  async function customerById(customerId: string, email: string): Promise<Stripe.Customer> {
    let customer: Stripe.Customer | Stripe.DeletedCustomer;
    try {
      customer = await stripe.customers.retrieve(customerId);
    } catch (error) {
      if (isMissingResource(error)) throw new DomainError({ code: 'UNKNOWN_CUSTOMER', statusCode: 400, message: 'Failed to create subscription' });
      throw error;
    }
    // The customer id comes from the browser: it must be the billing email's own.
    if (customer.deleted || normaliseEmail(customer.email ?? '') !== normaliseEmail(email)) {
      throw new DomainError({ code: 'UNKNOWN_CUSTOMER', statusCode: 400, message: 'Failed to create subscription' });
    }
    return customer;
  }

  /** The account of a Stripe customer; created (for a payment) when `create` is set. */
  async function userForCustomer(customerId: string, options: { create: boolean; language?: Language }): Promise<{ user: UserDocument; created: boolean } | null> {
    const linked = await app.store.users.collection.findOne({ stripeCustomerId: customerId });
    if (linked) return { user: linked, created: false };
    const customer = await stripe.customers.retrieve(customerId);
    if (customer.deleted || !customer.email) return null;
    let result: { user: UserDocument; created: boolean } | null;
    if (options.create) {
      result = await app.store.users.findOrCreate(customer.email, options.language ?? 'en');
    } else {
      const user = await app.store.users.findByEmail(customer.email);
      result = user ? { user, created: false } : null;
    }
    if (result && !result.user.stripeCustomerId) await app.store.users.setStripeCustomer(result.user._id, customerId);
    return result;
  }

  /** Attaches the browser's payment method to the customer (a declined card fails here already). */
  async function attachPaymentMethod(paymentMethodId: string, customerId: string): Promise<Stripe.PaymentMethod> {
    if (!paymentMethodId.startsWith('pm_card_')) {
      const existing = await stripe.paymentMethods.retrieve(paymentMethodId);
      const owner = idOf(existing.customer);
      if (owner === customerId) return existing;
      if (owner) throw new DomainError({ code: 'PAYMENT_METHOD_IN_USE', statusCode: 400, message: 'Failed to create subscription' });
    }
    return stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
  }

  async function setupPayment(email: string) {
    const customer = await customerFor(email);
    const intent = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session', allowed_payment_method_types: ['card'], metadata: { product: 'mailscout' } } as Stripe.SetupIntentCreateParams);
    const weekly = (await app.stripePrices()).get(catalogue.plans.weekly.lookupKey);
    if (!intent.client_secret) throw new DomainError({ code: 'PAYMENT_FAILED', statusCode: 502, message: 'Failed to create setup intent' });
    return { clientSecret: intent.client_secret, customerId: customer.id, priceId: weekly?.id ?? '' };
  }

  /**
   * The trial (DECISIONS §3): a subscription to the chosen plan with a 7-day trial whose first
   * invoice carries the trial fee. The server confirms that invoice's PaymentIntent with the
   * card (Stripe's "finalize payments on the server"): a card that needs 3D Secure leaves it in
   * `requires_action` for the browser (`handleNextAction` / `confirmCardPayment` with the
   * client secret); a decline answers 402 with Stripe's text and leaves nothing paid.
   */
  async function createTrialSubscription(
    input: { email: string; paymentMethodId: string; scanEmail: string; language: Language; plan?: PlanChoice; customerId?: string; priceId?: string },
    reply: FastifyReply,
    userAgent: string | undefined,
  ) {
    const plan: PlanChoice = input.plan ?? catalogue.trial.convertsTo;
    const planPrice = await price(catalogue.plans[plan].lookupKey);
    // The attach-and-create call sends a price id: only the catalogue's plans are sold.
    if (input.priceId && input.priceId !== planPrice.id) {
      const other = await price(catalogue.plans[plan === 'weekly' ? 'monthly' : 'weekly'].lookupKey);
      if (input.priceId !== other.id) throw new DomainError({ code: 'UNKNOWN_PRICE', statusCode: 400, message: 'Failed to create subscription' });
      return createTrialSubscription({ ...input, priceId: undefined, plan: plan === 'weekly' ? 'monthly' : 'weekly' }, reply, userAgent);
    }
    const trialFee = await price(catalogue.trial.lookupKey);
    const customer = input.customerId ? await customerById(input.customerId, input.email) : await customerFor(input.email);
    const paymentMethod = await attachPaymentMethod(input.paymentMethodId, customer.id);

    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: planPrice.id }],
      trial_period_days: catalogue.trial.days,
      add_invoice_items: [{ price: trialFee.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      default_payment_method: paymentMethod.id,
      // Never the scan email itself: only its keyed hash (DECISIONS §5).
      metadata: { product: 'mailscout', plan_type: plan, scan_email_hash: app.hashEmail(input.scanEmail), language: input.language },
      expand: ['latest_invoice.confirmation_secret'],
    });
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const clientSecret = invoice?.confirmation_secret?.client_secret ?? null;
    let status = subscription.status;
    if (status === 'incomplete' && clientSecret) {
      const paymentIntentId = clientSecret.split('_secret_')[0]!;
      try {
        const intent = await stripe.paymentIntents.confirm(paymentIntentId, { payment_method: paymentMethod.id, use_stripe_sdk: true });
        if (intent.status === 'succeeded') status = (await stripe.subscriptions.retrieve(subscription.id)).status;
      } catch (error) {
        // Nothing was paid: the incomplete subscription is cancelled so no unpaid trial lingers.
        await stripe.subscriptions.cancel(subscription.id).catch((cancelError: unknown) => app.log.warn({ err: cancelError }, 'incomplete subscription not cancelled'));
        throw error;
      }
    }
    const result = { status, subscriptionId: subscription.id, clientSecret, customerId: customer.id };
    if (status === 'trialing' || status === 'active') {
      const outcome = await syncFirstPayment(subscription.id, reply, userAgent);
      return { ...result, signIn: outcome.signIn, token: outcome.token };
    }
    return result;
  }

  /** Re-fetches an invoice and grants what it paid for, once (`invoice:<id>`). */
  async function applyInvoice(invoiceId: string, eventId?: string): Promise<{ granted: boolean; userCreated: boolean }> {
    const invoice = await stripe.invoices.retrieve(invoiceId);
    const subscriptionId = invoice.parent?.subscription_details?.subscription;
    const customerId = idOf(invoice.customer);
    // No credits for an unpaid period: only a paid invoice with money received grants.
    if (invoice.status !== 'paid' || invoice.amount_paid <= 0 || !subscriptionId || !customerId) return { granted: false, userCreated: false };
    const subscription = await stripe.subscriptions.retrieve(idOf(subscriptionId)!);
    if (subscription.metadata.product !== 'mailscout') return { granted: false, userCreated: false };

    let amount: number;
    let reason: string;
    if (invoice.billing_reason === 'subscription_create') {
      const plan = planOfPrice(subscription.items.data[0]?.price.lookup_key);
      amount = subscription.trial_end ? catalogue.trial.credits : plan ? catalogue.plans[plan].credits : 0;
      reason = subscription.trial_end ? 'trial' : `plan:${plan}`;
    } else if (invoice.billing_reason === 'subscription_cycle') {
      const plan = planOfPrice(subscription.items.data[0]?.price.lookup_key);
      amount = plan ? catalogue.plans[plan].credits : 0;
      reason = `plan:${plan}`;
    } else {
      return { granted: false, userCreated: false };
    }
    const language = subscription.metadata.language === 'de' ? 'de' : 'en';
    const owner = await userForCustomer(customerId, { create: true, language });
    if (!owner) return { granted: false, userCreated: false };
    if (owner.created && invoice.billing_reason === 'subscription_create') {
      await app.store.paymentEvents.recordFirstDelivery(accountCreatedMark(subscription.id), 'account.created_by_payment');
    }
    if (amount > 0) {
      await app.store.credits.grant(owner.user._id, { sourceKey: `invoice:${invoice.id}`, amount, reason, eventId, cap: catalogue.creditCap });
    }
    await storeSubscription(subscription, owner.user);
    return { granted: amount > 0, userCreated: owner.created };
  }

  /** Brand and last four digits of a card payment method; null for anything that is not a card. */
  function cardSummary(paymentMethod: Stripe.PaymentMethod): CardSummary | null {
    return paymentMethod.card ? { brand: paymentMethod.card.brand, last4: paymentMethod.card.last4 } : null;
  }

  /**
   * The card Stripe charges for a subscription: its own default payment method, else the
   * customer's invoice default (what Stripe falls back to), else none.
   */
  async function cardOfSubscription(subscription: Stripe.Subscription): Promise<CardSummary | null> {
    let method: string | Stripe.PaymentMethod | null = subscription.default_payment_method;
    if (!method) {
      const customer = typeof subscription.customer === 'string' ? await stripe.customers.retrieve(subscription.customer) : subscription.customer;
      method = customer.deleted ? null : customer.invoice_settings.default_payment_method;
    }
    if (!method) return null;
    return cardSummary(typeof method === 'string' ? await stripe.paymentMethods.retrieve(method) : method);
  }

  /** Writes Stripe's subscription into the store (periods from the subscription item, the card it charges). */
  async function storeSubscription(subscription: Stripe.Subscription, user: UserDocument) {
    const item = subscription.items.data[0];
    if (!item) return;
    const plan = planOfPrice(item.price.lookup_key) ?? (subscription.metadata.plan_type === 'monthly' ? 'monthly' : 'weekly');
    let paymentMethod: CardSummary | null | undefined;
    try {
      paymentMethod = await cardOfSubscription(subscription);
    } catch (error) {
      // The card is shown, not needed to apply a payment: the stored one stays (no card data logged).
      app.log.warn({ err: error, subscriptionId: subscription.id }, 'card of the subscription not read; the stored one is kept');
    }
    await app.store.subscriptions.upsert({
      _id: subscription.id,
      userId: user._id,
      status: subscription.status,
      planType: subscription.status === 'trialing' ? 'trial' : plan,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      currentPeriodStart: new Date(item.current_period_start * 1000),
      currentPeriodEnd: new Date(item.current_period_end * 1000),
      // Left out (not written) when unread, so the previous value stays.
      ...(paymentMethod === undefined ? {} : { paymentMethod }),
      updatedAt: new Date(),
    });
  }

  /**
   * The account's subscription whose card can be changed, with its Stripe customer: the latest
   * one that Stripe knows and that has not ended.
   */
  async function updatableSubscription(userId: UserDocument['_id']): Promise<{ subscription: Stripe.Subscription; customerId: string; user: UserDocument }> {
    const none = () => new DomainError({ code: 'NO_SUBSCRIPTION', statusCode: 404, message: 'There is no subscription to update a card for.' });
    const record = await app.store.subscriptions.findLatestForUser(userId);
    const user = await app.store.users.findById(userId);
    if (!record || !user) throw none();
    let subscription: Stripe.Subscription;
    try {
      subscription = await stripe.subscriptions.retrieve(record._id);
    } catch (error) {
      // A record only the store has (no Stripe customer behind it): nothing to charge.
      if (isMissingResource(error)) throw none();
      throw error;
    }
    const customerId = idOf(subscription.customer);
    if (!customerId || ['canceled', 'incomplete_expired'].includes(subscription.status)) throw none();
    return { subscription, customerId, user };
  }

  /** DECISIONS §7: a SetupIntent for the account's customer, confirmed by Stripe.js with the new card. */
  async function startPaymentMethodUpdate(userId: UserDocument['_id']): Promise<{ clientSecret: string }> {
    const { subscription, customerId } = await updatableSubscription(userId);
    const intent = await stripe.setupIntents.create({
      customer: customerId,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      metadata: { product: 'mailscout', kind: 'payment_method_update', subscription: subscription.id },
    });
    if (!intent.client_secret) throw new DomainError({ code: 'PAYMENT_FAILED', statusCode: 502, message: SETUP_INTENT_FAILED });
    return { clientSecret: intent.client_secret };
  }

  /**
   * DECISIONS §7: the confirmed SetupIntent's card becomes what the subscription (and the
   * customer's invoices) charge from the next renewal on; the store shows it at once.
   */
  async function finishPaymentMethodUpdate(userId: UserDocument['_id'], setupIntentId: string): Promise<{ paymentMethod: CardSummary }> {
    const { subscription, customerId, user } = await updatableSubscription(userId);
    // Another customer's intent is answered exactly like one that does not exist.
    const notFound = () => new DomainError({ code: 'NOT_FOUND', statusCode: 404, message: 'This card setup was not found.' });
    let intent: Stripe.SetupIntent;
    try {
      intent = await stripe.setupIntents.retrieve(setupIntentId);
    } catch (error) {
      if (isMissingResource(error)) throw notFound();
      throw error;
    }
    if (idOf(intent.customer) !== customerId) throw notFound();
    const paymentMethodId = idOf(intent.payment_method);
    if (intent.status !== 'succeeded' || !paymentMethodId) {
      throw new DomainError({ code: 'SETUP_NOT_COMPLETED', statusCode: 409, message: 'The new card has not been confirmed yet.' });
    }
    const paymentMethod = await stripe.paymentMethods.retrieve(paymentMethodId);
    const card = cardSummary(paymentMethod);
    if (!card) throw new DomainError({ code: 'NOT_A_CARD', statusCode: 400, message: 'Only a card can be saved for the subscription.' });
    const updated = await stripe.subscriptions.update(subscription.id, { default_payment_method: paymentMethod.id });
    await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethod.id } });
    await storeSubscription({ ...updated, default_payment_method: paymentMethod }, user);
    return { paymentMethod: card };
  }

  /** Re-fetches a subscription and records it for its account (if the account exists yet). */
  async function syncSubscription(subscriptionId: string): Promise<Stripe.Subscription | null> {
    let subscription: Stripe.Subscription;
    try {
      subscription = await stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if (isMissingResource(error)) return null;
      throw error;
    }
    if (subscription.metadata.product !== 'mailscout') return subscription;
    const owner = await userForCustomer(idOf(subscription.customer)!, { create: false });
    if (owner) await storeSubscription(subscription, owner.user);
    return subscription;
  }

  /**
   * The buyer's page after the first payment: applies the paid first invoice at once (the same
   * idempotent grant as the webhook) and, once, signs the buyer in if this payment created
   * the account (DECISIONS §4); an address that had an account is told to sign in.
   */
  async function syncFirstPayment(subscriptionId: string, reply: FastifyReply, userAgent: string | undefined): Promise<FirstPaymentOutcome> {
    let subscription: Stripe.Subscription;
    try {
      subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
    } catch (error) {
      if (isMissingResource(error)) throw new DomainError({ code: 'NOT_FOUND', statusCode: 404, message: 'Subscription not found' });
      throw error;
    }
    if (subscription.metadata.product !== 'mailscout') throw new DomainError({ code: 'NOT_FOUND', statusCode: 404, message: 'Subscription not found' });
    const first = (await stripe.invoices.list({ subscription: subscription.id, limit: 100 })).data.find((invoice) => invoice.billing_reason === 'subscription_create');
    if (!first || first.status !== 'paid') {
      const paymentError = first ? await lastPaymentError(first.id) : undefined;
      return { status: subscription.status, paid: false, ...(paymentError ? { paymentError } : {}) };
    }
    await applyInvoice(first.id);
    const owner = await userForCustomer(idOf(subscription.customer)!, { create: false });
    const credits = owner ? ((await app.store.credits.balance(owner.user._id)) ?? 0) : undefined;
    const createdByPayment = await app.store.paymentEvents.collection.findOne({ _id: accountCreatedMark(subscription.id) });
    if (!owner || !createdByPayment) return { status: subscription.status, paid: true, signIn: 'required', credits };
    // Only the first call after the payment gets a session; a repeat does not mint another.
    if (!(await app.store.paymentEvents.recordFirstDelivery(signInMark(subscription.id), 'checkout.sign_in'))) {
      return { status: subscription.status, paid: true, signIn: 'done', credits };
    }
    const token = await app.startSession(reply, owner.user._id, userAgent);
    return { status: subscription.status, paid: true, signIn: 'done', token, credits };
  }

  async function lastPaymentError(invoiceId: string): Promise<string | undefined> {
    const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
    const intentId = payments.data[0]?.payment.payment_intent;
    if (!intentId) return undefined;
    const intent = await stripe.paymentIntents.retrieve(idOf(intentId)!);
    return intent.last_payment_error?.message ?? undefined;
  }

  function purchaseOf(item: PurchaseItem): { lookupKey: string; kind: 'pack' | 'addon'; credits: number } {
    const pack = catalogue.packs.find((p) => p.id === item || p.lookupKey === item);
    if (pack) return { lookupKey: pack.lookupKey, kind: 'pack', credits: pack.credits };
    if (item === 'addon_pdf') return { lookupKey: catalogue.addOns.pdfDownload.lookupKey, kind: 'addon', credits: 0 };
    if (item === 'addon_breach_report') return { lookupKey: catalogue.addOns.breachReport.lookupKey, kind: 'addon', credits: 0 };
    throw new DomainError({ code: 'UNKNOWN_ITEM', statusCode: 400, message: 'This item is not for sale.' });
  }

  /** A credit pack or add-on: a PaymentIntent whose metadata says what it pays for. */
  async function purchase(email: string, item: PurchaseItem) {
    const what = purchaseOf(item);
    const itemPrice = await price(what.lookupKey);
    const customer = await customerFor(email);
    const intent = await stripe.paymentIntents.create({
      amount: itemPrice.unit_amount ?? 0,
      currency: itemPrice.currency,
      customer: customer.id,
      allowed_payment_method_types: ['card'],
      description: `MailScout ${item}`,
      metadata: { product: 'mailscout', kind: what.kind, item, lookup_key: what.lookupKey, price: itemPrice.id },
    } as Stripe.PaymentIntentCreateParams);
    return { clientSecret: intent.client_secret!, paymentIntentId: intent.id, amount: intent.amount, currency: intent.currency };
  }

  /** Re-fetches a PaymentIntent; a succeeded pack or add-on is granted once (`payment_intent:<id>`). */
  async function applyPaymentIntent(paymentIntentId: string, eventId?: string): Promise<{ status: string; userId?: UserDocument['_id'] }> {
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    const kind = intent.metadata.kind;
    if (intent.metadata.product !== 'mailscout' || (kind !== 'pack' && kind !== 'addon')) return { status: intent.status };
    const customerId = idOf(intent.customer);
    if (intent.status !== 'succeeded' || !customerId) return { status: intent.status };
    const what = purchaseOf(intent.metadata.item as PurchaseItem);
    const owner = await userForCustomer(customerId, { create: true });
    if (!owner) return { status: intent.status };
    await app.store.credits.grant(owner.user._id, {
      sourceKey: `payment_intent:${intent.id}`,
      amount: what.credits,
      reason: `${what.kind}:${intent.metadata.item}`,
      eventId,
      cap: catalogue.creditCap,
    });
    return { status: intent.status, userId: owner.user._id };
  }

  /** UK subscription-contract rules: remind before the trial converts (once per trial end). */
  async function sendTrialReminder(subscriptionId: string) {
    const subscription = await syncSubscription(subscriptionId);
    if (!subscription || subscription.metadata.product !== 'mailscout') return;
    if (subscription.status !== 'trialing' || subscription.cancel_at_period_end || !subscription.trial_end) return;
    const customer = await stripe.customers.retrieve(idOf(subscription.customer)!);
    if (customer.deleted || !customer.email) return;
    const mark = trialReminderMark(subscription.id, subscription.trial_end);
    if (!(await app.store.paymentEvents.recordFirstDelivery(mark, 'mail.trial_reminder'))) return;
    const language: Language = subscription.metadata.language === 'de' ? 'de' : 'en';
    const plan = planOfPrice(subscription.items.data[0]?.price.lookup_key) ?? 'weekly';
    try {
      await app.mailer.send(
        customer.email,
        {
          kind: 'trial-reminder',
          trialEnd: formatLongDate(new Date(subscription.trial_end * 1000), language),
          price: formatMoney(catalogue.plans[plan].price[currency], currency, language),
          interval: catalogue.plans[plan].interval,
        },
        language,
      );
    } catch (error) {
      // Not sent: forget the mark so Stripe's retry of the event sends it.
      await app.store.paymentEvents.collection.deleteOne({ _id: mark });
      throw error;
    }
  }

  /** The reminder before a paid renewal, if the account wants it (Settings). */
  const sendRenewalReminder = renewalReminder(app, { syncSubscription, userForCustomer });

  /** Stripe's time for a customer: its test clock's when it has one. */
  async function nowFor(customerId: string): Promise<number> {
    const customer = await stripe.customers.retrieve(customerId);
    const clock = !customer.deleted ? idOf(customer.test_clock) : null;
    if (clock) return (await stripe.testHelpers.testClocks.retrieve(clock)).frozen_time;
    return Math.floor(Date.now() / 1000);
  }

  /**
   * Spec §5: the trial fee is refunded only within 7 days and if no credit was used. The
   * subscription ends at once (it must not convert) and the trial credits are taken back.
   */
  async function refundTrial(userId: UserDocument['_id']) {
    const refusal = (message: string) => new DomainError({ code: 'REFUND_NOT_ALLOWED', statusCode: 409, message });
    const user = await app.store.users.findById(userId);
    const subscriptions = await app.store.subscriptions.listForUser(userId);
    // Read raw: entries written without an event id hold null there.
    const ledger = await app.store.credits.collection.find({ userId }).toArray();
    if (ledger.some((entry) => entry.applied < 0 && !entry._id.startsWith('refund:'))) throw refusal('The trial fee can only be refunded if no credits were used.');
    for (const record of subscriptions.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())) {
      const invoices = await stripe.invoices.list({ subscription: record._id, limit: 100 });
      const first = invoices.data.find((invoice) => invoice.billing_reason === 'subscription_create' && invoice.status === 'paid');
      if (!first || !user?.stripeCustomerId) continue;
      if (ledger.some((entry) => entry._id === `refund:${first.id}`)) throw refusal('This trial fee has already been refunded.');
      const paidAt = first.status_transitions.paid_at ?? first.created;
      if ((await nowFor(user.stripeCustomerId)) - paidAt > REFUND_WINDOW_SECONDS) throw refusal('The trial fee can only be refunded within 7 days.');
      const payments = await stripe.invoicePayments.list({ invoice: first.id, limit: 1 });
      const intentId = idOf(payments.data[0]?.payment.payment_intent);
      if (!intentId) throw refusal('This trial fee cannot be refunded.');
      const refund = await stripe.refunds.create({ payment_intent: intentId, reason: 'requested_by_customer', metadata: { product: 'mailscout', kind: 'trial_refund' } }, { idempotencyKey: `refund-trial:${first.id}` });
      await stripe.subscriptions.cancel(record._id).catch((error: unknown) => {
        if (!isMissingResource(error)) throw error;
      });
      const granted = ledger.find((entry) => entry._id === `invoice:${first.id}`);
      const balance = (await app.store.credits.balance(userId)) ?? 0;
      const takeBack = Math.min(granted?.applied ?? 0, balance);
      await app.store.credits.spend(userId, { sourceKey: `refund:${first.id}`, amount: takeBack, reason: 'trial_refund' });
      await syncSubscription(record._id);
      return { refundId: refund.id, amount: refund.amount, currency: refund.currency };
    }
    throw refusal('There is no trial fee to refund on this account.');
  }

  return {
    setupPayment,
    createTrialSubscription,
    syncFirstPayment,
    applyInvoice,
    applyPaymentIntent,
    syncSubscription,
    sendTrialReminder,
    sendRenewalReminder,
    purchase,
    refundTrial,
    userForCustomer,
    startPaymentMethodUpdate,
    finishPaymentMethodUpdate,
  };
}
export type BillingService = ReturnType<typeof billingService>;
