import { sessionStore } from '@mailscout/auth';
import { fetchMe } from '../api/billing-api';
import { applyPaidSession } from '../checkout/paid-session';
import { syncFirstInvoice, type CheckoutResult } from '../checkout/run-checkout';

export type ReturnResult = CheckoutResult & { billingEmail: string | null };

/**
 * `/return` after a redirect-based confirmation: sync-invoice for the subscription, then the
 * session per docs/decisions.md#first-payment-sign-in. The billing email comes from this tab's pending checkout or the
 * signed-in session (with the pending checkout's token, which proves the buyer without a session); without either (the payment was started in another tab), a session that
 * the payment started says whose it is (GET /api/me).
 */
export async function confirmReturn(subscriptionId: string, knownEmail: string | null, checkoutToken?: string): Promise<ReturnResult> {
  const synced = await syncFirstInvoice(subscriptionId, checkoutToken);
  if (!synced.ok) return { ...synced, billingEmail: knownEmail };
  const billingEmail = knownEmail ?? sessionStore.getUser()?.email ?? null;
  if (billingEmail) return { ok: true, session: applyPaidSession(billingEmail, synced.outcome), billingEmail };
  if (synced.outcome.signIn !== 'done') return { ok: true, session: 'sign-in-required', billingEmail: null };
  try {
    const me = await fetchMe();
    return { ok: true, session: applyPaidSession(me.email, { ...synced.outcome, credits: me.credits }), billingEmail: me.email };
  } catch {
    return { ok: true, session: 'sign-in-required', billingEmail: null };
  }
}
