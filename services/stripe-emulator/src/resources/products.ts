import type { Route } from '../wire/router';
import type { Product } from '../state/models';
import { newId } from '../wire/ids';
import { paginate } from '../wire/list';
import { invalidRequest } from '../wire/errors';
import { inRange } from '../wire/params';
import { createMetadata, mergeMetadata, mustGet } from './common';
import { createPrice } from './prices';
import type { Emulator } from '../emulator';
import type { Params } from '../wire/params';

const PRICE_DATA = { 'currency!': 'string', unit_amount: 'int', recurring: { 'interval!': 'enum:day,week,month,year', interval_count: 'int' }, tax_behavior: 'enum:exclusive,inclusive,unspecified' };

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

export const productRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/products',
    params: {
      spec: {
        'name!': 'string', id: 'string', active: 'bool', description: 'string', metadata: 'metadata', images: ['string'], url: 'string',
        statement_descriptor: 'string', unit_label: 'string', tax_code: 'string', shippable: 'bool', default_price_data: PRICE_DATA, marketing_features: [{ 'name!': 'string' }],
      },
    },
    handler: ({ emulator, params }) => createProduct(emulator, params),
  },
  { method: 'GET', path: '/v1/products/:id', params: { spec: {} }, handler: ({ emulator, path }) => mustGet(emulator, path.id as string, 'product') },
  {
    method: 'POST',
    path: '/v1/products/:id',
    params: { spec: { name: 'string', active: 'bool', description: 'string', metadata: 'metadata', images: ['string'], url: 'string', default_price: 'string', statement_descriptor: 'string', unit_label: 'string', tax_code: 'string', marketing_features: [{ 'name!': 'string' }] } },
    handler: ({ emulator, params, path }) => {
      const product = mustGet<Product>(emulator, path.id as string, 'product');
      const before = structuredClone(product);
      for (const key of ['name', 'active', 'description', 'images', 'url', 'statement_descriptor', 'unit_label', 'tax_code', 'marketing_features']) {
        if (params[key] !== undefined) product[key] = params[key];
      }
      if (params.default_price !== undefined) {
        if (params.default_price) mustGet(emulator, params.default_price as string, 'price', 'default_price');
        product.default_price = params.default_price;
      }
      product.metadata = mergeMetadata(product.metadata as Record<string, string>, params.metadata);
      product.updated = emulator.now();
      emulator.emit('product.updated', product, previous(before, product));
      return product;
    },
  },
  {
    method: 'GET',
    path: '/v1/products',
    params: { list: true, spec: { active: 'bool', ids: ['string'], created: 'range', shippable: 'bool', url: 'string' } },
    handler: ({ emulator, params }) => {
      const ids = params.ids as string[] | undefined;
      const items = emulator.store
        .all<Product>('product')
        .filter((product) => params.active === undefined || product.active === params.active)
        .filter((product) => !ids || ids.includes(product.id))
        .filter((product) => inRange(product.created ?? 0, params.created));
      return paginate(items, params, '/v1/products');
    },
  },
  {
    method: 'DELETE',
    path: '/v1/products/:id',
    params: { spec: {} },
    handler: ({ emulator, path }) => {
      const product = mustGet<Product>(emulator, path.id as string, 'product');
      emulator.store.delete(product.id);
      emulator.emit('product.deleted', product);
      return { id: product.id, object: 'product', deleted: true };
    },
  },
];

function previous(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after)) if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = before[key] ?? null;
  return Object.keys(out).length ? out : undefined;
}

export { previous as previousAttributes };
