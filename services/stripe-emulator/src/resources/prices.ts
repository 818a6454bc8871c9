import type { Route } from '../wire/router';
import type { Price, Product } from '../state/models';
import { newId } from '../wire/ids';
import { paginate } from '../wire/list';
import { invalidRequest, missingParameter } from '../wire/errors';
import { inRange, limitItems, type Params } from '../wire/params';
import { createMetadata, mergeMetadata, mustGet, requireCurrency } from './common';
import type { Emulator } from '../emulator';
import { createProduct, previousAttributes } from './products';

const RECURRING = { 'interval!': 'enum:day,week,month,year', interval_count: 'int', usage_type: 'enum:licensed', trial_period_days: 'int' };

function claimLookupKey(emulator: Emulator, key: string, transfer: boolean): void {
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

export const priceRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/prices',
    params: {
      spec: {
        'currency!': 'string', product: 'string', product_data: { 'name!': 'string', active: 'bool', metadata: 'metadata', statement_descriptor: 'string', unit_label: 'string', tax_code: 'string', id: 'string' },
        unit_amount: 'int', unit_amount_decimal: 'string', recurring: RECURRING, lookup_key: 'string', transfer_lookup_key: 'bool', active: 'bool', nickname: 'string',
        metadata: 'metadata', tax_behavior: 'enum:exclusive,inclusive,unspecified', billing_scheme: 'enum:per_unit',
      },
    },
    handler: ({ emulator, params }) => createPrice(emulator, params),
  },
  { method: 'GET', path: '/v1/prices/:id', params: { spec: {} }, handler: ({ emulator, path }) => mustGet(emulator, path.id as string, 'price') },
  {
    method: 'POST',
    path: '/v1/prices/:id',
    params: { spec: { active: 'bool', metadata: 'metadata', nickname: 'string', lookup_key: 'string', transfer_lookup_key: 'bool', tax_behavior: 'enum:exclusive,inclusive,unspecified' } },
    handler: ({ emulator, params, path }) => {
      const price = mustGet<Price>(emulator, path.id as string, 'price');
      const before = structuredClone(price);
      if (params.lookup_key !== undefined && params.lookup_key !== price.lookup_key) {
        if (params.lookup_key) claimLookupKey(emulator, params.lookup_key as string, params.transfer_lookup_key === true);
        price.lookup_key = (params.lookup_key as string | null) || null;
      }
      for (const key of ['active', 'nickname', 'tax_behavior']) if (params[key] !== undefined) price[key] = params[key];
      price.metadata = mergeMetadata(price.metadata as Record<string, string>, params.metadata);
      emulator.emit('price.updated', price, previousAttributes(before, price));
      return price;
    },
  },
  {
    method: 'GET',
    path: '/v1/prices',
    params: {
      list: true,
      spec: { active: 'bool', currency: 'string', product: 'string', type: 'enum:one_time,recurring', lookup_keys: ['string'], recurring: { interval: 'enum:day,week,month,year', usage_type: 'string', meter: 'string' }, created: 'range' },
    },
    handler: ({ emulator, params }) => {
      const lookupKeys = params.lookup_keys as string[] | undefined;
      limitItems(lookupKeys, 'lookup_keys', 10);
      const recurring = params.recurring as Params | undefined;
      const items = emulator.store
        .all<Price>('price')
        .filter((price) => params.active === undefined || price.active === params.active)
        .filter((price) => !params.currency || price.currency === params.currency)
        .filter((price) => !params.product || price.product === params.product)
        .filter((price) => !params.type || price.type === params.type)
        .filter((price) => !lookupKeys || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key)))
        .filter((price) => !recurring?.interval || price.recurring?.interval === recurring.interval)
        .filter((price) => inRange(price.created ?? 0, params.created));
      return paginate(items, params, '/v1/prices');
    },
  },
];
