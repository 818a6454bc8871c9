import type Stripe from 'stripe';
import type { Route } from '../wire/router';
import type { Emulator } from '../emulator';
import type { LastError, Metadata, PaymentIntent, PaymentMethod } from '../state/models';
import { clientSecretFor, newId, randomToken } from '../wire/ids';
import { paginate } from '../wire/list';
import { cardError, invalidRequest, resourceMissing, unexpectedState } from '../wire/errors';
import { inRange, requestAs, type Params } from '../wire/params';
import { createMetadata, mergeMetadata, mustGet, requireCurrency } from './common';
import { PAYMENT_METHOD_DATA, attachPaymentMethod, createCardPaymentMethod, resolvePaymentMethod } from './payment-methods';
import { createCharge } from '../payments/charges';
import { declineFor, type Decline } from '../payments/test-cards';
import { notifyPaymentIntent } from '../payments/hooks';
import type { RequestContext } from '../wire/router';

/** Stripe's minimum charge amounts for the currencies MailScout sells in. */
const MINIMUM_AMOUNT: Record<string, number> = { usd: 50, eur: 50, gbp: 30, chf: 50 };

const CONFIRM_SPEC = {
  payment_method: 'string', payment_method_data: PAYMENT_METHOD_DATA, off_session: 'string', return_url: 'string', setup_future_usage: 'enum:off_session,on_session',
  mandate_data: 'any', payment_method_options: 'any', allowed_payment_method_types: ['string'], use_stripe_sdk: 'bool', error_on_requires_action: 'bool', receipt_email: 'string',
  shipping: 'any', capture_method: 'enum:automatic,automatic_async', confirmation_token: 'string', client_secret: 'string',
};

const AUTHENTICATION_FAILURE_MESSAGE =
  'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.';

export function buildPaymentIntent(emulator: Emulator, input: { amount: number; currency: string; customer: string | null; description?: string | null; metadata?: Metadata; setupFutureUsage?: PaymentIntent['setup_future_usage']; paymentMethodTypes?: string[] }): PaymentIntent {
  const id = newId('pi');
  const pi: PaymentIntent = emulator.store.insert({
    id,
    object: 'payment_intent',
    allowed_payment_method_types: input.paymentMethodTypes ?? null,
    amount: input.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: input.paymentMethodTypes ? null : { allow_redirects: 'always', enabled: true },
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: clientSecretFor(id),
    confirmation_method: 'automatic',
    created: emulator.now(input.customer),
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    description: input.description ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: input.paymentMethodTypes ?? ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: input.setupFutureUsage ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  });
  emulator.emit('payment_intent.created', pi);
  return pi;
}

function setPaymentMethod(emulator: Emulator, pi: PaymentIntent, pm: PaymentMethod, param: string): void {
  if (pi.customer && pm.customer && pm.customer !== pi.customer) {
    throw invalidRequest(`The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.`, { param, code: 'payment_method_unexpected_state' });
  }
  if (!pi.customer && pm.customer) throw invalidRequest('The provided PaymentMethod belongs to a customer; pass `customer` on the PaymentIntent too.', { param, code: 'payment_method_unexpected_state' });
  pi.payment_method = pm.id;
  if (pi.status === 'requires_payment_method') pi.status = 'requires_confirmation';
}

function lastError(decline: Decline | { code: string; message: string; decline_code?: string }, pm: PaymentMethod, chargeId?: string): LastError {
  return {
    type: 'card_error',
    code: decline.code,
    ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
    doc_url: `https://docs.stripe.com/error-codes/${decline.code.replace(/_/g, '-')}`,
    message: decline.message,
    ...(chargeId ? { charge: chargeId } : {}),
    payment_method: structuredClone(pm),
    payment_method_type: 'card',
  };
}

function fail(emulator: Emulator, pi: PaymentIntent, error: LastError, raise: boolean): PaymentIntent {
  pi.status = 'requires_payment_method';
  pi.next_action = null;
  pi.last_payment_error = error;
  emulator.emit('payment_intent.payment_failed', pi);
  notifyPaymentIntent(emulator, pi, 'failed');
  if (raise) {
    throw cardError({
      code: error.code,
      decline_code: error.decline_code,
      message: error.message,
      charge: error.charge,
      payment_intent: structuredClone(pi),
      payment_method: error.payment_method,
    });
  }
  return pi;
}

function chargeNow(emulator: Emulator, pi: PaymentIntent, pm: PaymentMethod, authenticated: boolean, raise: boolean): PaymentIntent {
  const hidden = emulator.hidden.of(pm.id);
  const decline = declineFor(hidden.cardBehavior ?? 'succeed');
  const charge = createCharge(emulator, pi, pm, decline, authenticated);
  pi.latest_charge = charge.id;
  if (decline) return fail(emulator, pi, lastError(decline, pm, charge.id), raise);
  if (authenticated && hidden.cardBehavior === 'authenticate_unless_setup') hidden.setUpForOffSession = true;
  if (pi.setup_future_usage && pi.customer && !pm.customer) attachPaymentMethod(emulator, pm, pi.customer);
  if (pi.setup_future_usage && hidden.cardBehavior === 'authenticate_unless_setup' && authenticated) hidden.setUpForOffSession = true;
  pi.status = 'succeeded';
  pi.amount_received = pi.amount;
  pi.next_action = null;
  pi.last_payment_error = null;
  emulator.emit('payment_intent.succeeded', pi);
  notifyPaymentIntent(emulator, pi, 'succeeded');
  return pi;
}

/**
 * One payment attempt. Cards that need 3D Secure answer `requires_action` on-session and
 * fail with `authentication_required` off-session; other cards succeed or decline at once.
 * `raise` makes failures throw the 402 card error that API callers get.
 */
export function attemptPayment(emulator: Emulator, pi: PaymentIntent, options: { offSession: boolean; raise: boolean; errorOnRequiresAction?: boolean; offSessionNeedsAction?: boolean }): PaymentIntent {
  if (!pi.payment_method) {
    throw unexpectedState(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent, pass a payment method in the `payment_method` parameter.",
    );
  }
  const pm = mustGet<PaymentMethod>(emulator, pi.payment_method, 'payment_method', 'payment_method');
  const hidden = emulator.hidden.of(pm.id);
  const behavior = hidden.cardBehavior ?? 'succeed';
  const needsAuthentication = behavior === 'authenticate_always' || (behavior === 'authenticate_unless_setup' && !hidden.setUpForOffSession);
  if (needsAuthentication) {
    // Billing's off-session charges leave the PaymentIntent in requires_action for the
    // customer to authenticate later; direct off-session API confirms fail instead.
    if ((options.offSession && !options.offSessionNeedsAction) || options.errorOnRequiresAction) {
      return fail(emulator, pi, lastError({ code: 'authentication_required', decline_code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' }, pm), options.raise);
    }
    pi.status = 'requires_action';
    pi.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `emulator://authenticate/${pi.id}`, source: `payatt_${randomToken(24)}` } };
    emulator.emit('payment_intent.requires_action', pi);
    notifyPaymentIntent(emulator, pi, 'requires_action');
    return pi;
  }
  return chargeNow(emulator, pi, pm, false, options.raise);
}

/** The 3D Secure challenge's result, reported by the Stripe.js stand-in's dialog. */
export function completePaymentAuthentication(emulator: Emulator, pi: PaymentIntent, approve: boolean): PaymentIntent {
  if (pi.status !== 'requires_action') throw unexpectedState(`This PaymentIntent is in status ${pi.status}, not requires_action.`);
  const pm = mustGet<PaymentMethod>(emulator, pi.payment_method as string, 'payment_method');
  if (!approve) return fail(emulator, pi, lastError({ code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILURE_MESSAGE }, pm), false);
  return chargeNow(emulator, pi, pm, true, false);
}

function offSessionFlag(value: unknown): boolean {
  if (value === undefined || value === null || value === 'false') return false;
  if (value === 'true' || value === 'one_off' || value === 'recurring') return true;
  throw invalidRequest(`Invalid off_session: must be a boolean, 'one_off' or 'recurring'.`, { param: 'off_session' });
}

function applyPaymentMethodParams(emulator: Emulator, pi: PaymentIntent, params: Params): void {
  if (params.payment_method_data) {
    const pm = createCardPaymentMethod(emulator, params.payment_method_data as Params);
    setPaymentMethod(emulator, pi, pm, 'payment_method_data');
  } else if (params.payment_method) {
    setPaymentMethod(emulator, pi, resolvePaymentMethod(emulator, params.payment_method as string), 'payment_method');
  }
}

export function confirmPaymentIntent(emulator: Emulator, pi: PaymentIntent, params: Params): PaymentIntent {
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
    throw unexpectedState(`You cannot confirm this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`);
  }
  if (params.setup_future_usage !== undefined) pi.setup_future_usage = params.setup_future_usage as PaymentIntent['setup_future_usage'];
  if (params.receipt_email !== undefined) pi.receipt_email = params.receipt_email;
  applyPaymentMethodParams(emulator, pi, params);
  const offSession = offSessionFlag(params.off_session);
  if (offSession && !pi.customer) throw invalidRequest('off_session can only be used with a customer.', { param: 'off_session' });
  return attemptPayment(emulator, pi, { offSession, raise: true, errorOnRequiresAction: params.error_on_requires_action === true });
}

/** Publishable-key callers must prove they hold the intent's client secret. */
export function checkClientSecret(ctx: RequestContext, intent: { client_secret: string }): void {
  if (ctx.auth.kind !== 'publishable') return;
  const secret = ctx.params.client_secret;
  if (typeof secret !== 'string' || !secret) throw invalidRequest('Missing required param: client_secret.', { code: 'parameter_missing', param: 'client_secret' });
  if (secret !== intent.client_secret) {
    throw invalidRequest(`The client_secret provided does not match the client_secret associated with the PaymentIntent.`, { param: 'client_secret' });
  }
}

function getIntent(ctx: RequestContext): PaymentIntent {
  const id = ctx.path.id as string;
  const pi = ctx.emulator.store.get<PaymentIntent>(id, 'payment_intent');
  if (!pi) throw resourceMissing('payment_intent', id);
  checkClientSecret(ctx, pi);
  return pi;
}

export const paymentIntentRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payment_intents',
    params: {
      spec: {
        'amount!': 'int', 'currency!': 'string', customer: 'string', automatic_payment_methods: { 'enabled!': 'bool', allow_redirects: 'enum:always,never' },
        confirm: 'bool', metadata: 'metadata', description: 'string', statement_descriptor: 'string', statement_descriptor_suffix: 'string', confirmation_method: 'enum:automatic,manual',
        excluded_payment_method_types: ['string'],
        ...CONFIRM_SPEC,
      },
    },
    handler: ({ emulator, params: wire }) => {
      const params = requestAs<Stripe.PaymentIntentCreateParams>(wire);
      const currency = requireCurrency(params.currency);
      const amount = params.amount;
      const minimum = MINIMUM_AMOUNT[currency] ?? 50;
      if (amount < minimum) throw invalidRequest(`Amount must be at least ${minimum} ${currency}`, { code: 'amount_too_small', param: 'amount' });
      if (params.customer) mustGet(emulator, params.customer, 'customer', 'customer');
      if (params.off_session !== undefined && params.confirm !== true) throw invalidRequest('You can only pass off_session when confirm=true.', { param: 'off_session' });
      if (params.allowed_payment_method_types && params.automatic_payment_methods) throw invalidRequest('You may only specify one of these parameters: allowed_payment_method_types, automatic_payment_methods.', { param: 'automatic_payment_methods' });
      const pi = buildPaymentIntent(emulator, {
        amount,
        currency,
        customer: params.customer ?? null,
        description: params.description,
        metadata: createMetadata(params.metadata),
        setupFutureUsage: params.setup_future_usage,
        paymentMethodTypes: params.allowed_payment_method_types,
      });
      if (params.statement_descriptor) pi.statement_descriptor = params.statement_descriptor;
      if (params.receipt_email) pi.receipt_email = params.receipt_email;
      if (params.confirm === true) return confirmPaymentIntent(emulator, pi, wire);
      applyPaymentMethodParams(emulator, pi, wire);
      return pi;
    },
  },
  { method: 'GET', path: '/v1/payment_intents/:id', publishable: true, params: { spec: { client_secret: 'string' } }, handler: (ctx) => getIntent(ctx) },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id',
    params: {
      spec: { amount: 'int', currency: 'string', customer: 'string', payment_method: 'string', metadata: 'metadata', description: 'string', receipt_email: 'string', setup_future_usage: 'enum:off_session,on_session', statement_descriptor: 'string', statement_descriptor_suffix: 'string', allowed_payment_method_types: ['string'], payment_method_options: 'any', shipping: 'any' },
    },
    handler: ({ emulator, params: wire, path }) => {
      const params = requestAs<Stripe.PaymentIntentUpdateParams>(wire);
      const pi = mustGet<PaymentIntent>(emulator, path.id as string, 'payment_intent');
      if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
        throw unexpectedState(`This PaymentIntent's amount could not be updated because it has a status of ${pi.status}. You may only update the amount of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`);
      }
      if (emulator.hidden.of(pi.id).invoiceId && (params.amount !== undefined || params.currency !== undefined)) {
        throw invalidRequest('You cannot update the amount of a PaymentIntent created by an invoice.', { param: 'amount' });
      }
      if (params.customer) mustGet(emulator, params.customer, 'customer', 'customer');
      for (const key of ['amount', 'customer', 'description', 'receipt_email', 'setup_future_usage', 'statement_descriptor', 'statement_descriptor_suffix', 'shipping', 'allowed_payment_method_types']) {
        if (wire[key] !== undefined) pi[key] = wire[key];
      }
      if (params.currency !== undefined) pi.currency = requireCurrency(params.currency);
      if (params.payment_method) setPaymentMethod(emulator, pi, resolvePaymentMethod(emulator, params.payment_method), 'payment_method');
      pi.metadata = mergeMetadata(pi.metadata, params.metadata);
      // Stripe has no `payment_intent.updated` event type (see its event list): an update is silent.
      return pi;
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/confirm',
    publishable: true,
    params: { spec: CONFIRM_SPEC },
    handler: (ctx) => {
      const pi = getIntent(ctx);
      if (ctx.auth.kind === 'publishable' && ctx.params.off_session !== undefined) throw invalidRequest('off_session cannot be used with a publishable key.', { param: 'off_session' });
      return confirmPaymentIntent(ctx.emulator, pi, ctx.params);
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/cancel',
    params: { spec: { cancellation_reason: 'enum:duplicate,fraudulent,requested_by_customer,abandoned' } },
    handler: ({ emulator, params: wire, path }) => {
      const params = requestAs<Stripe.PaymentIntentCancelParams>(wire);
      const pi = mustGet<PaymentIntent>(emulator, path.id as string, 'payment_intent');
      if (emulator.hidden.of(pi.id).invoiceId) {
        throw unexpectedState('You cannot cancel this PaymentIntent because it was created by an invoice. Void the invoice instead.');
      }
      return cancelPaymentIntent(emulator, pi, params.cancellation_reason ?? null);
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_intents',
    params: { list: true, spec: { customer: 'string', created: 'range' } },
    handler: ({ emulator, params }) => {
      const items = emulator.store
        .all<PaymentIntent>('payment_intent')
        .filter((pi) => !params.customer || pi.customer === params.customer)
        .filter((pi) => inRange(pi.created ?? 0, params.created));
      return paginate(items, params, '/v1/payment_intents');
    },
  },
];

export function cancelPaymentIntent(emulator: Emulator, pi: PaymentIntent, reason: string | null): PaymentIntent {
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture', 'processing'].includes(pi.status)) {
    throw unexpectedState(`You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`);
  }
  pi.status = 'canceled';
  pi.canceled_at = emulator.now(pi.customer);
  pi.cancellation_reason = reason;
  pi.next_action = null;
  emulator.emit('payment_intent.canceled', pi);
  notifyPaymentIntent(emulator, pi, 'canceled');
  return pi;
}

