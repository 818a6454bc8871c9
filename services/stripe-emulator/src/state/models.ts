import type Stripe from 'stripe';
import type { StripeObject } from './store';
import type { Interval } from '../billing/periods';

/**
 * The stored Stripe objects, typed with the `stripe` SDK's own object types. Each model is a
 * `Pick` of the SDK type: the fields the emulator's logic reads or writes (each resource's
 * constructor builds the rest of the response shape, which the index signature of
 * StripeObject admits). Where a model states a field's type itself, it narrows the SDK's:
 * - expandable fields (`customer`, `payment_method`, `latest_invoice`, …) hold the related
 *   object's id, never the object, as Stripe stores them (`wire/expand.ts` replaces ids when a
 *   caller expands them);
 * - a few fields hold only the values the emulator produces (a price's interval, a subscription's
 *   `payment_settings`, an invoice's `parent`), or a subset of the SDK's object (`next_action`),
 *   as noted at each.
 */
export type Metadata = Stripe.Metadata;

/** Replaces the types of some of T's fields (an expandable field stored as an id). */
type Stored<T, Ids> = Omit<T, keyof Ids> & Ids;

export type Customer = StripeObject &
  Stored<Pick<Stripe.Customer, 'object' | 'email' | 'name' | 'metadata'>, { test_clock: string | null }> & {
  invoice_settings: Stored<Stripe.Customer.InvoiceSettings, { default_payment_method: string | null; custom_fields: null }>;
};

/** The card fields the emulator sets itself; the remaining ones come from the test card's data. */
export type CardDetails = Stored<
  Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year'>,
  { country: string; funding: string; fingerprint: string }
> & { [key: string]: unknown };

export type PaymentMethod = StripeObject &
  Pick<Stripe.PaymentMethod, 'object' | 'metadata'> & {
  type: 'card';
  customer: string | null;
  card: CardDetails;
};

export type Price = StripeObject &
  Pick<Stripe.Price, 'object' | 'active' | 'created' | 'currency' | 'unit_amount' | 'lookup_key' | 'nickname' | 'type' | 'metadata'> & {
  product: string;
  /** The SDK's `Price.Recurring`; `meter` is always null (the emulator has no usage-based billing). */
  recurring: Stored<Stripe.Price.Recurring, { interval: Interval; meter: null }> | null;
};

export type Product = StripeObject & Pick<Stripe.Product, 'object' | 'active' | 'name' | 'metadata'>;

/** The SDK's LastPaymentError / LastSetupError, with the error types and fields the emulator fills. */
export type LastError = Stored<
  Stripe.PaymentIntent.LastPaymentError,
  { type: 'card_error' | 'invalid_request_error'; code: string; message: string; payment_method?: PaymentMethod }
>;

export type PaymentIntent = StripeObject &
  Pick<
    Stripe.PaymentIntent,
    'object' | 'amount' | 'amount_received' | 'currency' | 'metadata' | 'setup_future_usage' | 'canceled_at' | 'cancellation_reason' | 'description'
  > & {
  customer: string | null;
  payment_method: string | null;
  status: Stripe.PaymentIntent.Status;
  client_secret: string;
  latest_charge: string | null;
  last_payment_error: LastError | null;
  /** The emulator's next_action (redirect_to_url / use_stripe_sdk), a subset of the SDK's NextAction. */
  next_action: unknown;
};

export type SetupIntent = StripeObject &
  Pick<Stripe.SetupIntent, 'object' | 'status' | 'usage' | 'metadata'> & {
  customer: string | null;
  payment_method: string | null;
  client_secret: string;
  last_setup_error: LastError | null;
  /** As on PaymentIntent: a subset of the SDK's NextAction. */
  next_action: unknown;
};

export type Charge = StripeObject &
  Pick<Stripe.Charge, 'object' | 'amount' | 'amount_refunded' | 'refunded' | 'status' | 'currency'> & {
  payment_intent: string | null;
  customer: string | null;
  refunds?: unknown;
};

export type SubscriptionItem = StripeObject &
  Pick<Stripe.SubscriptionItem, 'object' | 'current_period_start' | 'current_period_end' | 'subscription' | 'metadata'> & {
  price: Price;
  quantity: number;
};

export type SubscriptionStatus = Stripe.Subscription.Status;

/** A list as Stripe embeds it in an object (`items`, `lines`). */
interface EmbeddedList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  total_count: number;
  url: string;
}

export type Subscription = StripeObject &
  Pick<
    Stripe.Subscription,
    | 'object'
    | 'status'
    | 'cancel_at_period_end'
    | 'cancel_at'
    | 'canceled_at'
    | 'ended_at'
    | 'trial_start'
    | 'trial_end'
    | 'billing_cycle_anchor'
    | 'metadata'
    | 'currency'
    | 'start_date'
  > & {
  customer: string;
  items: EmbeddedList<SubscriptionItem>;
  default_payment_method: string | null;
  latest_invoice: string | null;
  test_clock: string | null;
  /** The SDK's CancellationDetails; `feedback_option` (a Billing feedback option) is always null here. */
  cancellation_details: Pick<Stripe.Subscription.CancellationDetails, 'comment' | 'feedback' | 'reason'> & { feedback_option: null };
  /** The SDK's PaymentSettings as the emulator fills it. */
  payment_settings: Stored<Stripe.Subscription.PaymentSettings, { save_default_payment_method: string; payment_method_types: string[] | null; payment_method_options: null }>;
};

export type InvoiceLine = StripeObject & Pick<Stripe.InvoiceLineItem, 'object' | 'amount' | 'period'>;

export type Invoice = StripeObject &
  Pick<
    Stripe.Invoice,
    | 'object'
    | 'amount_due'
    | 'amount_paid'
    | 'amount_remaining'
    | 'attempt_count'
    | 'attempted'
    | 'auto_advance'
    | 'next_payment_attempt'
    | 'currency'
    | 'status_transitions'
    | 'automatically_finalizes_at'
    | 'period_start'
    | 'period_end'
    | 'total'
    | 'subtotal'
    | 'metadata'
    | 'billing_reason'
  > & {
  customer: string;
  /** Never null on a stored invoice (the SDK's null is for previews, which the emulator does not build). */
  status: Stripe.Invoice.Status;
  lines: EmbeddedList<InvoiceLine>;
  /** The SDK's Invoice.Parent as the emulator fills it: always a subscription's invoice. */
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { subscription: string; metadata: Metadata } } | null;
  default_payment_method: string | null;
  test_clock: string | null;
};

export type InvoicePayment = StripeObject &
  Pick<Stripe.InvoicePayment, 'object' | 'amount_paid' | 'amount_requested' | 'status' | 'status_transitions'> & {
  invoice: string;
  /** The SDK's InvoicePayment.Payment with its payment intent as an id (the emulator pays invoices only by payment intent). */
  payment: { type: 'payment_intent'; payment_intent: string };
};

export type TestClock = StripeObject & Pick<Stripe.TestHelpers.TestClock, 'object' | 'frozen_time' | 'status' | 'name'>;

export type Refund = StripeObject &
  Pick<Stripe.Refund, 'object' | 'amount' | 'status'> & {
  charge: string;
  payment_intent: string | null;
};

export type WebhookEndpoint = StripeObject & Pick<Stripe.WebhookEndpoint, 'object' | 'url' | 'enabled_events' | 'status' | 'secret' | 'metadata'>;

/** The SDK's Event envelope; `data.object` is the emulator's snapshot of a stored object. */
export type StripeEvent = StripeObject &
  Pick<Stripe.Event, 'object' | 'created'> & {
  type: Stripe.Event.Type;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
};
