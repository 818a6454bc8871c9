import type Stripe from 'stripe';
import type { Route } from '../wire/router';
import type { Emulator } from '../emulator';
import type { Invoice, InvoicePayment, PaymentMethod } from '../state/models';
import { embeddedList, paginate } from '../wire/list';
import { invalidRequest, unexpectedState } from '../wire/errors';
import { inRange, requestAs } from '../wire/params';
import { mergeMetadata, mustGet } from '../resources/common';
import { collectInvoice, finalizeInvoice, invoicePaymentIntent, markInvoicePaid } from './invoices';
import { voidInvoice } from './subscriptions';
import { previousAttributes } from '../state/previous-attributes';

/** Fields Stripe only includes in an invoice when expanded. */
export function registerInvoiceVirtualFields(emulator: Emulator): void {
  emulator.virtualFields.set('invoice.confirmation_secret', (owner) => {
    const pi = invoicePaymentIntent(emulator, owner as Invoice);
    return pi ? { client_secret: pi.client_secret, type: 'payment_intent' } : null;
  });
  emulator.virtualFields.set('invoice.payments', (owner) => {
    const payments = emulator.store.all<InvoicePayment>('invoice_payment').filter((payment) => payment.invoice === owner.id);
    return embeddedList(structuredClone(payments), `/v1/invoices/${owner.id}/payments`);
  });
}

function payInvoice(emulator: Emulator, invoice: Invoice, params: Stripe.InvoicePayParams): Invoice {
  // Stripe answers this without an error code (none in its list fits; `invoice_already_paid` is not one).
  if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid');
  if (invoice.status === 'void') throw invalidRequest('This invoice has been voided and can no longer be paid.', { code: 'invoice_not_editable' });
  if (invoice.status === 'draft') finalizeInvoice(emulator, invoice);
  if (invoice.status !== 'open') return invoice;
  if (params.paid_out_of_band === true) {
    markInvoicePaid(emulator, invoice, 0);
    return invoice;
  }
  let pmId = params.payment_method;
  if (pmId) {
    const pm = mustGet<PaymentMethod>(emulator, pmId, 'payment_method', 'payment_method');
    if (pm.customer !== invoice.customer) throw invalidRequest(`The PaymentMethod ${pm.id} does not belong to the invoice's customer.`, { param: 'payment_method' });
    pmId = pm.id;
  }
  const pi = invoicePaymentIntent(emulator, invoice);
  if (pi?.status === 'succeeded') return invoice;
  // `off_session` defaults to true for invoices.pay, as on Stripe.
  collectInvoice(emulator, invoice, { offSession: params.off_session !== false, paymentMethod: pmId, raise: true });
  return invoice;
}

export const invoiceRoutes: Route[] = [
  { method: 'GET', path: '/v1/invoices/:id', params: { spec: {} }, handler: ({ emulator, path }) => mustGet(emulator, path.id as string, 'invoice') },
  {
    method: 'GET',
    path: '/v1/invoices',
    params: { list: true, spec: { customer: 'string', subscription: 'string', status: 'enum:draft,open,paid,uncollectible,void', created: 'range', collection_method: 'string', due_date: 'any' } },
    handler: ({ emulator, params }) => {
      const items = emulator.store
        .all<Invoice>('invoice')
        .filter((invoice) => !params.customer || invoice.customer === params.customer)
        .filter((invoice) => !params.subscription || invoice.parent?.subscription_details.subscription === params.subscription)
        .filter((invoice) => !params.status || invoice.status === params.status)
        .filter((invoice) => inRange(invoice.created ?? 0, params.created));
      return paginate(items, params, '/v1/invoices');
    },
  },
  {
    method: 'GET',
    path: '/v1/invoices/:id/lines',
    params: { list: true, spec: {} },
    handler: ({ emulator, params, path }) => {
      const invoice = mustGet<Invoice>(emulator, path.id as string, 'invoice');
      return paginate([...invoice.lines.data], params, `/v1/invoices/${invoice.id}/lines`);
    },
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id',
    params: { spec: { metadata: 'metadata', description: 'string', footer: 'string', auto_advance: 'bool', default_payment_method: 'string' } },
    handler: ({ emulator, params: wire, path }) => {
      const params = requestAs<Stripe.InvoiceUpdateParams>(wire);
      const invoice = mustGet<Invoice>(emulator, path.id as string, 'invoice');
      const before = structuredClone(invoice);
      if (params.description !== undefined) invoice.description = params.description;
      if (params.footer !== undefined) invoice.footer = params.footer;
      if (params.auto_advance !== undefined) invoice.auto_advance = params.auto_advance;
      if (params.default_payment_method !== undefined) invoice.default_payment_method = params.default_payment_method || null;
      invoice.metadata = mergeMetadata(invoice.metadata, params.metadata);
      const previous = previousAttributes(before, invoice);
      if (previous) emulator.emit('invoice.updated', invoice, previous);
      return invoice;
    },
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/finalize',
    params: { spec: { auto_advance: 'bool' } },
    handler: ({ emulator, path }) => {
      const invoice = mustGet<Invoice>(emulator, path.id as string, 'invoice');
      if (invoice.status !== 'draft') throw invalidRequest(`This invoice is already finalized, you can't re-finalize a non-draft invoice.`, { code: 'invoice_not_editable' });
      finalizeInvoice(emulator, invoice);
      return invoice;
    },
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/pay',
    params: { spec: { payment_method: 'string', off_session: 'bool', paid_out_of_band: 'bool', forgive: 'bool', mandate: 'string', source: 'string' } },
    handler: ({ emulator, params, path }) => payInvoice(emulator, mustGet<Invoice>(emulator, path.id as string, 'invoice'), requestAs<Stripe.InvoicePayParams>(params)),
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/void',
    params: { spec: {} },
    handler: ({ emulator, path }) => {
      const invoice = mustGet<Invoice>(emulator, path.id as string, 'invoice');
      voidInvoice(emulator, invoice);
      return invoice;
    },
  },
  {
    method: 'POST',
    path: '/v1/invoices/:id/mark_uncollectible',
    params: { spec: {} },
    handler: ({ emulator, path }) => {
      const invoice = mustGet<Invoice>(emulator, path.id as string, 'invoice');
      if (invoice.status !== 'open') throw unexpectedState(`You can only mark open invoices as uncollectible. This invoice is ${invoice.status}.`, 'invoice_not_editable');
      invoice.status = 'uncollectible';
      invoice.next_payment_attempt = null;
      invoice.status_transitions.marked_uncollectible_at = emulator.now(invoice.customer);
      emulator.emit('invoice.marked_uncollectible', invoice);
      return invoice;
    },
  },
  { method: 'GET', path: '/v1/invoice_payments/:id', params: { spec: {} }, handler: ({ emulator, path }) => mustGet(emulator, path.id as string, 'invoice_payment') },
  {
    method: 'GET',
    path: '/v1/invoice_payments',
    params: { list: true, spec: { invoice: 'string', payment: { 'type!': 'enum:payment_intent,payment_record', payment_intent: 'string', payment_record: 'string' }, status: 'enum:canceled,open,paid', created: 'range' } },
    handler: ({ emulator, params: wire }) => {
      const params = requestAs<Stripe.InvoicePaymentListParams>(wire);
      const payment = params.payment;
      const items = emulator.store
        .all<InvoicePayment>('invoice_payment')
        .filter((entry) => !params.invoice || entry.invoice === params.invoice)
        .filter((entry) => !payment?.payment_intent || entry.payment.payment_intent === payment.payment_intent)
        .filter((entry) => !params.status || entry.status === params.status)
        .filter((entry) => inRange(entry.created ?? 0, params.created));
      return paginate(items, wire, '/v1/invoice_payments');
    },
  },
];

