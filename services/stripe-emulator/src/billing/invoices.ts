import type { Emulator } from '../emulator';
import type { Customer, Invoice, InvoiceLine, InvoicePayment, PaymentIntent, Price, Subscription } from '../state/models';
import { newId, randomToken } from '../wire/ids';
import { embeddedList } from '../wire/list';
import { mustGet } from '../resources/common';
import { attemptPayment, buildPaymentIntent } from '../resources/payment-intents';
import { resolvePaymentMethod } from '../resources/payment-methods';
import { HOUR } from './periods';

export interface LineInput {
  price: Price;
  quantity: number;
  period: { start: number; end: number };
  /** 0 for trial lines. */
  amount: number;
  subscriptionItem?: string;
  description: string;
}

function money(amount: number, currency: string): string {
  const symbol: Record<string, string> = { gbp: '£', eur: '€', usd: '$' };
  return `${symbol[currency] ?? ''}${(amount / 100).toFixed(2)}${symbol[currency] ? '' : ` ${currency.toUpperCase()}`}`;
}

export function describeLine(price: Price, productName: string, quantity: number, trial: boolean): string {
  if (trial) return `Trial period for ${productName}`;
  const per = price.recurring ? ` / ${price.recurring.interval_count > 1 ? `${price.recurring.interval_count} ${price.recurring.interval}s` : price.recurring.interval}` : '';
  return `${quantity} × ${productName} (at ${money(price.unit_amount ?? 0, price.currency)}${per})`;
}

function buildLine(emulator: Emulator, invoiceId: string | null, subscription: Subscription | null, input: LineInput): InvoiceLine {
  const id = newId('il');
  const subscriptionDetails = input.subscriptionItem
    ? { invoice_item: null, proration: false, proration_details: { credited_items: null }, subscription: subscription?.id ?? null, subscription_item: input.subscriptionItem }
    : null;
  const itemDetails = input.subscriptionItem ? null : { invoice_item: newId('ii'), proration: false, proration_details: { credited_items: null }, subscription: subscription?.id ?? null };
  return {
    id,
    object: 'line_item',
    amount: input.amount,
    currency: input.price.currency,
    description: input.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: subscriptionDetails
      ? { type: 'subscription_item_details', invoice_item_details: null, subscription_item_details: subscriptionDetails }
      : { type: 'invoice_item_details', invoice_item_details: itemDetails, subscription_item_details: null },
    period: input.period,
    pretax_credit_amounts: [],
    pricing: { type: 'price_details', price_details: { price: input.price.id, product: input.price.product }, unit_amount_decimal: String(input.price.unit_amount ?? 0) },
    quantity: input.quantity,
    quantity_decimal: String(input.quantity),
    subscription: subscription?.id ?? null,
    subtotal: input.amount,
    taxes: [],
  };
}

export interface InvoiceInput {
  customer: Customer;
  subscription: Subscription | null;
  billingReason: string;
  lines: LineInput[];
  currency: string;
  autoAdvance: boolean;
  usagePeriod?: { start: number; end: number };
}

/**
 * An invoice object as Stripe shapes it, not stored. `id` is null only for the preview of an
 * upcoming invoice, which Stripe sends without an id.
 */
export function buildInvoice(emulator: Emulator, options: InvoiceInput & { id: string | null; created?: number }): Invoice {
  const now = options.created ?? emulator.now(options.customer.id);
  const id = options.id;
  const lines = options.lines.map((line) => buildLine(emulator, id, options.subscription, line));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id: id as string,
    object: 'invoice',
    account_country: 'GB',
    account_name: 'MailScout (Stripe emulator)',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: options.autoAdvance,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: options.autoAdvance ? now + HOUR : null,
    billing_reason: options.billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: options.currency,
    custom_fields: null,
    customer: options.customer.id,
    customer_account: null,
    customer_address: options.customer.address ?? null,
    customer_email: options.customer.email,
    customer_name: options.customer.name,
    customer_phone: options.customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: embeddedList(lines, id ? `/v1/invoices/${id}/lines` : '/v1/invoices/upcoming/lines'),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: options.subscription
      ? { type: 'subscription_details', quote_details: null, subscription_details: { metadata: { ...options.subscription.metadata }, subscription: options.subscription.id } }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    // For a renewal these cover the period that just ended (when pending items accrued).
    period_end: options.usagePeriod?.end ?? now,
    period_start: options.usagePeriod?.start ?? now,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: options.customer.test_clock,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
}

export function createInvoice(emulator: Emulator, options: InvoiceInput): Invoice {
  const invoice = emulator.store.insert(buildInvoice(emulator, { ...options, id: newId('in') }));
  emulator.emit('invoice.created', invoice);
  return invoice;
}

/** The payment method an automatic charge uses: the subscription's, else the customer's default. */
export function chargeablePaymentMethod(emulator: Emulator, invoice: Invoice): string | null {
  if (invoice.default_payment_method) return invoice.default_payment_method;
  const subscriptionId = invoice.parent?.subscription_details.subscription;
  const subscription = subscriptionId ? emulator.store.get<Subscription>(subscriptionId, 'subscription') : undefined;
  if (subscription?.default_payment_method) return subscription.default_payment_method;
  const customer = emulator.store.get<Customer>(invoice.customer, 'customer');
  return customer?.invoice_settings.default_payment_method ?? null;
}

export function markInvoicePaid(emulator: Emulator, invoice: Invoice, amountPaid: number): void {
  const now = emulator.now(invoice.customer);
  invoice.status = 'paid';
  invoice.amount_paid = amountPaid;
  invoice.amount_remaining = 0;
  invoice.attempted = invoice.attempted || amountPaid > 0;
  invoice.next_payment_attempt = null;
  invoice.auto_advance = false;
  invoice.status_transitions.paid_at = now;
  invoice.effective_at = invoice.effective_at ?? now;
  const hidden = emulator.hidden.of(invoice.id);
  if (hidden.invoicePaymentId) {
    const payment = emulator.store.get<InvoicePayment>(hidden.invoicePaymentId, 'invoice_payment');
    if (payment) {
      payment.status = 'paid';
      payment.amount_paid = amountPaid;
      payment.status_transitions.paid_at = now;
      emulator.emit('invoice_payment.paid', payment);
    }
  }
  emulator.emit('invoice.paid', invoice);
  emulator.emit('invoice.payment_succeeded', invoice);
  for (const listener of invoicePaidListeners) listener(emulator, invoice);
}

export const invoicePaidListeners: Array<(emulator: Emulator, invoice: Invoice) => void> = [];

/**
 * Finalizing assigns a number and, for a non-zero amount, creates the PaymentIntent that
 * pays it (exposed as `confirmation_secret` and through invoice payments).
 */
export function finalizeInvoice(emulator: Emulator, invoice: Invoice): void {
  const now = emulator.now(invoice.customer);
  const customer = mustGet<Customer>(emulator, invoice.customer, 'customer');
  const sequence = (customer.next_invoice_sequence as number | undefined) ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  invoice.status = 'open';
  invoice.number = `${String(customer.invoice_prefix)}-${String(sequence).padStart(4, '0')}`;
  invoice.status_transitions.finalized_at = now;
  invoice.effective_at = now;
  invoice.automatically_finalizes_at = null;
  invoice.hosted_invoice_url = `https://invoice.stripe.com/i/emulator/${randomToken(24)}`;
  invoice.invoice_pdf = `https://pay.stripe.com/invoice/emulator/${randomToken(24)}/pdf`;
  if (invoice.amount_due > 0) {
    const subscriptionId = invoice.parent?.subscription_details.subscription;
    const subscription = subscriptionId ? emulator.store.get<Subscription>(subscriptionId, 'subscription') : undefined;
    const saveDefault = subscription ? emulator.hidden.of(subscription.id).saveDefaultPaymentMethod : false;
    const pi = buildPaymentIntent(emulator, {
      amount: invoice.amount_due,
      currency: invoice.currency,
      customer: invoice.customer,
      description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : invoice.billing_reason === 'subscription_cycle' ? 'Subscription update' : `Invoice ${invoice.number}`,
      setupFutureUsage: saveDefault ? 'off_session' : null,
      paymentMethodTypes: ['card'],
    });
    emulator.hidden.of(pi.id).invoiceId = invoice.id;
    emulator.hidden.of(invoice.id).paymentIntentId = pi.id;
    const payment: InvoicePayment = emulator.store.insert({
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: invoice.amount_due,
      created: now,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: pi.id },
      status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    });
    emulator.hidden.of(invoice.id).invoicePaymentId = payment.id;
  }
  emulator.emit('invoice.finalized', invoice);
  if (invoice.amount_due === 0) markInvoicePaid(emulator, invoice, 0);
}

export function invoicePaymentIntent(emulator: Emulator, invoice: Invoice): PaymentIntent | undefined {
  const id = emulator.hidden.of(invoice.id).paymentIntentId;
  return id ? emulator.store.get<PaymentIntent>(id, 'payment_intent') : undefined;
}

/**
 * One automatic collection attempt (Stripe charges off-session). Without a payment method
 * the attempt fails like a decline, as Stripe's does.
 */
export function collectInvoice(emulator: Emulator, invoice: Invoice, options: { offSession: boolean; paymentMethod?: string; raise?: boolean }): void {
  const pi = invoicePaymentIntent(emulator, invoice);
  if (!pi || invoice.status !== 'open') return;
  const pmId = options.paymentMethod ?? chargeablePaymentMethod(emulator, invoice);
  if (!pmId) {
    recordFailedAttempt(emulator, invoice, pi, 'failed');
    return;
  }
  const pm = resolvePaymentMethod(emulator, pmId);
  pi.payment_method = pm.id;
  emulator.hidden.of(pi.id).offSession = options.offSession;
  if (pi.status === 'requires_payment_method' || pi.status === 'requires_action') pi.status = 'requires_confirmation';
  attemptPayment(emulator, pi, { offSession: options.offSession, raise: options.raise ?? false, offSessionNeedsAction: true });
}

/** Stripe's smart retries, spread over the configured schedule after the first failure. */
export function recordFailedAttempt(emulator: Emulator, invoice: Invoice, pi: PaymentIntent | undefined, outcome: 'failed' | 'requires_action'): void {
  const now = emulator.now(invoice.customer);
  invoice.attempt_count += 1;
  invoice.attempted = true;
  const hidden = emulator.hidden.of(invoice.id);
  const retrying = invoice.billing_reason !== 'subscription_create';
  if (retrying) {
    hidden.firstFailedAt ??= now;
    const schedule = emulator.billing.retryScheduleDays;
    const done = hidden.retriesDone ?? 0;
    const nextDay = schedule[done];
    invoice.next_payment_attempt = nextDay === undefined ? null : hidden.firstFailedAt + nextDay * 86_400;
  } else {
    invoice.next_payment_attempt = null;
  }
  if (outcome === 'requires_action' && pi) emulator.emit('invoice.payment_action_required', invoice);
  emulator.emit('invoice.payment_failed', invoice);
  for (const listener of invoiceFailedListeners) listener(emulator, invoice, retrying && invoice.next_payment_attempt === null);
}

export const invoiceFailedListeners: Array<(emulator: Emulator, invoice: Invoice, retriesExhausted: boolean) => void> = [];
