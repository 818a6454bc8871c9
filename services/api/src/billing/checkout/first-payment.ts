import crypto from 'node:crypto';
import type Stripe from 'stripe';
import type { ObjectId } from 'mongodb';
import type { SignInOutcome } from '@mailscout/contracts';
import { DomainError } from '../../errors/domain-error';
import { sameHash } from '../../identity/one-time-code';
import { applyInvoice } from '../payments/apply-invoice';
import type { BillingDeps } from '../billing-deps';
import type { Caller } from './buyer';
import { accountCreatedMark, signInMark } from '../payments/payment-marks';
import { isMissingResource } from '../stripe/stripe-errors';
import { idOf } from '../stripe/stripe-id';

export const UNDELIVERABLE_MESSAGE =
  'We could not add this purchase to your account, so the payment has been refunded in full. It reaches your card within 3-5 business days.';

export interface FirstPaymentOutcome {
  status: string;
  paid: boolean;
  refunded?: boolean;
  paymentError?: string;
  signIn?: SignInOutcome;
  credits?: number;
  /** The account the route starts a session for: the buyer's new account, once. */
  signInUserId?: ObjectId;
}

export const newCheckoutToken = () => crypto.randomBytes(24).toString('base64url');
const tokenHash = (deps: BillingDeps, token: string) => deps.keyedHash(`checkout-token:${token}`);
export const checkoutTokenHash = tokenHash;

async function lastPaymentError(deps: BillingDeps, invoiceId: string): Promise<string | undefined> {
  const payments = await deps.stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
  const intentId = idOf(payments.data[0]?.payment.payment_intent);
  if (!intentId) return undefined;
  const intent = await deps.stripe.paymentIntents.retrieve(intentId);
  return intent.last_payment_error?.message ?? undefined;
}

/**
 * Who may confirm a subscription's first payment (docs/decisions.md#billing-proof: nothing about an account without
 * its session): the browser holding the checkout token from create-subscription, or the
 * signed-in account it belongs to. Anyone else is answered as if it did not exist.
 */
async function accessOf(deps: BillingDeps, subscription: Stripe.Subscription, access: { caller: Caller | null; checkoutToken?: string }) {
  const purchase = await deps.store.purchases.findById(subscription.id);
  const byToken = Boolean(access.checkoutToken && purchase?.checkoutTokenHash && sameHash(tokenHash(deps, access.checkoutToken), purchase.checkoutTokenHash));
  let byAccount = false;
  if (access.caller) {
    const owner = purchase?.userId ?? (await deps.store.users.findByStripeCustomer(idOf(subscription.customer)!))?._id;
    byAccount = Boolean(owner?.equals(access.caller.userId));
  }
  return { byToken, byAccount };
}

/**
 * The buyer's page after the first payment: applies the paid first invoice at once (the same
 * idempotent step as the webhook) and, once, signs the buyer in when this payment created the
 * account (docs/decisions.md#identity).
 */
export async function confirmFirstPayment(deps: BillingDeps, subscriptionId: string, access: { caller: Caller | null; checkoutToken?: string }): Promise<FirstPaymentOutcome> {
  const notFound = () => new DomainError({ code: 'NOT_FOUND', message: 'Subscription not found' });
  let subscription: Stripe.Subscription;
  try {
    subscription = await deps.stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (isMissingResource(error)) throw notFound();
    throw error;
  }
  if (subscription.metadata.product !== 'mailscout') throw notFound();
  const { byToken, byAccount } = await accessOf(deps, subscription, access);
  if (!byToken && !byAccount) throw notFound();

  const first = (await deps.stripe.invoices.list({ subscription: subscription.id, limit: 100 })).data.find((invoice) => invoice.billing_reason === 'subscription_create');
  if (!first || first.status !== 'paid') {
    const paymentError = first ? await lastPaymentError(deps, first.id) : undefined;
    return { status: subscription.status, paid: false, ...(paymentError ? { paymentError } : {}) };
  }
  const applied = await applyInvoice(deps, first.id);
  if (applied.refunded) return { status: (await deps.stripe.subscriptions.retrieve(subscription.id)).status, paid: false, refunded: true, paymentError: UNDELIVERABLE_MESSAGE };

  const owner = await deps.store.users.findByStripeCustomer(idOf(subscription.customer)!);
  if (!owner) return { status: subscription.status, paid: true, signIn: 'required' };
  const credits = (await deps.store.credits.balance(owner._id)) ?? 0;
  if (byAccount) return { status: subscription.status, paid: true, signIn: 'done', credits };
  const createdByPayment = await deps.store.paymentEvents.has(accountCreatedMark(subscription.id));
  if (!createdByPayment) return { status: subscription.status, paid: true, signIn: 'required' };
  // Only the first call after the payment gets a session; a repeat does not mint another.
  if (!(await deps.store.paymentEvents.recordFirstDelivery(signInMark(subscription.id), 'checkout.sign_in'))) {
    return { status: subscription.status, paid: true, signIn: 'done', credits };
  }
  return { status: subscription.status, paid: true, signIn: 'done', credits, signInUserId: owner._id };
}
