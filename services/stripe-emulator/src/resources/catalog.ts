/**
 * Creating products and prices. The two live in one module because each can create the other
 * (`POST /v1/prices` with `product_data`, `POST /v1/products` with `default_price_data`); the
 * route modules import from here, so neither imports the other.
 */
import type { Price, Product } from '../state/models';
import { newId } from '../wire/ids';
import { invalidRequest, missingParameter } from '../wire/errors';
import type { Params } from '../wire/params';
import { createMetadata, mustGet, requireCurrency } from './common';
import type { Emulator } from '../emulator';
import { previousAttributes } from '../state/previous-attributes';

export function createProduct(emulator: Emulator, params: Params): Product {
  const id = (params.id as string | undefined) ?? newId('prod');
  if (emulator.store.get(id)) throw invalidRequest(`Product already exists.`, { code: 'resource_already_exists', param: 'id' });
  const now = emulator.now();
  const product: Product = emulator.store.insert({
    id,
    object: 'product',
    active: (params.active as boolean | undefined) ?? true,
    created: now,
    default_price: null,
    description: (params.description as string | undefined) ?? null,
    images: (params.images as string[] | undefined) ?? [],
    livemode: false,
    marketing_features: (params.marketing_features as unknown[] | undefined) ?? [],
    metadata: createMetadata(params.metadata),
    name: params.name as string,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: (params.statement_descriptor as string | undefined) ?? null,
    tax_code: (params.tax_code as string | undefined) ?? null,
    tax_details: null,
    type: 'service',
    unit_label: (params.unit_label as string | undefined) ?? null,
    updated: now,
    url: (params.url as string | undefined) ?? null,
  });
  emulator.emit('product.created', product);
  if (params.default_price_data) {
    const price = createPrice(emulator, { ...(params.default_price_data as Params), product: product.id });
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

export function createPrice(emulator: Emulator, params: Params): Price {
  let productId = params.product as string | undefined;
  if (!productId && params.product_data) productId = createProduct(emulator, params.product_data as Params).id;
  if (!productId) throw missingParameter('product');
  mustGet<Product>(emulator, productId, 'product', 'product');
  if (params.unit_amount === undefined && params.unit_amount_decimal === undefined) throw missingParameter('unit_amount');
  const unitAmount = (params.unit_amount as number | undefined) ?? Math.round(Number(params.unit_amount_decimal));
  if (unitAmount < 0) throw invalidRequest('Invalid unit_amount: must be at least 0', { param: 'unit_amount' });
  const recurring = params.recurring as Params | undefined;
  const lookupKey = (params.lookup_key as string | undefined) ?? null;
  if (lookupKey) claimLookupKey(emulator, lookupKey, params.transfer_lookup_key === true);
  const price: Price = emulator.store.insert({
    id: newId('price'),
    object: 'price',
    active: (params.active as boolean | undefined) ?? true,
    billing_scheme: 'per_unit',
    created: emulator.now(),
    currency: requireCurrency(params.currency),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey,
    metadata: createMetadata(params.metadata),
    nickname: (params.nickname as string | undefined) ?? null,
    product: productId,
    recurring: recurring
      ? {
          interval: recurring.interval as 'month',
          interval_count: (recurring.interval_count as number | undefined) ?? 1,
          meter: null,
          trial_period_days: (recurring.trial_period_days as number | undefined) ?? null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: (params.tax_behavior as string | undefined) ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  });
  emulator.emit('price.created', price);
  return price;
}

