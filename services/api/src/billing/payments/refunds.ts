import type Stripe from 'stripe';
import type { ObjectId } from 'mongodb';
import type { Language } from '@mailscout/contracts';
import { DomainError } from '../../errors/domain-error';
import { formatLongDate } from '../../mail/format-date';
import { formatMoney } from '../../mail/format-money';
import type { MailTemplate } from '../../mail/render-mail';
import type { BillingDeps } from '../billing-deps';
import { refundReceiptMark, sendReceiptOnce } from './receipts';
import { isMissingResource } from '../stripe/stripe-errors';
import { syncSubscription } from '../subscriptions/subscription-records';
import { idOf } from '../stripe/stripe-id';

export const REFUND_WINDOW_SECONDS = 7 * 86_400;

type RefundWhat = Extract<MailTemplate, { kind: 'refund-receipt' }>['what'];

/** The PaymentIntent that paid an invoice, if any. */
export async function paymentIntentOfInvoice(deps: BillingDeps, invoiceId: string): Promise<string | null> {
  const payments = await deps.stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
  return idOf(payments.data[0]?.payment.payment_intent);
}

async function sendRefundReceipt(
  deps: BillingDeps,
  refund: Stripe.Refund,
  mail: { to: string | null; language: Language; what: RefundWhat; reason: 'requested' | 'undeliverable' | 'duplicate' },
  mustSend: boolean,
) {
  if (!mail.to) return;
  const language = mail.language;
  await sendReceiptOnce(
    deps,
    refundReceiptMark(refund.id),
    {
      to: mail.to,
      language,
      template: {
        kind: 'refund-receipt',
        what: mail.what,
        amount: formatMoney(refund.amount, refund.currency, language),
        date: formatLongDate(new Date(refund.created * 1000), language),
        reference: refund.id,
        reason: mail.reason,
      },
      money: { amount: refund.amount, currency: refund.currency, occurredAt: new Date(refund.created * 1000) },
    },
    { mustSend },
  );
}

/**
 * docs/decisions.md#one-subscription, docs/decisions.md#identity: a charge that cannot be delivered to the buyer (a race the checks before the
 * charge did not stop: a second live subscription, a payment for an account that is gone, a
 * renewal paid after cancellation) is refunded in full, once (an idempotency key per payment),
 * and the payer gets a refund receipt.
 */
export async function refundUndeliverable(
  deps: BillingDeps,
  paymentIntentId: string,
  mail: { to: string | null; language: Language; what: RefundWhat; reason: 'undeliverable' | 'duplicate' },
): Promise<Stripe.Refund> {
  const refund = await deps.stripe.refunds.create(
    {
      payment_intent: paymentIntentId,
      ...(mail.reason === 'duplicate' ? { reason: 'duplicate' as const } : {}),
      metadata: { product: 'mailscout', kind: `auto_refund_${mail.reason}` },
    },
    { idempotencyKey: `auto-refund:${paymentIntentId}` },
  );
  deps.log.warn({ paymentIntentId, refundId: refund.id, reason: mail.reason }, 'payment refunded automatically');
  await sendRefundReceipt(deps, refund, mail, false);
  return refund;
}

/** Stripe's time for a customer: its test clock's when it has one. */
async function nowFor(deps: BillingDeps, customerId: string): Promise<number> {
  const customer = await deps.stripe.customers.retrieve(customerId);
  const clock = !customer.deleted ? idOf(customer.test_clock) : null;
  if (clock) return (await deps.stripe.testHelpers.testClocks.retrieve(clock)).frozen_time;
  return Math.floor(Date.now() / 1000);
}

/**
 * docs/product.md#validation: the trial fee is refunded only within 7 days and if no credit was used. The
 * subscription ends at once (it must not convert) and the trial credits are taken back.
 */
export async function refundTrial(deps: BillingDeps, userId: ObjectId) {
  const refusal = (message: string) => new DomainError({ code: 'REFUND_NOT_ALLOWED', message });
  const user = await deps.store.users.findById(userId);
  const subscriptions = await deps.store.subscriptions.listForUser(userId);
  const ledger = await deps.store.credits.history(userId);
  if (ledger.some((entry) => entry.applied < 0 && !entry._id.startsWith('refund:'))) throw refusal('The trial fee can only be refunded if no credits were used.');
  for (const record of subscriptions.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())) {
    const invoices = await deps.stripe.invoices.list({ subscription: record._id, limit: 100 });
    const first = invoices.data.find((invoice) => invoice.billing_reason === 'subscription_create' && invoice.status === 'paid');
    if (!first || !user?.stripeCustomerId) continue;
    if (ledger.some((entry) => entry._id === `refund:${first.id}`)) throw refusal('This trial fee has already been refunded.');
    const paidAt = first.status_transitions.paid_at ?? first.created;
    if ((await nowFor(deps, user.stripeCustomerId)) - paidAt > REFUND_WINDOW_SECONDS) throw refusal('The trial fee can only be refunded within 7 days.');
    const intentId = await paymentIntentOfInvoice(deps, first.id);
    if (!intentId) throw refusal('This trial fee cannot be refunded.');
    const refund = await deps.stripe.refunds.create(
      { payment_intent: intentId, reason: 'requested_by_customer', metadata: { product: 'mailscout', kind: 'trial_refund' } },
      { idempotencyKey: `refund-trial:${first.id}` },
    );
    await deps.stripe.subscriptions.cancel(record._id).catch((error: unknown) => {
      if (!isMissingResource(error)) throw error;
    });
    const granted = ledger.find((entry) => entry._id === `invoice:${first.id}`);
    const balance = (await deps.store.credits.balance(userId)) ?? 0;
    const takeBack = Math.min(granted?.applied ?? 0, balance);
    await deps.store.credits.spend(userId, { sourceKey: `refund:${first.id}`, amount: takeBack, reason: 'trial_refund' });
    await syncSubscription(deps, record._id);
    await sendRefundReceipt(deps, refund, { to: user.email, language: user.language, what: 'trial', reason: 'requested' }, false);
    return { refundId: refund.id, amount: refund.amount, currency: refund.currency };
  }
  throw refusal('There is no trial fee to refund on this account.');
}

/**
 * Stripe's `refund.created`: every refund gets its receipt (docs/decisions.md#receipts-and-terms), also one made in
 * Stripe's dashboard. Refunds this API made have sent theirs already under the same mark.
 */
export async function confirmRefund(deps: BillingDeps, refundId: string, options: { mustSend: boolean }): Promise<void> {
  const refund = await deps.stripe.refunds.retrieve(refundId);
  const intentId = idOf(refund.payment_intent);
  if (!intentId || refund.status === 'failed' || refund.status === 'canceled') return;
  const intent = await deps.stripe.paymentIntents.retrieve(intentId);
  const customerId = idOf(intent.customer);
  const user = customerId ? await deps.store.users.findByStripeCustomer(customerId) : null;
  if (!user) return;
  const kind = refund.metadata?.kind ?? '';
  const what: RefundWhat = kind === 'trial_refund' ? 'trial' : intent.metadata.kind === 'pack' ? 'pack' : 'plan';
  const reason = kind === 'auto_refund_duplicate' ? 'duplicate' : kind === 'auto_refund_undeliverable' ? 'undeliverable' : 'requested';
  await sendRefundReceipt(deps, refund, { to: user.email, language: user.language, what, reason }, options.mustSend);
}
