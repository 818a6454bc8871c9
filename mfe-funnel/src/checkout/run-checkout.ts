import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { Language, LookupKind, PlanChoice } from '@mailscout/contracts';
import { createSubscription, syncInvoice } from '../api/billing-api';
import { billingErrorCode, billingProblem, providerProblem, type PaymentProblem } from './checkout-errors';
import { applyPaidSession, type PaidOutcome, type SessionAfterPayment } from './paid-session';
import { clearPendingCheckout, savePendingCheckout } from './pending-checkout';

export interface CheckoutInput {
  stripe: Stripe | null;
  card: StripeCardElement | null;
  billingEmail: string;
  nameOnCard: string;
  plan: PlanChoice;
  /** The 'trial' offer; false is the 'plan' offer: the plan at its full price at once. */
  withTrial: boolean;
  kind: LookupKind;
  /** The address or number the report is about; null for a plain sign-up. */
  target: string | null;
  language: Language;
  /** The report's scan request id, named with the purchase for the receipt's link (docs/decisions.md#report-link-mail). */
  reportRequestId?: string | null;
}

/** `code`: the server's refusal (TRIAL_ALREADY_USED, SIGN_IN_REQUIRED, …), nothing charged. */
export type CheckoutResult = { ok: true; session: SessionAfterPayment } | { ok: false; problem: PaymentProblem; code?: string };

const PAID_AT_ONCE = new Set(['trialing', 'active']);

/**
 * The trial payment, or the plan at full price (docs/product.md#states Payment, docs/product.md#validation, docs/product.md#errors; docs/decisions.md#one-subscription, docs/decisions.md#identity):
 * 1. a PaymentMethod from the Card Element with the billing email and the name on the card;
 * 2. create-subscription: the server confirms the first invoice with that card. `trialing` or
 *    `active` means paid (the original's 'active skips confirmation'; a trial answers
 *    `trialing`);
 * 3. otherwise the card needs the buyer (3D Secure): confirmCardPayment with the client secret
 *    must end `succeeded`, then sync-invoice applies the paid invoice at once;
 * 4. the session per docs/decisions.md#first-payment-sign-in.
 * A failure returns the text to show; the form keeps what was typed.
 */
export async function runCheckout(input: CheckoutInput): Promise<CheckoutResult> {
  const fail = (problem: PaymentProblem): CheckoutResult => ({ ok: false, problem });
  if (!input.stripe) return fail({ key: 'initFailed' });
  if (!input.card) return fail({ key: 'cardMissing' });
  const billingEmail = input.billingEmail.trim().toLowerCase();

  const created = await input.stripe.createPaymentMethod({
    type: 'card',
    card: input.card,
    billing_details: { email: billingEmail, name: input.nameOnCard.trim() },
  });
  if (created.error || !created.paymentMethod) return fail(providerProblem(created.error, 'initFailed'));

  let subscription;
  try {
    subscription = await createSubscription({
      email: billingEmail,
      paymentMethodId: created.paymentMethod.id,
      // The contract wants an address: a phone scan or a plain sign-up names the billing email.
      scanEmail: input.kind === 'email' && input.target ? input.target : billingEmail,
      language: input.language,
      plan: input.plan,
      withTrial: input.withTrial,
      // The form sends nothing until the terms are ticked (docs/decisions.md#receipts-and-terms).
      termsAccepted: true,
      ...(input.target && input.reportRequestId ? { reportRequestId: input.reportRequestId } : {}),
    });
  } catch (error) {
    return { ok: false, problem: billingProblem(error, 'subscriptionFailed'), code: billingErrorCode(error) };
  }

  if (PAID_AT_ONCE.has(subscription.status)) {
    clearPendingCheckout();
    return { ok: true, session: applyPaidSession(billingEmail, subscription) };
  }
  if (!subscription.clientSecret) return fail({ key: 'noClientSecret' });

  const { checkoutToken } = subscription;
  savePendingCheckout({
    subscriptionId: subscription.subscriptionId,
    billingEmail,
    kind: input.kind,
    target: input.target,
    ...(checkoutToken ? { checkoutToken } : {}),
    ...(input.target && input.reportRequestId ? { reportRequestId: input.reportRequestId } : {}),
  });
  const confirmed = await input.stripe.confirmCardPayment(subscription.clientSecret, { payment_method: created.paymentMethod.id });
  if (confirmed.error) return fail(providerProblem(confirmed.error, 'notSuccessful'));
  if (confirmed.paymentIntent?.status !== 'succeeded') return fail({ key: 'notSuccessful' });

  return confirmFirstInvoice(subscription.subscriptionId, billingEmail, checkoutToken);
}

/** sync-invoice: the first invoice's state; paid → what the session becomes (docs/decisions.md#first-payment-sign-in). */
export async function syncFirstInvoice(subscriptionId: string, checkoutToken?: string): Promise<{ ok: true; outcome: PaidOutcome } | { ok: false; problem: PaymentProblem }> {
  let synced;
  try {
    synced = await syncInvoice(subscriptionId, checkoutToken);
  } catch (error) {
    return { ok: false, problem: billingProblem(error, 'notSuccessful') };
  }
  if (!synced.paid) return { ok: false, problem: synced.paymentError ? { text: synced.paymentError } : { key: 'notSuccessful' } };
  clearPendingCheckout();
  return { ok: true, outcome: { ...synced, subscriptionId } };
}

/** sync-invoice after the buyer's action (here, or on /return after a redirect), then the session. */
export async function confirmFirstInvoice(subscriptionId: string, billingEmail: string, checkoutToken?: string): Promise<CheckoutResult> {
  const synced = await syncFirstInvoice(subscriptionId, checkoutToken);
  if (!synced.ok) return synced;
  return { ok: true, session: applyPaidSession(billingEmail, synced.outcome) };
}
