import type Stripe from 'stripe';
import type { Route } from '../wire/router';
import type { Emulator } from '../emulator';
import type { Customer, Invoice, PaymentIntent, PaymentMethod, Price, Product, Subscription, SubscriptionItem, SubscriptionStatus } from '../state/models';
import { newId } from '../wire/ids';
import { embeddedList, paginate } from '../wire/list';
import { cardError, invalidParameter, invalidRequest, resourceMissing } from '../wire/errors';
import { inRange, requestAs } from '../wire/params';
import { createMetadata, mergeMetadata, mustGet } from '../resources/common';
import { previousAttributes } from '../state/previous-attributes';
import { customerDeletionHooks } from '../resources/customers';
import { paymentIntentListeners } from '../payments/hooks';
import { collectInvoice, createInvoice, describeLine, finalizeInvoice, invoiceFailedListeners, invoicePaidListeners, invoicePaymentIntent, markInvoicePaid, recordFailedAttempt, type LineInput } from './invoices';
import { addIntervals, DAY, HOUR, type Interval } from './periods';
import { cancelPaymentIntent } from '../resources/payment-intents';
import { stopAutomaticCollection } from './stop-collection';

const ITEM_INPUT = { price: 'string', quantity: 'int', metadata: 'metadata', price_data: 'any', tax_rates: 'any', discounts: 'any', billing_thresholds: 'any' };
const PAYMENT_SETTINGS = { save_default_payment_method: 'enum:off,on_subscription', payment_method_types: ['string'], payment_method_options: 'any' };
const CANCELLATION_DETAILS = { comment: 'string', feedback: 'enum:customer_service,low_quality,missing_features,other,switched_service,too_complex,too_expensive,unused' };

/** An incomplete subscription whose first invoice stays unpaid expires after 23 hours. */
const INCOMPLETE_WINDOW = 23 * HOUR;

function productName(emulator: Emulator, price: Price): string {
  return emulator.store.get<Product>(price.product, 'product')?.name ?? price.product;
}

/**
 * The legacy `plan` Stripe still embeds in a subscription item: the SDK's Plan, with its product
 * as an id and its decimal amount in string form (as on the wire), built from a recurring price.
 */
type PlanSnapshot = Omit<Stripe.Plan, 'amount_decimal' | 'product' | 'tiers' | 'interval' | 'interval_count'> & {
  amount_decimal: string;
  product: string;
  /** Undefined only for a one-time price, which recurringPrice() keeps off subscriptions. */
  interval: Stripe.Plan.Interval | undefined;
  interval_count: number | undefined;
};

function planOf(price: Price): PlanSnapshot {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: String(price.unit_amount ?? 0),
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval,
    interval_count: price.recurring?.interval_count,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: price.recurring?.trial_period_days ?? null,
    usage_type: 'licensed',
  };
}

function recurringPrice(emulator: Emulator, id: string, param: string): Price {
  const price = mustGet<Price>(emulator, id, 'price', param);
  if (!price.recurring) throw invalidRequest(`The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`, { param });
  if (!price.active) throw invalidRequest(`The price specified is inactive. This field only accepts active prices.`, { param });
  return price;
}

function buildItem(emulator: Emulator, subscriptionId: string, price: Price, quantity: number, metadata: unknown, period: { start: number; end: number }, now: number): SubscriptionItem {
  return {
    id: newId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: now,
    current_period_end: period.end,
    current_period_start: period.start,
    // No trial offer applies to an item (trials here are the subscription's `trial_end`).
    current_trial: null,
    discounts: [],
    metadata: createMetadata(metadata),
    plan: planOf(price),
    price: structuredClone(price),
    quantity,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

function interval(subscription: Subscription): { unit: Interval; count: number } {
  const recurring = subscription.items.data[0]?.price.recurring;
  return { unit: recurring?.interval ?? 'month', count: recurring?.interval_count ?? 1 };
}

/** Period n of a subscription runs from anchor + n intervals to anchor + (n+1) intervals. */
export function periodBounds(subscription: Subscription, index: number): { start: number; end: number } {
  const { unit, count } = interval(subscription);
  return { start: addIntervals(subscription.billing_cycle_anchor, unit, index * count), end: addIntervals(subscription.billing_cycle_anchor, unit, (index + 1) * count) };
}

export function currentPeriodEnd(subscription: Subscription): number {
  return subscription.items.data[0]?.current_period_end ?? subscription.billing_cycle_anchor;
}

function setStatus(emulator: Emulator, subscription: Subscription, status: SubscriptionStatus): void {
  subscription.status = status;
  const customer = emulator.store.get<Customer>(subscription.customer, 'customer');
  if (customer) customer.delinquent = status === 'past_due' || status === 'unpaid';
}

export function endSubscription(emulator: Emulator, subscription: Subscription, reason: 'cancellation_requested' | 'payment_failed' | 'payment_disputed', status: 'canceled' | 'incomplete_expired' = 'canceled'): void {
  const now = emulator.now(subscription.customer);
  const before = structuredClone(subscription);
  setStatus(emulator, subscription, status);
  subscription.canceled_at = subscription.canceled_at ?? now;
  subscription.ended_at = now;
  subscription.cancellation_details = { ...subscription.cancellation_details, reason };
  if (status === 'canceled') emulator.emit('customer.subscription.deleted', subscription);
  else emulator.emit('customer.subscription.updated', subscription, previousAttributes(before, subscription));
  if (status === 'canceled') stopAutomaticCollection(emulator, subscription.customer);
}

/**
 * Creates the first invoice and runs `payment_behavior`: `default_incomplete` leaves the
 * PaymentIntent for the client to confirm; `allow_incomplete` (Stripe's default) and
 * `error_if_incomplete` charge the default payment method at once.
 */
function createSubscription(emulator: Emulator, params: Stripe.SubscriptionCreateParams): Subscription {
  // `customer` and `items` are required by the route's spec (the SDK's type makes them optional for `customer_account`).
  const customer = mustGet<Customer>(emulator, params.customer as string, 'customer', 'customer');
  const now = emulator.now(customer.id);
  const itemInputs = params.items ?? [];
  if (itemInputs.length === 0) throw invalidRequest('Missing required param: items.', { code: 'parameter_missing', param: 'items' });
  const prices = itemInputs.map((item, index) => {
    if (!item.price) throw invalidRequest(`Missing required param: items[${index}][price].`, { code: 'parameter_missing', param: `items[${index}][price]` });
    return recurringPrice(emulator, item.price, `items[${index}][price]`);
  });
  const currency = (prices[0] as Price).currency;
  for (const [index, price] of prices.entries()) {
    if (price.currency !== currency) throw invalidRequest('All prices on a subscription must have the same currency.', { param: `items[${index}][price]` });
    if (price.recurring?.interval !== prices[0]?.recurring?.interval || price.recurring?.interval_count !== prices[0]?.recurring?.interval_count) {
      throw invalidRequest('All prices on a subscription must have the same recurring interval.', { param: `items[${index}][price]` });
    }
  }
  let defaultPaymentMethod: string | null = null;
  if (params.default_payment_method) {
    const pm = mustGet<PaymentMethod>(emulator, params.default_payment_method, 'payment_method', 'default_payment_method');
    if (pm.customer !== customer.id) throw invalidRequest(`The customer does not have a payment method with the ID ${pm.id}. The payment method must be attached to the customer.`, { param: 'default_payment_method' });
    defaultPaymentMethod = pm.id;
  }

  let trialEnd: number | null = null;
  if (params.trial_end !== undefined && params.trial_end !== null) {
    trialEnd = params.trial_end === 'now' ? null : params.trial_end;
    if (trialEnd !== null && trialEnd <= now) throw invalidParameter('trial_end', 'Invalid timestamp: must be an integer Unix timestamp in the future.', 'parameter_invalid_integer');
  } else if (params.trial_period_days !== undefined && params.trial_period_days !== null) {
    const days = params.trial_period_days;
    if (days < 0 || days > 730) throw invalidParameter('trial_period_days', 'trial_period_days must be between 0 and 730.', 'parameter_invalid_integer');
    trialEnd = days > 0 ? now + days * DAY : null;
  } else if (params.trial_from_plan === true && prices[0]?.recurring?.trial_period_days) {
    trialEnd = now + prices[0].recurring.trial_period_days * DAY;
  }

  const id = newId('sub');
  const anchor = trialEnd ?? now;
  const subscription: Subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: anchor,
    billing_cycle_anchor_config: null,
    // The SDK types `updated_at` as a timestamp (never null): the mode was set when the subscription was made.
    billing_mode: { flexible: null, type: 'classic', updated_at: now },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency,
    customer: customer.id,
    customer_account: null,
    days_until_due: null,
    default_payment_method: defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: params.description ?? null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
    items: embeddedList([], `/v1/subscription_items?subscription=${id}`),
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: createMetadata(params.metadata),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: params.payment_settings?.payment_method_types || null,
      save_default_payment_method: params.payment_settings?.save_default_payment_method ?? 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'incomplete',
    test_clock: customer.test_clock,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: trialEnd ? now : null,
  };
  const firstPeriod = trialEnd ? { start: now, end: trialEnd } : null;
  const items = itemInputs.map((item, index) => {
    const price = prices[index] as Price;
    const period = firstPeriod ?? { start: now, end: addIntervals(now, price.recurring?.interval ?? 'month', price.recurring?.interval_count ?? 1) };
    return buildItem(emulator, id, price, item.quantity ?? 1, item.metadata, period, now);
  });
  subscription.items = embeddedList(items, `/v1/subscription_items?subscription=${id}`);
  if (params.cancel_at_period_end === true) {
    subscription.cancel_at_period_end = true;
    subscription.cancel_at = currentPeriodEnd(subscription);
    subscription.canceled_at = now;
  }
  const hidden = emulator.hidden.of(id);
  hidden.periodIndex = trialEnd ? -1 : 0;
  hidden.saveDefaultPaymentMethod = subscription.payment_settings.save_default_payment_method === 'on_subscription';

  const lines: LineInput[] = items.map((item) => ({
    price: item.price,
    quantity: item.quantity,
    period: { start: item.current_period_start, end: item.current_period_end },
    amount: trialEnd ? 0 : (item.price.unit_amount ?? 0) * item.quantity,
    subscriptionItem: item.id,
    description: describeLine(item.price, productName(emulator, item.price), item.quantity, trialEnd !== null),
  }));
  for (const [index, extra] of (params.add_invoice_items ?? []).entries()) {
    if (!extra.price) throw invalidRequest(`Missing required param: add_invoice_items[${index}][price].`, { code: 'parameter_missing', param: `add_invoice_items[${index}][price]` });
    const price = mustGet<Price>(emulator, extra.price, 'price', `add_invoice_items[${index}][price]`);
    if (price.recurring) throw invalidRequest('The price specified is set to `type=recurring` but this field only accepts prices with `type=one_time`.', { param: `add_invoice_items[${index}][price]` });
    if (price.currency !== currency) throw invalidRequest('All prices on a subscription must have the same currency.', { param: `add_invoice_items[${index}][price]` });
    const quantity = extra.quantity ?? 1;
    lines.push({ price, quantity, period: { start: now, end: now }, amount: (price.unit_amount ?? 0) * quantity, description: `${productName(emulator, price)}${quantity > 1 ? ` × ${quantity}` : ''}` });
  }

  const amountDue = lines.reduce((sum, line) => sum + line.amount, 0);
  setStatus(emulator, subscription, amountDue > 0 ? 'incomplete' : trialEnd ? 'trialing' : 'active');
  emulator.store.insert(subscription);
  emulator.emit('customer.subscription.created', subscription);

  const invoice = createInvoice(emulator, { customer, subscription, billingReason: 'subscription_create', lines, currency, autoAdvance: false });
  subscription.latest_invoice = invoice.id;
  finalizeInvoice(emulator, invoice);
  if (subscription.status === 'incomplete') {
    hidden.incompleteExpiresAt = now + INCOMPLETE_WINDOW;
    const behavior = params.payment_behavior ?? 'allow_incomplete';
    const pi = invoicePaymentIntent(emulator, invoice);
    const pmId = defaultPaymentMethod ?? customer.invoice_settings.default_payment_method;
    if (behavior !== 'default_incomplete' && pmId && pi) {
      collectInvoice(emulator, invoice, { offSession: params.off_session === true, paymentMethod: pmId });
    }
    if (behavior === 'error_if_incomplete' && subscription.status === 'incomplete') {
      const error = pi?.last_payment_error;
      voidInvoice(emulator, invoice);
      endSubscription(emulator, subscription, 'payment_failed', 'incomplete_expired');
      throw cardError({
        code: error?.code ?? 'subscription_payment_intent_requires_action',
        decline_code: error?.decline_code,
        message: error?.message ?? 'Payment for this subscription requires additional user action before it can be completed successfully.',
      });
    }
  }
  checkTrialWillEnd(emulator, subscription);
  return subscription;
}

function cancelQuietly(emulator: Emulator, pi: PaymentIntent): void {
  try {
    cancelPaymentIntent(emulator, pi, 'abandoned');
  } catch {
    // Already final: nothing to cancel.
  }
}

export function voidInvoice(emulator: Emulator, invoice: Invoice): void {
  if (invoice.status !== 'open' && invoice.status !== 'uncollectible') {
    throw invalidRequest(`You can only pass in open or uncollectible invoices. This invoice is ${invoice.status}.`, { code: 'invoice_not_editable' });
  }
  invoice.status = 'void';
  invoice.status_transitions.voided_at = emulator.now(invoice.customer);
  invoice.next_payment_attempt = null;
  invoice.auto_advance = false;
  const pi = invoicePaymentIntent(emulator, invoice);
  if (pi && pi.status !== 'succeeded' && pi.status !== 'canceled') cancelQuietly(emulator, pi);
  emulator.emit('invoice.voided', invoice);
}

/** `customer.subscription.trial_will_end` fires 3 days before the trial ends (at once for shorter trials). */
export function checkTrialWillEnd(emulator: Emulator, subscription: Subscription): void {
  const hidden = emulator.hidden.of(subscription.id);
  if (subscription.status !== 'trialing' || !subscription.trial_end || hidden.trialWillEndSent) return;
  if (emulator.now(subscription.customer) >= subscription.trial_end - 3 * DAY) {
    hidden.trialWillEndSent = true;
    emulator.emit('customer.subscription.trial_will_end', subscription);
  }
}

/** What a renewal charges for the period that starts: each item at its price. */
export function renewalLines(emulator: Emulator, subscription: Subscription, period: { start: number; end: number }): LineInput[] {
  return subscription.items.data.map((item) => ({
    price: item.price,
    quantity: item.quantity,
    period,
    amount: (item.price.unit_amount ?? 0) * item.quantity,
    subscriptionItem: item.id,
    description: describeLine(item.price, productName(emulator, item.price), item.quantity, false),
  }));
}

/** Moves a subscription into its next period: the renewal Stripe does at each period end. */
export function renewSubscription(emulator: Emulator, subscription: Subscription): void {
  const before = structuredClone(subscription);
  const hidden = emulator.hidden.of(subscription.id);
  const index = (hidden.periodIndex ?? 0) + 1;
  hidden.periodIndex = index;
  const period = periodBounds(subscription, index);
  const ended = { start: before.items.data[0]?.current_period_start ?? period.start, end: before.items.data[0]?.current_period_end ?? period.start };
  for (const item of subscription.items.data) {
    item.current_period_start = period.start;
    item.current_period_end = period.end;
  }
  if (subscription.status === 'trialing') setStatus(emulator, subscription, 'active');
  const customer = mustGet<Customer>(emulator, subscription.customer, 'customer');
  const invoice = createInvoice(emulator, {
    customer,
    subscription,
    billingReason: 'subscription_cycle',
    currency: subscription.currency,
    // Stripe stops finalizing new invoices of an unpaid subscription.
    autoAdvance: subscription.status !== 'unpaid',
    usagePeriod: ended,
    lines: renewalLines(emulator, subscription, period),
  });
  subscription.latest_invoice = invoice.id;
  emulator.emit('customer.subscription.updated', subscription, previousAttributes(before, subscription));
}

paymentIntentListeners.push((emulator, pi, outcome) => {
  const invoiceId = emulator.hidden.of(pi.id).invoiceId;
  if (!invoiceId) return;
  const invoice = emulator.store.get<Invoice>(invoiceId, 'invoice');
  if (!invoice || invoice.status !== 'open') return;
  if (outcome === 'succeeded') {
    invoice.attempt_count += 1;
    markInvoicePaid(emulator, invoice, pi.amount);
  } else if (outcome === 'failed') {
    recordFailedAttempt(emulator, invoice, pi, 'failed');
  } else if (outcome === 'requires_action' && emulator.hidden.of(pi.id).offSession) {
    recordFailedAttempt(emulator, invoice, pi, 'requires_action');
  }
});

invoicePaidListeners.push((emulator, invoice) => {
  const subscriptionId = invoice.parent?.subscription_details.subscription;
  const subscription = subscriptionId ? emulator.store.get<Subscription>(subscriptionId, 'subscription') : undefined;
  if (!subscription) return;
  const before = structuredClone(subscription);
  const now = emulator.now(subscription.customer);
  if (subscription.status === 'incomplete') {
    setStatus(emulator, subscription, subscription.trial_end && subscription.trial_end > now ? 'trialing' : 'active');
    emulator.hidden.of(subscription.id).incompleteExpiresAt = undefined;
  } else if (subscription.status === 'past_due' || subscription.status === 'unpaid') {
    const stillOpen = emulator.store.all<Invoice>('invoice').some((other) => other.id !== invoice.id && other.status === 'open' && other.parent?.subscription_details.subscription === subscription.id && other.attempt_count > 0);
    if (!stillOpen) setStatus(emulator, subscription, 'active');
  }
  const pi = invoicePaymentIntent(emulator, invoice);
  if (emulator.hidden.of(subscription.id).saveDefaultPaymentMethod && pi?.payment_method) subscription.default_payment_method = pi.payment_method;
  const previous = previousAttributes(before, subscription);
  if (previous) emulator.emit('customer.subscription.updated', subscription, previous);
});

invoiceFailedListeners.push((emulator, invoice, exhausted) => {
  const subscriptionId = invoice.parent?.subscription_details.subscription;
  const subscription = subscriptionId ? emulator.store.get<Subscription>(subscriptionId, 'subscription') : undefined;
  if (!subscription || invoice.billing_reason === 'subscription_create') return;
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
  const before = structuredClone(subscription);
  if (exhausted) {
    if (emulator.billing.onRetriesExhausted === 'cancel') {
      endSubscription(emulator, subscription, 'payment_failed');
      return;
    }
    // 'past_due' leaves the subscription as it is (Stripe's "leave the subscription past-due").
    if (emulator.billing.onRetriesExhausted === 'unpaid') setStatus(emulator, subscription, 'unpaid');
  } else if (subscription.status === 'active' || subscription.status === 'trialing') {
    setStatus(emulator, subscription, 'past_due');
  }
  const previous = previousAttributes(before, subscription);
  if (previous) emulator.emit('customer.subscription.updated', subscription, previous);
});

customerDeletionHooks.push((emulator, customerId) => {
  for (const subscription of emulator.store.all<Subscription>('subscription')) {
    if (subscription.customer === customerId && !['canceled', 'incomplete_expired'].includes(subscription.status)) endSubscription(emulator, subscription, 'cancellation_requested');
  }
});

function updateSubscription(emulator: Emulator, subscription: Subscription, params: Stripe.SubscriptionUpdateParams): Subscription {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    throw invalidRequest(`A canceled subscription can only update its cancellation_details and metadata.`, { code: 'resource_missing' });
  }
  const before = structuredClone(subscription);
  const now = emulator.now(subscription.customer);
  if (params.cancel_at_period_end !== undefined) {
    subscription.cancel_at_period_end = params.cancel_at_period_end;
    subscription.cancel_at = subscription.cancel_at_period_end ? currentPeriodEnd(subscription) : null;
    subscription.canceled_at = subscription.cancel_at_period_end ? now : null;
  }
  if (params.cancel_at !== undefined) {
    if (params.cancel_at === null || params.cancel_at === '') {
      subscription.cancel_at = null;
      subscription.canceled_at = null;
      subscription.cancel_at_period_end = false;
    } else {
      // The route's spec parses a timestamp; anything but the current period end is refused below.
      const at = params.cancel_at as number;
      if (at !== currentPeriodEnd(subscription)) throw invalidRequest('The Stripe emulator only supports cancel_at at the current period end; use cancel_at_period_end.', { param: 'cancel_at' });
      subscription.cancel_at = at;
      subscription.cancel_at_period_end = true;
      subscription.canceled_at = now;
    }
  }
  if (params.cancellation_details) subscription.cancellation_details = { ...subscription.cancellation_details, ...(params.cancellation_details as object) };
  if (params.default_payment_method !== undefined) {
    if (params.default_payment_method) {
      const pm = mustGet<PaymentMethod>(emulator, params.default_payment_method, 'payment_method', 'default_payment_method');
      if (pm.customer !== subscription.customer) throw invalidRequest(`The customer does not have a payment method with the ID ${pm.id}. The payment method must be attached to the customer.`, { param: 'default_payment_method' });
      subscription.default_payment_method = pm.id;
    } else subscription.default_payment_method = null;
  }
  if (params.description !== undefined) subscription.description = params.description;
  if (params.payment_settings) {
    const settings = params.payment_settings;
    if (settings.save_default_payment_method) {
      subscription.payment_settings.save_default_payment_method = settings.save_default_payment_method;
      emulator.hidden.of(subscription.id).saveDefaultPaymentMethod = settings.save_default_payment_method === 'on_subscription';
    }
  }
  if (params.items) {
    for (const [index, input] of params.items.entries()) {
      const existing = input.id ? subscription.items.data.find((item) => item.id === input.id) : undefined;
      if (input.id && !existing) throw resourceMissing('subscription_item', input.id, `items[${index}][id]`);
      if (existing && input.deleted === true) {
        if (subscription.items.data.length === 1) throw invalidRequest('A subscription must have at least one active plan.', { param: `items[${index}][deleted]` });
        subscription.items.data = subscription.items.data.filter((item) => item.id !== existing.id);
        continue;
      }
      if (existing) {
        if (input.price) {
          const price = recurringPrice(emulator, input.price, `items[${index}][price]`);
          existing.price = structuredClone(price);
          existing.plan = planOf(price);
        }
        if (input.quantity !== undefined) existing.quantity = input.quantity;
        existing.metadata = mergeMetadata(existing.metadata, input.metadata);
      } else {
        if (!input.price) throw invalidRequest(`Missing required param: items[${index}][price].`, { code: 'parameter_missing', param: `items[${index}][price]` });
        const price = recurringPrice(emulator, input.price, `items[${index}][price]`);
        const first = subscription.items.data[0];
        subscription.items.data.push(buildItem(emulator, subscription.id, price, input.quantity ?? 1, input.metadata, { start: first?.current_period_start ?? now, end: first?.current_period_end ?? now }, now));
      }
    }
    subscription.items.total_count = subscription.items.data.length;
  }
  if (params.trial_end !== undefined && params.trial_end !== null) {
    if (subscription.status !== 'trialing') throw invalidRequest('The Stripe emulator only supports changing trial_end while trialing.', { param: 'trial_end' });
    const end = params.trial_end === 'now' ? now : params.trial_end;
    if (end < now) throw invalidParameter('trial_end', 'Invalid timestamp: must be an integer Unix timestamp in the future.', 'parameter_invalid_integer');
    subscription.trial_end = end;
    subscription.billing_cycle_anchor = end;
    emulator.hidden.of(subscription.id).trialWillEndSent = end - 3 * DAY <= now ? emulator.hidden.of(subscription.id).trialWillEndSent : false;
    for (const item of subscription.items.data) item.current_period_end = end;
  }
  subscription.metadata = mergeMetadata(subscription.metadata, params.metadata);
  const previous = previousAttributes(before, subscription);
  if (previous) emulator.emit('customer.subscription.updated', subscription, previous);
  checkTrialWillEnd(emulator, subscription);
  return subscription;
}

export const subscriptionRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/subscriptions',
    params: {
      spec: {
        'customer!': 'string', 'items!': [ITEM_INPUT], trial_period_days: 'int', trial_end: 'timestamp', trial_from_plan: 'bool', add_invoice_items: [{ price: 'string', quantity: 'int', price_data: 'any', metadata: 'metadata', discounts: 'any', tax_rates: 'any', period: 'any' }],
        payment_behavior: 'enum:allow_incomplete,default_incomplete,error_if_incomplete', payment_settings: PAYMENT_SETTINGS, default_payment_method: 'string', metadata: 'metadata', description: 'string',
        off_session: 'bool', cancel_at_period_end: 'bool', collection_method: 'enum:charge_automatically', proration_behavior: 'enum:create_prorations,none,always_invoice', currency: 'string',
        trial_settings: 'any', automatic_tax: 'any', default_tax_rates: 'any', discounts: 'any', billing_cycle_anchor: 'any', billing_mode: 'any', backdate_start_date: 'any',
      },
    },
    handler: ({ emulator, params }) => {
      for (const key of ['billing_cycle_anchor', 'backdate_start_date', 'discounts']) {
        if (params[key] !== undefined) throw invalidRequest(`The Stripe emulator does not support \`${key}\` yet.`, { param: key });
      }
      return createSubscription(emulator, requestAs<Stripe.SubscriptionCreateParams>(params));
    },
  },
  { method: 'GET', path: '/v1/subscriptions/:id', params: { spec: {} }, handler: ({ emulator, path }) => mustGet(emulator, path.id as string, 'subscription') },
  {
    method: 'POST',
    path: '/v1/subscriptions/:id',
    params: {
      spec: {
        cancel_at_period_end: 'bool', cancel_at: 'timestamp', cancellation_details: CANCELLATION_DETAILS, items: [{ ...ITEM_INPUT, id: 'string', deleted: 'bool', clear_usage: 'bool' }], metadata: 'metadata',
        default_payment_method: 'string', description: 'string', proration_behavior: 'enum:create_prorations,none,always_invoice', proration_date: 'int', payment_behavior: 'enum:allow_incomplete,default_incomplete,error_if_incomplete,pending_if_incomplete',
        payment_settings: PAYMENT_SETTINGS, trial_end: 'timestamp', off_session: 'bool', trial_settings: 'any', automatic_tax: 'any', default_tax_rates: 'any',
      },
    },
    handler: ({ emulator, params, path }) => {
      if (params.proration_behavior === 'always_invoice') throw invalidRequest('The Stripe emulator does not compute prorations; use proration_behavior=none.', { param: 'proration_behavior' });
      return updateSubscription(emulator, mustGet<Subscription>(emulator, path.id as string, 'subscription'), requestAs<Stripe.SubscriptionUpdateParams>(params));
    },
  },
  {
    method: 'DELETE',
    path: '/v1/subscriptions/:id',
    params: { spec: { cancellation_details: CANCELLATION_DETAILS, invoice_now: 'bool', prorate: 'bool' } },
    handler: ({ emulator, params, path }) => {
      const subscription = mustGet<Subscription>(emulator, path.id as string, 'subscription');
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
        throw invalidRequest(`No such subscription: '${subscription.id}'`, { code: 'resource_missing', param: 'id', status: 404 });
      }
      if (params.cancellation_details) subscription.cancellation_details = { ...subscription.cancellation_details, ...(params.cancellation_details as object) };
      subscription.canceled_at = emulator.now(subscription.customer);
      endSubscription(emulator, subscription, 'cancellation_requested');
      return subscription;
    },
  },
  {
    method: 'GET',
    path: '/v1/subscriptions',
    params: { list: true, spec: { customer: 'string', price: 'string', status: 'enum:active,all,canceled,ended,incomplete,incomplete_expired,past_due,paused,trialing,unpaid', test_clock: 'string', created: 'range', collection_method: 'string', current_period_end: 'any', current_period_start: 'any', automatic_tax: 'any' } },
    handler: ({ emulator, params: wire }) => {
      const params = requestAs<Stripe.SubscriptionListParams>(wire);
      const status = params.status;
      const items = emulator.store
        .all<Subscription>('subscription')
        .filter((sub) => !params.customer || sub.customer === params.customer)
        .filter((sub) => !params.test_clock || sub.test_clock === params.test_clock)
        .filter((sub) => !params.price || sub.items.data.some((item) => item.price.id === params.price))
        // Stripe lists every status except canceled unless asked.
        .filter((sub) => (status === 'all' ? true : status === 'ended' ? ['canceled', 'incomplete_expired'].includes(sub.status) : status ? sub.status === status : sub.status !== 'canceled'))
        .filter((sub) => inRange(sub.created ?? 0, params.created));
      return paginate(items, wire, '/v1/subscriptions');
    },
  },
  {
    method: 'GET',
    path: '/v1/subscription_items',
    params: { list: true, spec: { 'subscription!': 'string' } },
    handler: ({ emulator, params: wire }) => {
      const params = requestAs<Stripe.SubscriptionItemListParams>(wire);
      const subscription = mustGet<Subscription>(emulator, params.subscription, 'subscription', 'subscription');
      return paginate([...subscription.items.data], wire, '/v1/subscription_items');
    },
  },
  {
    method: 'GET',
    path: '/v1/subscription_items/:id',
    params: { spec: {} },
    handler: ({ emulator, path }) => {
      for (const subscription of emulator.store.all<Subscription>('subscription')) {
        const item = subscription.items.data.find((entry) => entry.id === path.id);
        if (item) return item;
      }
      throw resourceMissing('subscription_item', path.id as string);
    },
  },
];
