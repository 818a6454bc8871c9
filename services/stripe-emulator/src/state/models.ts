import type { StripeObject } from './store';

/**
 * The fields of stored Stripe objects that the emulator's logic reads or writes. The full
 * response shape is built by each resource's constructor; these types only keep the
 * business logic honest.
 */
export type Metadata = Record<string, string>;

export interface Customer extends StripeObject {
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  test_clock: string | null;
  invoice_settings: { default_payment_method: string | null; custom_fields: null; footer: null; rendering_options: null };
}

export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  country: string;
  funding: string;
  fingerprint: string;
  [key: string]: unknown;
}

export interface PaymentMethod extends StripeObject {
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: CardDetails;
  metadata: Metadata;
}

export interface Price extends StripeObject {
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number | null;
  product: string;
  lookup_key: string | null;
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number; usage_type: string; meter: null; trial_period_days: number | null } | null;
  type: 'one_time' | 'recurring';
}

export interface Product extends StripeObject {
  object: 'product';
  active: boolean;
  name: string;
}

export interface LastError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  charge?: string;
  payment_method?: unknown;
  doc_url?: string;
  payment_method_type?: string;
}

export interface PaymentIntent extends StripeObject {
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled';
  client_secret: string;
  latest_charge: string | null;
  last_payment_error: LastError | null;
  next_action: unknown;
  metadata: Metadata;
  setup_future_usage: 'off_session' | 'on_session' | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  description: string | null;
}

export interface SetupIntent extends StripeObject {
  object: 'setup_intent';
  customer: string | null;
  payment_method: string | null;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  last_setup_error: LastError | null;
  next_action: unknown;
  usage: string;
  metadata: Metadata;
}

export interface Charge extends StripeObject {
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  status: 'succeeded' | 'failed' | 'pending';
  payment_intent: string | null;
  customer: string | null;
  currency: string;
  refunds?: unknown;
}

export interface SubscriptionItem extends StripeObject {
  object: 'subscription_item';
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
  metadata: Metadata;
}

export type SubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface Subscription extends StripeObject {
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: boolean; total_count: number; url: string };
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  billing_cycle_anchor: number;
  default_payment_method: string | null;
  latest_invoice: string | null;
  metadata: Metadata;
  currency: string;
  start_date: number;
  test_clock: string | null;
  payment_settings: { save_default_payment_method: string; payment_method_types: string[] | null; payment_method_options: null };
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
}

export interface InvoiceLine extends StripeObject {
  object: 'line_item';
  amount: number;
  period: { start: number; end: number };
}

export interface Invoice extends StripeObject {
  object: 'invoice';
  customer: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  auto_advance: boolean;
  next_payment_attempt: number | null;
  billing_reason: string;
  currency: string;
  lines: { object: 'list'; data: InvoiceLine[]; has_more: boolean; total_count: number; url: string };
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { subscription: string; metadata: Metadata } } | null;
  status_transitions: { finalized_at: number | null; marked_uncollectible_at: number | null; paid_at: number | null; voided_at: number | null };
  automatically_finalizes_at: number | null;
  default_payment_method: string | null;
  period_start: number;
  period_end: number;
  total: number;
  subtotal: number;
  metadata: Metadata;
  test_clock: string | null;
}

export interface InvoicePayment extends StripeObject {
  object: 'invoice_payment';
  invoice: string;
  amount_paid: number | null;
  amount_requested: number;
  status: 'open' | 'paid' | 'canceled';
  payment: { type: 'payment_intent'; payment_intent: string };
  status_transitions: { canceled_at: number | null; paid_at: number | null };
}

export interface TestClock extends StripeObject {
  object: 'test_helpers.test_clock';
  frozen_time: number;
  status: 'ready' | 'advancing' | 'internal_failure';
  name: string | null;
}

export interface Refund extends StripeObject {
  object: 'refund';
  amount: number;
  charge: string;
  payment_intent: string | null;
  status: string;
}

export interface WebhookEndpoint extends StripeObject {
  object: 'webhook_endpoint';
  url: string;
  enabled_events: string[];
  status: 'enabled' | 'disabled';
  secret?: string;
}

export interface StripeEvent extends StripeObject {
  object: 'event';
  type: string;
  created: number;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
}
