import type Stripe from 'stripe';
import type { Route } from '../wire/router';
import type { Charge, PaymentIntent, Refund } from '../state/models';
import { newId } from '../wire/ids';
import { paginate } from '../wire/list';
import { invalidRequest } from '../wire/errors';
import { inRange, requestAs } from '../wire/params';
import { createMetadata, mergeMetadata, mustGet } from './common';

export const refundRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/refunds',
    params: { spec: { charge: 'string', payment_intent: 'string', amount: 'int', reason: 'enum:duplicate,fraudulent,requested_by_customer', metadata: 'metadata', instructions_email: 'string', origin: 'string' } },
    handler: ({ emulator, params: wire }) => {
      const params = requestAs<Stripe.RefundCreateParams>(wire);
      if (!params.charge && !params.payment_intent) throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', { code: 'parameter_missing', param: 'payment_intent' });
      let charge: Charge;
      let paymentIntent: string | null = null;
      if (params.payment_intent) {
        const pi = mustGet<PaymentIntent>(emulator, params.payment_intent, 'payment_intent', 'payment_intent');
        if (pi.status !== 'succeeded' || !pi.latest_charge) {
          throw invalidRequest(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, { code: 'charge_not_refundable', param: 'payment_intent' });
        }
        charge = mustGet<Charge>(emulator, pi.latest_charge, 'charge');
        paymentIntent = pi.id;
      } else {
        // One of the two is present (checked above), and it is not payment_intent.
        charge = mustGet<Charge>(emulator, params.charge as string, 'charge', 'charge');
        paymentIntent = charge.payment_intent;
      }
      if (charge.status !== 'succeeded') throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, { code: 'charge_not_refundable', param: 'charge' });
      const remaining = charge.amount - charge.amount_refunded;
      if (remaining <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded', param: 'charge' });
      const amount = params.amount ?? remaining;
      if (amount <= 0) throw invalidRequest('Invalid positive integer', { param: 'amount', code: 'parameter_invalid_integer' });
      if (amount > remaining) {
        throw invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, { code: 'amount_too_large', param: 'amount' });
      }
      const refund: Refund = emulator.store.insert({
        id: newId('re'),
        object: 'refund',
        amount,
        balance_transaction: newId('txn'),
        charge: charge.id,
        created: emulator.now(charge.customer),
        currency: charge.currency,
        customer: charge.customer,
        customer_account: null,
        destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
        metadata: createMetadata(params.metadata),
        payment_intent: paymentIntent,
        payment_method: (charge.payment_method as string | null) ?? null,
        reason: params.reason ?? null,
        receipt_number: null,
        source_transfer_reversal: null,
        status: 'succeeded',
        transfer_reversal: null,
      });
      const before = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      emulator.emit('refund.created', refund);
      emulator.emit('charge.refunded', charge, before);
      return refund;
    },
  },
  { method: 'GET', path: '/v1/refunds/:id', params: { spec: {} }, handler: ({ emulator, path }) => mustGet(emulator, path.id as string, 'refund') },
  {
    method: 'POST',
    path: '/v1/refunds/:id',
    params: { spec: { metadata: 'metadata' } },
    handler: ({ emulator, params, path }) => {
      const refund = mustGet<Refund>(emulator, path.id as string, 'refund');
      refund.metadata = mergeMetadata(refund.metadata as Record<string, string>, params.metadata);
      emulator.emit('refund.updated', refund);
      return refund;
    },
  },
  {
    method: 'GET',
    path: '/v1/refunds',
    params: { list: true, spec: { charge: 'string', payment_intent: 'string', created: 'range' } },
    handler: ({ emulator, params }) => {
      const items = emulator.store
        .all<Refund>('refund')
        .filter((refund) => !params.charge || refund.charge === params.charge)
        .filter((refund) => !params.payment_intent || refund.payment_intent === params.payment_intent)
        .filter((refund) => inRange(refund.created ?? 0, params.created));
      return paginate(items, params, '/v1/refunds');
    },
  },
];
