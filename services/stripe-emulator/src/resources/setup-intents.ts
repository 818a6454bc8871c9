import type Stripe from 'stripe';
import type { Route, RequestContext } from '../wire/router';
import type { Emulator } from '../emulator';
import type { LastError, PaymentMethod, SetupIntent } from '../state/models';
import { clientSecretFor, newId, randomToken } from '../wire/ids';
import { paginate } from '../wire/list';
import { cardError, resourceMissing, unexpectedState } from '../wire/errors';
import { inRange, requestAs, type Params } from '../wire/params';
import { createMetadata, mergeMetadata, mustGet } from './common';
import { PAYMENT_METHOD_DATA, attachPaymentMethod, createCardPaymentMethod, resolvePaymentMethod } from './payment-methods';
import { declineFor, declinesOnAttach } from '../payments/test-cards';
import { checkClientSecret } from './payment-intents';

const CONFIRM_SPEC = {
  payment_method: 'string', payment_method_data: PAYMENT_METHOD_DATA, return_url: 'string', mandate_data: 'any', payment_method_options: 'any', use_stripe_sdk: 'bool',
  client_secret: 'string', confirmation_token: 'string', allowed_payment_method_types: ['string'],
};

function setupFailed(emulator: Emulator, si: SetupIntent, error: LastError, raise: boolean): SetupIntent {
  si.status = 'requires_payment_method';
  si.next_action = null;
  si.last_setup_error = error;
  emulator.emit('setup_intent.setup_failed', si);
  if (raise) throw cardError({ code: error.code, decline_code: error.decline_code, message: error.message, setup_intent: structuredClone(si), payment_method: error.payment_method });
  return si;
}

function setupSucceeded(emulator: Emulator, si: SetupIntent, pm: PaymentMethod, authenticated: boolean): SetupIntent {
  const hidden = emulator.hidden.of(pm.id);
  // A card "authenticated unless set up" is set up once authenticated for future use.
  if (hidden.cardBehavior === 'authenticate_unless_setup' && authenticated) hidden.setUpForOffSession = true;
  if (si.customer && pm.customer !== si.customer) attachPaymentMethod(emulator, pm, si.customer);
  si.status = 'succeeded';
  si.next_action = null;
  si.last_setup_error = null;
  si.latest_attempt = `setatt_${randomToken(24)}`;
  emulator.emit('setup_intent.succeeded', si);
  return si;
}

function confirmSetupIntent(emulator: Emulator, si: SetupIntent, params: Params): SetupIntent {
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(si.status)) {
    throw unexpectedState(`You cannot confirm this SetupIntent because it has a status of ${si.status}.`, 'setup_intent_unexpected_state');
  }
  if (params.payment_method_data) si.payment_method = createCardPaymentMethod(emulator, params.payment_method_data as Params).id;
  else if (params.payment_method) si.payment_method = resolvePaymentMethod(emulator, params.payment_method as string).id;
  if (!si.payment_method) throw unexpectedState("You cannot confirm this SetupIntent because it's missing a payment method.", 'setup_intent_unexpected_state');
  const pm = mustGet<PaymentMethod>(emulator, si.payment_method, 'payment_method', 'payment_method');
  const behavior = emulator.hidden.of(pm.id).cardBehavior ?? 'succeed';
  if (declinesOnAttach(behavior)) {
    const decline = declineFor(behavior);
    if (decline) {
      const error: LastError = { type: 'card_error', code: decline.code, decline_code: decline.decline_code, message: decline.message, payment_method: structuredClone(pm), payment_method_type: 'card' };
      return setupFailed(emulator, si, error, true);
    }
  }
  if (behavior === 'authenticate_always' || (behavior === 'authenticate_unless_setup' && !emulator.hidden.of(pm.id).setUpForOffSession)) {
    si.status = 'requires_action';
    si.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `emulator://authenticate/${si.id}`, source: `setatt_${randomToken(24)}` } };
    emulator.emit('setup_intent.requires_action', si);
    return si;
  }
  return setupSucceeded(emulator, si, pm, false);
}

export function completeSetupAuthentication(emulator: Emulator, si: SetupIntent, approve: boolean): SetupIntent {
  if (si.status !== 'requires_action') throw unexpectedState(`This SetupIntent is in status ${si.status}, not requires_action.`, 'setup_intent_unexpected_state');
  const pm = mustGet<PaymentMethod>(emulator, si.payment_method as string, 'payment_method');
  if (!approve) {
    return setupFailed(
      emulator,
      si,
      { type: 'card_error', code: 'setup_intent_authentication_failure', message: 'The latest attempt to set up the payment method has failed because authentication failed.', payment_method: structuredClone(pm), payment_method_type: 'card' },
      false,
    );
  }
  return setupSucceeded(emulator, si, pm, true);
}

function getIntent(ctx: RequestContext): SetupIntent {
  const id = ctx.path.id as string;
  const si = ctx.emulator.store.get<SetupIntent>(id, 'setup_intent');
  if (!si) throw resourceMissing('setupintent', id);
  checkClientSecret(ctx, si);
  return si;
}

export const setupIntentRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/setup_intents',
    params: {
      spec: {
        customer: 'string', automatic_payment_methods: { 'enabled!': 'bool', allow_redirects: 'enum:always,never' }, confirm: 'bool', usage: 'enum:on_session,off_session',
        metadata: 'metadata', description: 'string', single_use: 'any', attach_to_self: 'bool', flow_directions: ['string'], excluded_payment_method_types: ['string'], ...CONFIRM_SPEC,
      },
    },
    handler: ({ emulator, params: wire }) => {
      const params = requestAs<Stripe.SetupIntentCreateParams>(wire);
      if (params.customer) mustGet(emulator, params.customer, 'customer', 'customer');
      const id = newId('seti');
      const si: SetupIntent = emulator.store.insert({
        id,
        object: 'setup_intent',
        allowed_payment_method_types: params.allowed_payment_method_types ?? null,
        application: null,
        automatic_payment_methods: params.allowed_payment_method_types ? null : { allow_redirects: 'always', enabled: true },
        cancellation_reason: null,
        client_secret: clientSecretFor(id),
        created: emulator.now(params.customer),
        customer: params.customer ?? null,
        customer_account: null,
        description: params.description ?? null,
        excluded_payment_method_types: null,
        flow_directions: null,
        last_setup_error: null,
        latest_attempt: null,
        livemode: false,
        mandate: null,
        metadata: createMetadata(params.metadata),
        next_action: null,
        on_behalf_of: null,
        payment_method: null,
        payment_method_configuration_details: null,
        payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
        payment_method_types: params.allowed_payment_method_types ?? ['card'],
        single_use_mandate: null,
        status: 'requires_payment_method',
        usage: params.usage ?? 'off_session',
      });
      emulator.emit('setup_intent.created', si);
      if (params.confirm === true) return confirmSetupIntent(emulator, si, wire);
      if (params.payment_method) {
        si.payment_method = resolvePaymentMethod(emulator, params.payment_method).id;
        si.status = 'requires_confirmation';
      }
      return si;
    },
  },
  { method: 'GET', path: '/v1/setup_intents/:id', publishable: true, params: { spec: { client_secret: 'string' } }, handler: (ctx) => getIntent(ctx) },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id',
    params: { spec: { customer: 'string', payment_method: 'string', metadata: 'metadata', description: 'string', allowed_payment_method_types: ['string'], payment_method_options: 'any', attach_to_self: 'bool', flow_directions: ['string'] } },
    handler: ({ emulator, params: wire, path }) => {
      const params = requestAs<Stripe.SetupIntentUpdateParams>(wire);
      const si = mustGet<SetupIntent>(emulator, path.id as string, 'setup_intent');
      if (params.customer) si.customer = mustGet(emulator, params.customer, 'customer', 'customer').id;
      if (params.description !== undefined) si.description = params.description;
      if (params.payment_method) {
        si.payment_method = resolvePaymentMethod(emulator, params.payment_method).id;
        if (si.status === 'requires_payment_method') si.status = 'requires_confirmation';
      }
      si.metadata = mergeMetadata(si.metadata, params.metadata);
      // Stripe has no `setup_intent.updated` event type (see its event list): an update is silent.
      return si;
    },
  },
  { method: 'POST', path: '/v1/setup_intents/:id/confirm', publishable: true, params: { spec: CONFIRM_SPEC }, handler: (ctx) => confirmSetupIntent(ctx.emulator, getIntent(ctx), ctx.params) },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id/cancel',
    params: { spec: { cancellation_reason: 'enum:abandoned,duplicate,requested_by_customer' } },
    handler: ({ emulator, params: wire, path }) => {
      const params = requestAs<Stripe.SetupIntentCancelParams>(wire);
      const si = mustGet<SetupIntent>(emulator, path.id as string, 'setup_intent');
      if (si.status === 'succeeded' || si.status === 'canceled') throw unexpectedState(`You cannot cancel this SetupIntent because it has a status of ${si.status}.`, 'setup_intent_unexpected_state');
      si.status = 'canceled';
      si.cancellation_reason = params.cancellation_reason ?? null;
      emulator.emit('setup_intent.canceled', si);
      return si;
    },
  },
  {
    method: 'GET',
    path: '/v1/setup_intents',
    params: { list: true, spec: { customer: 'string', payment_method: 'string', created: 'range', attach_to_self: 'bool' } },
    handler: ({ emulator, params }) => {
      const items = emulator.store
        .all<SetupIntent>('setup_intent')
        .filter((si) => !params.customer || si.customer === params.customer)
        .filter((si) => !params.payment_method || si.payment_method === params.payment_method)
        .filter((si) => inRange(si.created ?? 0, params.created));
      return paginate(items, params, '/v1/setup_intents');
    },
  },
];

