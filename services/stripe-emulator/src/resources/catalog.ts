/**
 * Creating products and prices. The two live in one module because each can create the other
 * (`POST /v1/prices` with `product_data`, `POST /v1/products` with `default_price_data`); the
 * route modules import from here, so neither imports the other.
 */
import type Stripe from 'stripe';
import type { Price, Product } from '../state/models';
import type { Interval } from '../billing/periods';
import { newId } from '../wire/ids';
import { invalidRequest, missingParameter } from '../wire/errors';
import { createMetadata, mustGet, requireCurrency } from './common';
import type { Emulator } from '../emulator';
import { previousAttributes } from '../state/previous-attributes';

export function createProduct(emulator: Emulator, params: Stripe.ProductCreateParams): Product {
  const id = params.id ?? newId('prod');
  if (emulator.store.get(id)) throw invalidRequest(`Product already exists.`, { code: 'resource_already_exists', param: 'id' });
  const now = emulator.now();
  const product: Product = emulator.store.insert({
    id,
    object: 'product',
    active: params.active ?? true,
    created: now,
    default_price: null,
    description: params.description ?? null,
    images: params.images ?? [],
    livemode: false,
    marketing_features: params.marketing_features ?? [],
    metadata: createMetadata(params.metadata),
    name: params.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: params.statement_descriptor ?? null,
    tax_code: params.tax_code ?? null,
    tax_details: null,
    type: 'service',
    unit_label: params.unit_label ?? null,
    updated: now,
    url: params.url ?? null,
  });
  emulator.emit('product.created', product);
  if (params.default_price_data) {
    const price = createPrice(emulator, { ...params.default_price_data, product: product.id });
    product.default_price = price.id;
  }
  return product;
}

export function claimLookupKey(emulator: Emulator, key: string, transfer: boolean): void {
  const holder = emulator.store.all<Price>('price').find((price) => price.lookup_key === key);
  if (!holder) return;
  if (!transfer) throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, { param: 'lookup_key' });
  const before = structuredClone(holder);
  holder.lookup_key = null;
  emulator.emit('price.updated', holder, previousAttributes(before, holder));
}

/** One currency's amount of a multi-currency price, as Stripe shows it under `currency_options`. */
type CurrencyOption = { custom_unit_amount: null; tax_behavior: string; unit_amount: number; unit_amount_decimal: string };

/**
 * A price's other currencies (`currency_options`), kept beside the store: Stripe includes the field
 * only when a caller expands it (`expand[]=currency_options`), with the price's own currency in it.
 */
const currencyOptions = new WeakMap<Emulator, Map<string, Record<string, CurrencyOption>>>();

function optionsOf(emulator: Emulator): Map<string, Record<string, CurrencyOption>> {
  let found = currencyOptions.get(emulator);
  if (!found) currencyOptions.set(emulator, (found = new Map()));
  return found;
}

/** `price.currency_options` as an expandable field (docs: Stripe's "Price object", currency_options). */
export function registerPriceVirtualFields(emulator: Emulator): void {
  emulator.virtualFields.set('price.currency_options', (owner) => {
    const price = owner as Price;
    const taxBehavior = (price as { tax_behavior?: string | null }).tax_behavior ?? 'unspecified';
    const own: CurrencyOption = { custom_unit_amount: null, tax_behavior: taxBehavior, unit_amount: price.unit_amount ?? 0, unit_amount_decimal: String(price.unit_amount ?? 0) };
    return { [price.currency]: own, ...optionsOf(emulator).get(price.id) };
  });
}

function currencyOptionsOf(params: Stripe.PriceCreateParams, currency: string): Record<string, CurrencyOption> | undefined {
  const given = params.currency_options;
  if (!given) return undefined;
  const out: Record<string, CurrencyOption> = {};
  for (const [code, option] of Object.entries(given)) {
    const other = requireCurrency(code, `currency_options[${code}]`);
    if (other === currency) throw invalidRequest(`currency_options[${code}] cannot be the price's own currency.`, { param: `currency_options[${code}]` });
    if (option.unit_amount === undefined) throw missingParameter(`currency_options[${code}][unit_amount]`);
    out[other] = { custom_unit_amount: null, tax_behavior: option.tax_behavior ?? params.tax_behavior ?? 'unspecified', unit_amount: option.unit_amount, unit_amount_decimal: String(option.unit_amount) };
  }
  return out;
}

export function createPrice(emulator: Emulator, params: Stripe.PriceCreateParams): Price {
  let productId = params.product;
  if (!productId && params.product_data) productId = createProduct(emulator, params.product_data).id;
  if (!productId) throw missingParameter('product');
  mustGet<Product>(emulator, productId, 'product', 'product');
  if (params.unit_amount === undefined && params.unit_amount_decimal === undefined) throw missingParameter('unit_amount');
  const unitAmount = params.unit_amount ?? Math.round(Number(params.unit_amount_decimal));
  if (unitAmount < 0) throw invalidRequest('Invalid unit_amount: must be at least 0', { param: 'unit_amount' });
  const recurring = params.recurring;
  const currency = requireCurrency(params.currency);
  const options = currencyOptionsOf(params, currency);
  const lookupKey = params.lookup_key ?? null;
  if (lookupKey) claimLookupKey(emulator, lookupKey, params.transfer_lookup_key === true);
  const price: Price = emulator.store.insert({
    id: newId('price'),
    object: 'price',
    active: params.active ?? true,
    billing_scheme: 'per_unit',
    created: emulator.now(),
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey,
    metadata: createMetadata(params.metadata),
    nickname: params.nickname ?? null,
    product: productId,
    recurring: recurring
      ? {
          // The route's spec admits only these four (the SDK's type also allows any string).
          interval: recurring.interval as Interval,
          interval_count: recurring.interval_count ?? 1,
          meter: null,
          trial_period_days: recurring.trial_period_days ?? null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: params.tax_behavior ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  });
  if (options) optionsOf(emulator).set(price.id, options);
  emulator.emit('price.created', price);
  return price;
}

