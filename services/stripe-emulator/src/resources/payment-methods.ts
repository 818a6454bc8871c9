import type Stripe from 'stripe';
import type { Route } from '../wire/router';
import type { Customer, PaymentMethod } from '../state/models';
import type { Emulator } from '../emulator';
import { newId } from '../wire/ids';
import { paginate } from '../wire/list';
import { cardError, invalidRequest, resourceMissing } from '../wire/errors';
import { requestAs, type Params } from '../wire/params';
import { behaviorForNumber, brandOf, declineFor, declinesOnAttach, fingerprintOf, luhnValid, testCardForPaymentMethodId, type TestCard } from '../payments/test-cards';
import { createMetadata, mergeMetadata, mustGet } from './common';
import { previousAttributes } from '../state/previous-attributes';

const ADDRESS = { city: 'string', country: 'string', line1: 'string', line2: 'string', postal_code: 'string', state: 'string' };
export const BILLING_DETAILS = { address: ADDRESS, email: 'string', name: 'string', phone: 'string', tax_id: 'string' };
export const CARD_INPUT = { number: 'string', exp_month: 'int', exp_year: 'int', cvc: 'string', token: 'string', networks: 'any' };
export const PAYMENT_METHOD_DATA = { 'type!': 'enum:card', card: CARD_INPUT, billing_details: BILLING_DETAILS, metadata: 'metadata', allow_redisplay: 'enum:always,limited,unspecified' };

function billingDetails(input: Stripe.PaymentMethodCreateParams.BillingDetails | undefined): Stripe.PaymentMethod.BillingDetails {
  // An emptied address arrives as null (see requestAs), never as the SDK's ''.
  const address = input?.address || {};
  return {
    address: {
      city: address.city ?? null,
      country: address.country ?? null,
      line1: address.line1 ?? null,
      line2: address.line2 ?? null,
      postal_code: address.postal_code ?? null,
      state: address.state ?? null,
    },
    email: input?.email ?? null,
    name: input?.name ?? null,
    phone: input?.phone ?? null,
    tax_id: input?.tax_id ?? null,
  };
}

function buildCard(emulator: Emulator, number: string, expMonth: number, expYear: number, testCard?: TestCard, cvcProvided = true): { card: PaymentMethod['card'] } {
  const brand = brandOf(number);
  return {
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: cvcProvided ? 'pass' : null },
      country: testCard?.country ?? 'US',
      display_brand: brand === 'amex' ? 'american_express' : brand,
      exp_month: expMonth,
      exp_year: expYear,
      fingerprint: fingerprintOf(number),
      funding: testCard?.funding ?? 'credit',
      generated_from: null,
      last4: number.slice(-4),
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
  };
}

function insertCard(emulator: Emulator, number: string, expMonth: number, expYear: number, extra: Params, testCard?: TestCard, cvcProvided = true): PaymentMethod {
  const pm: PaymentMethod = emulator.store.insert({
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: (extra.allow_redisplay as string | undefined) ?? 'unspecified',
    billing_details: billingDetails(extra.billing_details as Stripe.PaymentMethodCreateParams.BillingDetails | undefined),
    ...buildCard(emulator, number, expMonth, expYear, testCard, cvcProvided),
    created: emulator.now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: createMetadata(extra.metadata),
    type: 'card',
  });
  emulator.hidden.of(pm.id).cardBehavior = testCard?.behavior ?? behaviorForNumber(number);
  return pm;
}

/** Validates raw card data the way Stripe does before a PaymentMethod exists. */
export function createCardPaymentMethod(emulator: Emulator, params: Params): PaymentMethod {
  const card = params.card as Params | undefined;
  if (!card) throw invalidRequest('Missing required param: card.', { code: 'parameter_missing', param: 'card' });
  if (card.token) throw invalidRequest('Card tokens are not supported by the Stripe emulator; pass card[number] or a pm_card_* id.', { param: 'card[token]' });
  const number = String(card.number ?? '').replace(/\s+/g, '');
  if (!number) throw invalidRequest('Missing required param: card[number].', { code: 'parameter_missing', param: 'card[number]' });
  if (!luhnValid(number)) throw cardError({ code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' });
  const expMonth = card.exp_month as number | undefined;
  const expYear = card.exp_year as number | undefined;
  if (expMonth === undefined) throw invalidRequest('Missing required param: card[exp_month].', { code: 'parameter_missing', param: 'card[exp_month]' });
  if (expYear === undefined) throw invalidRequest('Missing required param: card[exp_year].', { code: 'parameter_missing', param: 'card[exp_year]' });
  if (expMonth < 1 || expMonth > 12) throw cardError({ code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'exp_month' });
  const fullYear = expYear < 100 ? 2000 + expYear : expYear;
  const nowDate = new Date(emulator.now() * 1000);
  if (fullYear < nowDate.getUTCFullYear() || (fullYear === nowDate.getUTCFullYear() && expMonth < nowDate.getUTCMonth() + 1)) {
    throw cardError({ code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'exp_year' });
  }
  const cvc = card.cvc as string | undefined;
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) throw cardError({ code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' });
  return insertCard(emulator, number, expMonth, fullYear, params, undefined, cvc !== undefined);
}

/**
 * Looks up a PaymentMethod; Stripe's `pm_card_*` test ids create a fresh PaymentMethod
 * each time they are used, exactly like the real API.
 */
export function resolvePaymentMethod(emulator: Emulator, id: string, param = 'payment_method'): PaymentMethod {
  const testCard = testCardForPaymentMethodId(id);
  if (testCard) {
    const year = new Date(emulator.now() * 1000).getUTCFullYear() + 3;
    return insertCard(emulator, testCard.number, 12, year, {}, testCard);
  }
  const pm = emulator.store.get<PaymentMethod>(id, 'payment_method');
  if (!pm) throw resourceMissing('PaymentMethod', id, param);
  return pm;
}

export function attachPaymentMethod(emulator: Emulator, pm: PaymentMethod, customerId: string): PaymentMethod {
  const customer = mustGet<Customer>(emulator, customerId, 'customer', 'customer');
  if (pm.customer && pm.customer !== customer.id) {
    throw invalidRequest('The payment method you provided has already been attached to a customer.', { code: 'payment_method_unexpected_state', param: 'payment_method' });
  }
  if (pm.customer === customer.id) return pm;
  const behavior = emulator.hidden.of(pm.id).cardBehavior ?? 'succeed';
  // Attaching runs a card check; cards that decline every charge fail it (…0341 is the exception).
  if (declinesOnAttach(behavior)) {
    const decline = declineFor(behavior);
    if (decline) throw cardError({ ...decline, param: '' });
  }
  pm.customer = customer.id;
  emulator.emit('payment_method.attached', pm, { customer: null });
  return pm;
}

export function detachPaymentMethod(emulator: Emulator, pm: PaymentMethod): PaymentMethod {
  if (!pm.customer) throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.', { code: 'payment_method_unexpected_state', param: 'payment_method' });
  const customerId = pm.customer;
  pm.customer = null;
  const customer = emulator.store.get<Customer>(customerId, 'customer');
  if (customer && customer.invoice_settings.default_payment_method === pm.id) customer.invoice_settings.default_payment_method = null;
  emulator.emit('payment_method.detached', pm, { customer: customerId });
  return pm;
}

export const paymentMethodRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payment_methods',
    publishable: true,
    params: { spec: { ...PAYMENT_METHOD_DATA, customer: 'string', payment_method: 'string' } },
    handler: ({ emulator, params }) => {
      if (params.payment_method) throw invalidRequest('Cloning PaymentMethods (Connect) is not supported by the Stripe emulator.', { param: 'payment_method' });
      const pm = createCardPaymentMethod(emulator, params);
      if (params.customer) attachPaymentMethod(emulator, pm, params.customer as string);
      return pm;
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    params: { spec: {} },
    handler: ({ emulator, path }) => resolvePaymentMethod(emulator, path.id as string, 'id'),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id',
    params: { spec: { billing_details: BILLING_DETAILS, metadata: 'metadata', card: { exp_month: 'int', exp_year: 'int', networks: 'any' }, allow_redisplay: 'enum:always,limited,unspecified' } },
    handler: ({ emulator, params: wire, path }) => {
      const params = requestAs<Stripe.PaymentMethodUpdateParams>(wire);
      const pm = mustGet<PaymentMethod>(emulator, path.id as string, 'payment_method');
      const before = structuredClone(pm);
      if (params.billing_details) pm.billing_details = billingDetails(params.billing_details);
      const card = params.card;
      if (card?.exp_month !== undefined) pm.card.exp_month = card.exp_month;
      if (card?.exp_year !== undefined) pm.card.exp_year = card.exp_year;
      if (params.allow_redisplay) pm.allow_redisplay = params.allow_redisplay;
      pm.metadata = mergeMetadata(pm.metadata, params.metadata);
      emulator.emit('payment_method.updated', pm, previousAttributes(before, pm));
      return pm;
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    params: { spec: { 'customer!': 'string' } },
    handler: ({ emulator, params, path }) => attachPaymentMethod(emulator, resolvePaymentMethod(emulator, path.id as string, 'id'), params.customer as string),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/detach',
    params: { spec: {} },
    handler: ({ emulator, path }) => detachPaymentMethod(emulator, mustGet<PaymentMethod>(emulator, path.id as string, 'payment_method')),
  },
  {
    method: 'GET',
    path: '/v1/payment_methods',
    params: { list: true, spec: { customer: 'string', type: 'string', allow_redisplay: 'string' } },
    handler: ({ emulator, params }) => {
      const items = emulator.store
        .all<PaymentMethod>('payment_method')
        .filter((pm) => !params.customer || pm.customer === params.customer)
        .filter((pm) => !params.type || pm.type === params.type);
      return paginate(items, params, '/v1/payment_methods');
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:customer/payment_methods',
    params: { list: true, spec: { type: 'string', allow_redisplay: 'string' } },
    handler: ({ emulator, params, path }) => {
      const customer = mustGet<Customer>(emulator, path.customer as string, 'customer', 'customer');
      const items = emulator.store
        .all<PaymentMethod>('payment_method')
        .filter((pm) => pm.customer === customer.id)
        .filter((pm) => !params.type || pm.type === params.type);
      return paginate(items, params, `/v1/customers/${customer.id}/payment_methods`);
    },
  },
  {
    method: 'GET',
    path: '/v1/customers/:customer/payment_methods/:id',
    params: { spec: {} },
    handler: ({ emulator, path }) => {
      const pm = mustGet<PaymentMethod>(emulator, path.id as string, 'payment_method');
      if (pm.customer !== path.customer) throw resourceMissing('PaymentMethod', pm.id);
      return pm;
    },
  },
];
