import { invalidParameter, resourceMissing } from '../wire/errors';
import type { Emulator } from '../emulator';
import type { Metadata } from '../state/models';
import type { StripeObject } from '../state/store';

/** Human names Stripe uses in "No such …" messages. */
const KIND_NAMES: Record<string, string> = {
  customer: 'customer',
  payment_method: 'PaymentMethod',
  payment_intent: 'payment_intent',
  setup_intent: 'setupintent',
  price: 'price',
  product: 'product',
  subscription: 'subscription',
  subscription_item: 'subscription_item',
  invoice: 'invoice',
  invoice_payment: 'invoice_payment',
  refund: 'refund',
  charge: 'charge',
  event: 'event',
  'test_helpers.test_clock': 'test_clock',
  webhook_endpoint: 'webhook_endpoint',
};

export function mustGet<T extends StripeObject>(emulator: Emulator, id: string, object: string, param = 'id'): T {
  const found = emulator.store.get<T>(id, object);
  if (!found || found.deleted === true) throw resourceMissing(KIND_NAMES[object] ?? object, id, param);
  return found;
}

/** Stripe merges metadata on update; an empty string removes a key, `metadata=''` clears all. */
export function mergeMetadata(current: Metadata | null | undefined, update: unknown): Metadata {
  if (update === undefined) return current ?? {};
  if (update === null || update === '') return {};
  const out: Metadata = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(update as Metadata)) {
    if (value === '') delete out[key];
    else out[key] = value;
  }
  return out;
}

export function createMetadata(value: unknown): Metadata {
  return mergeMetadata({}, value);
}

export function requireCurrency(value: unknown, param = 'currency'): string {
  const currency = String(value).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidParameter(param, `Invalid currency: ${String(value)}.`);
  return currency;
}

/** Records the changed attributes' previous values, for an event's `data.previous_attributes`. */
export function diffPrevious(before: Record<string, unknown>, after: Record<string, unknown>, keys: string[]): Record<string, unknown> | undefined {
  const previous: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  }
  return Object.keys(previous).length > 0 ? previous : undefined;
}

export function snapshot<T>(value: T): T {
  return structuredClone(value);
}
