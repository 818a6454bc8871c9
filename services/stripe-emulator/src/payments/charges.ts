import { randomUUID } from 'node:crypto';
import type { Emulator } from '../emulator';
import type { Charge, PaymentIntent, PaymentMethod } from '../state/models';
import type { Route } from '../wire/router';
import { newId, randomToken } from '../wire/ids';
import { paginate } from '../wire/list';
import { inRange } from '../wire/params';
import type { Decline } from './test-cards';
import { mustGet } from '../resources/common';

/** A charge records one payment attempt of a PaymentIntent, succeeded or failed. */
export function createCharge(emulator: Emulator, pi: PaymentIntent, pm: PaymentMethod, decline: Decline | null, authenticated: boolean): Charge {
  const card = pm.card;
  const charge: Charge = emulator.store.insert({
    id: newId('ch'),
    object: 'charge',
    amount: pi.amount,
    amount_captured: decline ? 0 : pi.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: decline ? null : newId('txn'),
    billing_details: pm.billing_details,
    calculated_statement_descriptor: 'MAILSCOUT',
    captured: !decline,
    created: emulator.now(pi.customer),
    currency: pi.currency,
    customer: pi.customer,
    description: pi.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: { ...pi.metadata },
    on_behalf_of: null,
    outcome: decline
      ? {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'declined_by_network',
          reason: decline.decline_code ?? decline.code,
          risk_level: 'normal',
          risk_score: 20,
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          risk_score: 20,
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: !decline,
    payment_intent: pi.id,
    payment_method: pm.id,
    payment_method_details: {
      card: {
        amount_authorized: decline ? null : pi.amount,
        authorization_code: decline ? null : randomToken(6).toUpperCase(),
        brand: card.brand,
        checks: card.checks,
        country: card.country,
        exp_month: card.exp_month,
        // The SDK's Charge.PaymentMethodDetails.Card: fields a card payment without installments,
        // mandate or extended authorization has are null.
        electronic_commerce_indicator: authenticated ? '05' : null,
        exp_year: card.exp_year,
        fingerprint: card.fingerprint,
        funding: card.funding,
        installments: null,
        last4: card.last4,
        mandate: null,
        network: card.brand,
        network_transaction_id: randomToken(15),
        regulated_status: null,
        three_d_secure: authenticated
          ? { authentication_flow: 'challenge', electronic_commerce_indicator: '05', exemption_indicator: null, result: 'authenticated', result_reason: null, transaction_id: randomUUID(), version: '2.2.0' }
          : null,
        transaction_link_id: null,
        wallet: null,
      },
      type: 'card',
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: decline ? null : `https://pay.stripe.com/receipts/emulator/${randomToken(20)}`,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: decline ? 'failed' : 'succeeded',
    transfer_data: null,
    transfer_group: null,
  });
  emulator.emit(decline ? 'charge.failed' : 'charge.succeeded', charge);
  return charge;
}

export const chargeRoutes: Route[] = [
  { method: 'GET', path: '/v1/charges/:id', params: { spec: {} }, handler: ({ emulator, path }) => mustGet(emulator, path.id as string, 'charge') },
  {
    method: 'GET',
    path: '/v1/charges',
    params: { list: true, spec: { customer: 'string', payment_intent: 'string', created: 'range', transfer_group: 'string' } },
    handler: ({ emulator, params }) => {
      const items = emulator.store
        .all<Charge>('charge')
        .filter((charge) => !params.customer || charge.customer === params.customer)
        .filter((charge) => !params.payment_intent || charge.payment_intent === params.payment_intent)
        .filter((charge) => inRange(charge.created ?? 0, params.created));
      return paginate(items, params, '/v1/charges');
    },
  },
];
