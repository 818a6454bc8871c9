import type { Stripe } from '@stripe/stripe-js';
import type { Language, PurchaseItem } from '@mailscout/contracts';
import { changeToMonthly, purchasePack, syncInvoice, syncPayment } from '../api/billing-api';
import { billingErrorCode, billingProblem, providerProblem, type PaymentProblem } from './checkout-errors';

export type PurchaseResult =
  | { ok: true; credits: number | undefined; subscriptionId?: string; status?: string }
  | { ok: false; problem: PaymentProblem; code?: string };

/** Stripe.js, fetched only when the bank asks for 3D Secure. */
export type StripeGetter = () => Promise<Stripe>;

const PAID_PLAN = new Set(['active', 'trialing']);

/** The bank's challenge in the browser: confirmCardPayment with the intent's own (saved) card. */
async function challenge(getStripe: StripeGetter, clientSecret: string): Promise<PaymentProblem | null> {
  let stripe;
  try {
    stripe = await getStripe();
  } catch {
    return { key: 'stripeLoad' };
  }
  const confirmed = await stripe.confirmCardPayment(clientSecret);
  if (confirmed.error) return providerProblem(confirmed.error, 'notSuccessful');
  if (confirmed.paymentIntent?.status !== 'succeeded') return { key: 'notSuccessful' };
  return null;
}

/**
 * A credit pack: the server charges the saved card. `succeeded` → paid, `credits` is the new
 * balance; `requires_action` → 3D Secure here, then sync-payment applies it. A decline is a 402
 * with the bank's text (shown as is, docs/product.md#errors); 409 NO_SAVED_CARD has its own text.
 */
export async function buyPack(item: PurchaseItem, getStripe: StripeGetter, language: Language): Promise<PurchaseResult> {
  let bought;
  try {
    bought = await purchasePack(item, language);
  } catch (error) {
    const code = billingErrorCode(error);
    return { ok: false, problem: code === 'NO_SAVED_CARD' ? { key: 'noSavedCard' } : billingProblem(error, 'purchaseFailed'), code };
  }
  if (bought.status === 'succeeded') return { ok: true, credits: bought.credits };
  if (bought.status !== 'requires_action' || !bought.clientSecret) return { ok: false, problem: { key: 'notSuccessful' } };
  const failed = await challenge(getStripe, bought.clientSecret);
  if (failed) return { ok: false, problem: failed };
  try {
    const synced = await syncPayment(bought.paymentIntentId);
    if (synced.status !== 'succeeded') return { ok: false, problem: { key: 'notSuccessful' } };
    return { ok: true, credits: synced.credits };
  } catch (error) {
    return { ok: false, problem: billingProblem(error, 'notSuccessful') };
  }
}

/**
 * Weekly (or its trial) to monthly: paid now with the saved card; not paid at once with a client
 * secret → 3D Secure here, then sync-invoice for the new subscription.
 */
export async function switchToMonthly(getStripe: StripeGetter, language: Language): Promise<PurchaseResult> {
  let changed;
  try {
    changed = await changeToMonthly(language);
  } catch (error) {
    const code = billingErrorCode(error);
    return { ok: false, problem: code === 'NO_SAVED_CARD' ? { key: 'noSavedCard' } : billingProblem(error, 'purchaseFailed'), code };
  }
  const done = { subscriptionId: changed.subscriptionId };
  if (PAID_PLAN.has(changed.status)) return { ok: true, credits: changed.credits, ...done, status: changed.status };
  if (!changed.clientSecret) return { ok: false, problem: { key: 'noClientSecret' } };
  const failed = await challenge(getStripe, changed.clientSecret);
  if (failed) return { ok: false, problem: failed };
  try {
    const synced = await syncInvoice(changed.subscriptionId);
    if (!synced.paid) return { ok: false, problem: synced.paymentError ? { text: synced.paymentError } : { key: 'notSuccessful' } };
    return { ok: true, credits: synced.credits, ...done, status: synced.status };
  } catch (error) {
    return { ok: false, problem: billingProblem(error, 'notSuccessful') };
  }
}
