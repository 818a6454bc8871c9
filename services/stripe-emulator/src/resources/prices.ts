import type Stripe from 'stripe';
import type { Route } from '../wire/router';
import type { Price } from '../state/models';
import { paginate } from '../wire/list';
import { inRange, limitItems, requestAs } from '../wire/params';
import { mergeMetadata, mustGet } from './common';
import { claimLookupKey, createPrice } from './catalog';
import { priceSearchRoute } from './price-search';
import { previousAttributes } from '../state/previous-attributes';

// Stripe takes any currency it supports as a key of `currency_options`; these are the ones named here.
const CURRENCY_OPTION = { unit_amount: 'int', tax_behavior: 'enum:exclusive,inclusive,unspecified' };
const CURRENCY_OPTIONS = Object.fromEntries(['eur', 'gbp', 'usd', 'chf', 'sek', 'nok', 'dkk', 'pln', 'czk', 'cad', 'aud', 'jpy'].map((code) => [code, CURRENCY_OPTION]));

const RECURRING = { 'interval!': 'enum:day,week,month,year', interval_count: 'int', usage_type: 'enum:licensed', trial_period_days: 'int' };

export const priceRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/prices',
    params: {
      spec: {
        'currency!': 'string', product: 'string', product_data: { 'name!': 'string', active: 'bool', metadata: 'metadata', statement_descriptor: 'string', unit_label: 'string', tax_code: 'string', id: 'string' },
        unit_amount: 'int', unit_amount_decimal: 'string', recurring: RECURRING, currency_options: CURRENCY_OPTIONS, lookup_key: 'string', transfer_lookup_key: 'bool', active: 'bool', nickname: 'string',
        metadata: 'metadata', tax_behavior: 'enum:exclusive,inclusive,unspecified', billing_scheme: 'enum:per_unit',
      },
    },
    handler: ({ emulator, params }) => createPrice(emulator, requestAs<Stripe.PriceCreateParams>(params)),
  },
  // Before `/v1/prices/:id`, which would take `search` for an id.
  priceSearchRoute,
  { method: 'GET', path: '/v1/prices/:id', params: { spec: {} }, handler: ({ emulator, path }) => mustGet(emulator, path.id as string, 'price') },
  {
    method: 'POST',
    path: '/v1/prices/:id',
    params: { spec: { active: 'bool', metadata: 'metadata', nickname: 'string', lookup_key: 'string', transfer_lookup_key: 'bool', tax_behavior: 'enum:exclusive,inclusive,unspecified' } },
    handler: ({ emulator, params: wire, path }) => {
      const params = requestAs<Stripe.PriceUpdateParams>(wire);
      const price = mustGet<Price>(emulator, path.id as string, 'price');
      const before = structuredClone(price);
      if (params.lookup_key !== undefined && params.lookup_key !== price.lookup_key) {
        if (params.lookup_key) claimLookupKey(emulator, params.lookup_key, params.transfer_lookup_key === true);
        price.lookup_key = params.lookup_key || null;
      }
      for (const key of ['active', 'nickname', 'tax_behavior']) if (wire[key] !== undefined) price[key] = wire[key];
      price.metadata = mergeMetadata(price.metadata, params.metadata);
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
    handler: ({ emulator, params: wire }) => {
      const params = requestAs<Stripe.PriceListParams>(wire);
      const lookupKeys = params.lookup_keys;
      limitItems(lookupKeys, 'lookup_keys', 10);
      const recurring = params.recurring;
      const items = emulator.store
        .all<Price>('price')
        .filter((price) => params.active === undefined || price.active === params.active)
        .filter((price) => !params.currency || price.currency === params.currency)
        .filter((price) => !params.product || price.product === params.product)
        .filter((price) => !params.type || price.type === params.type)
        .filter((price) => !lookupKeys || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key)))
        .filter((price) => !recurring?.interval || price.recurring?.interval === recurring.interval)
        .filter((price) => inRange(price.created ?? 0, params.created));
      return paginate(items, wire, '/v1/prices');
    },
  },
];
