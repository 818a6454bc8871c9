import type Stripe from 'stripe';
import type { Route } from '../wire/router';
import type { Customer, PaymentMethod, TestClock } from '../state/models';
import type { Emulator } from '../emulator';
import type { StripeObject } from '../state/store';
import { newId } from '../wire/ids';
import { paginate } from '../wire/list';
import { invalidRequest } from '../wire/errors';
import { inRange, requestAs } from '../wire/params';
import { createMetadata, mergeMetadata, mustGet } from './common';
import { attachPaymentMethod, resolvePaymentMethod } from './payment-methods';
import { previousAttributes } from '../state/previous-attributes';
import { searchRoute } from '../wire/search';

const ADDRESS = { city: 'string', country: 'string', line1: 'string', line2: 'string', postal_code: 'string', state: 'string' };
const INVOICE_SETTINGS = { default_payment_method: 'string', custom_fields: 'any', footer: 'string', rendering_options: 'any' };
const COMMON = {
  email: 'string', name: 'string', description: 'string', phone: 'string', metadata: 'metadata', address: ADDRESS, shipping: 'any',
  preferred_locales: ['string'], invoice_settings: INVOICE_SETTINGS, tax_exempt: 'enum:exempt,none,reverse', balance: 'int', invoice_prefix: 'string', business_name: 'string', individual_name: 'string',
};

function defaultPaymentMethod(emulator: Emulator, customer: Customer, id: string | null): void {
  if (!id) {
    customer.invoice_settings.default_payment_method = null;
    return;
  }
  const pm = mustGet<PaymentMethod>(emulator, id, 'payment_method', 'invoice_settings[default_payment_method]');
  if (pm.customer !== customer.id) {
    throw invalidRequest(`No such PaymentMethod: '${id}'; It's possible this PaymentMethod exists on one of your connected accounts, in which case you should retry this request on that connected account.`, {
      code: 'resource_missing',
      param: 'invoice_settings[default_payment_method]',
    });
  }
  customer.invoice_settings.default_payment_method = id;
}

function addressOf(address: Stripe.Emptyable<Stripe.AddressParam> | null | undefined): Stripe.Address | null {
  if (!address) return null;
  return { city: address.city ?? null, country: address.country ?? null, line1: address.line1 ?? null, line2: address.line2 ?? null, postal_code: address.postal_code ?? null, state: address.state ?? null };
}

export const customerRoutes: Route[] = [
  // Before `/v1/customers/:id`, which would take `search` for an id. Stripe's customer search fields.
  searchRoute<Customer>({ path: '/v1/customers/search', object: 'customer', fields: ['email', 'name', 'phone'], caseInsensitive: ['email'], include: (customer) => !customer.deleted }),
  {
    method: 'POST',
    path: '/v1/customers',
    params: { spec: { ...COMMON, payment_method: 'string', test_clock: 'string' } },
    handler: ({ emulator, params: wire }) => {
      const params = requestAs<Stripe.CustomerCreateParams>(wire);
      let clock: TestClock | undefined;
      if (params.test_clock) {
        clock = mustGet<TestClock>(emulator, params.test_clock, 'test_helpers.test_clock', 'test_clock');
        const count = emulator.store.all<Customer>('customer').filter((customer) => !customer.deleted && customer.test_clock === clock?.id).length;
        // Stripe's limit: a test clock holds at most three customers.
        if (count >= 3) throw invalidRequest('You can only have 3 customers per test clock.', { param: 'test_clock' });
      }
      const customer: Customer = emulator.store.insert({
        id: newId('cus'),
        object: 'customer',
        address: addressOf(params.address),
        balance: params.balance ?? 0,
        created: clock ? clock.frozen_time : emulator.now(),
        currency: null,
        customer_account: null,
        default_source: null,
        delinquent: false,
        description: params.description ?? null,
        discount: null,
        email: params.email ?? null,
        invoice_prefix: params.invoice_prefix ?? newId('x').slice(2, 10).toUpperCase(),
        invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
        livemode: false,
        metadata: createMetadata(params.metadata),
        name: params.name ?? null,
        next_invoice_sequence: 1,
        phone: params.phone ?? null,
        preferred_locales: params.preferred_locales ?? [],
        shipping: params.shipping ?? null,
        tax_exempt: params.tax_exempt ?? 'none',
        test_clock: clock?.id ?? null,
      });
      if (params.payment_method) attachPaymentMethod(emulator, resolvePaymentMethod(emulator, params.payment_method), customer.id);
      const settings = params.invoice_settings;
      if (settings?.default_payment_method) defaultPaymentMethod(emulator, customer, settings.default_payment_method);
      emulator.emit('customer.created', customer);
      return customer;
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:id',
    params: { spec: {} },
    handler: ({ emulator, path }) => {
      const customer = emulator.store.get(path.id as string, 'customer');
      if (customer?.deleted) return customer;
      return mustGet(emulator, path.id as string, 'customer');
    },
  },
  {
    method: 'POST',
    path: '/v1/customers/:id',
    params: { spec: { ...COMMON, default_source: 'string' } },
    handler: ({ emulator, params: wire, path }) => {
      const params = requestAs<Stripe.CustomerUpdateParams>(wire);
      const customer = mustGet<Customer>(emulator, path.id as string, 'customer');
      const before = structuredClone(customer);
      for (const key of ['email', 'name', 'description', 'phone', 'shipping', 'preferred_locales', 'tax_exempt', 'balance', 'invoice_prefix']) {
        if (wire[key] !== undefined) customer[key] = wire[key];
      }
      if (params.address !== undefined) customer.address = addressOf(params.address);
      const settings = params.invoice_settings;
      if (settings && settings.default_payment_method !== undefined) defaultPaymentMethod(emulator, customer, settings.default_payment_method);
      customer.metadata = mergeMetadata(customer.metadata, params.metadata);
      const previous = previousAttributes(before, customer);
      if (previous) emulator.emit('customer.updated', customer, previous);
      return customer;
    },
  },
  {
    method: 'DELETE',
    path: '/v1/customers/:id',
    params: { spec: {} },
    handler: ({ emulator, path }) => deleteCustomer(emulator, mustGet<Customer>(emulator, path.id as string, 'customer')),
  },
  {
    method: 'GET',
    path: '/v1/customers',
    params: { list: true, spec: { email: 'string', created: 'range', test_clock: 'string' } },
    handler: ({ emulator, params }) => {
      const items = emulator.store
        .all<Customer>('customer')
        .filter((customer) => !customer.deleted)
        .filter((customer) => params.email === undefined || customer.email === params.email)
        .filter((customer) => params.test_clock === undefined || customer.test_clock === params.test_clock)
        .filter((customer) => inRange(customer.created ?? 0, params.created));
      return paginate(items, params, '/v1/customers');
    },
  },
];

/** Deleting a customer cancels its subscriptions immediately, as Stripe does. */
export function deleteCustomer(emulator: Emulator, customer: Customer): Stripe.DeletedCustomer {
  for (const cancel of customerDeletionHooks) cancel(emulator, customer.id);
  const tombstone: Stripe.DeletedCustomer & StripeObject = { id: customer.id, object: 'customer', deleted: true };
  emulator.emit('customer.deleted', customer);
  emulator.store.insert(tombstone);
  return tombstone;
}

export const customerDeletionHooks: Array<(emulator: Emulator, customerId: string) => void> = [];
