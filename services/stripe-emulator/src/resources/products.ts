import type Stripe from 'stripe';
import type { Route } from '../wire/router';
import type { Product } from '../state/models';
import { paginate } from '../wire/list';
import { inRange, requestAs } from '../wire/params';
import { mergeMetadata, mustGet } from './common';
import { createProduct } from './catalog';
import { previousAttributes } from '../state/previous-attributes';

const PRICE_DATA = { 'currency!': 'string', unit_amount: 'int', recurring: { 'interval!': 'enum:day,week,month,year', interval_count: 'int' }, tax_behavior: 'enum:exclusive,inclusive,unspecified' };

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
    handler: ({ emulator, params }) => createProduct(emulator, requestAs<Stripe.ProductCreateParams>(params)),
  },
  { method: 'GET', path: '/v1/products/:id', params: { spec: {} }, handler: ({ emulator, path }) => mustGet(emulator, path.id as string, 'product') },
  {
    method: 'POST',
    path: '/v1/products/:id',
    params: { spec: { name: 'string', active: 'bool', description: 'string', metadata: 'metadata', images: ['string'], url: 'string', default_price: 'string', statement_descriptor: 'string', unit_label: 'string', tax_code: 'string', marketing_features: [{ 'name!': 'string' }] } },
    handler: ({ emulator, params: wire, path }) => {
      const params = requestAs<Stripe.ProductUpdateParams>(wire);
      const product = mustGet<Product>(emulator, path.id as string, 'product');
      const before = structuredClone(product);
      for (const key of ['name', 'active', 'description', 'images', 'url', 'statement_descriptor', 'unit_label', 'tax_code', 'marketing_features']) {
        if (wire[key] !== undefined) product[key] = wire[key];
      }
      if (params.default_price !== undefined) {
        if (params.default_price) mustGet(emulator, params.default_price, 'price', 'default_price');
        product.default_price = params.default_price;
      }
      product.metadata = mergeMetadata(product.metadata, params.metadata);
      product.updated = emulator.now();
      emulator.emit('product.updated', product, previousAttributes(before, product));
      return product;
    },
  },
  {
    method: 'GET',
    path: '/v1/products',
    params: { list: true, spec: { active: 'bool', ids: ['string'], created: 'range', shippable: 'bool', url: 'string' } },
    handler: ({ emulator, params: wire }) => {
      const params = requestAs<Stripe.ProductListParams>(wire);
      const ids = params.ids;
      const items = emulator.store
        .all<Product>('product')
        .filter((product) => params.active === undefined || product.active === params.active)
        .filter((product) => !ids || ids.includes(product.id))
        .filter((product) => inRange(product.created ?? 0, params.created));
      return paginate(items, wire, '/v1/products');
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
      const deleted: Stripe.DeletedProduct = { id: product.id, object: 'product', deleted: true };
      return deleted;
    },
  },
];

