import { receiveCredits, sessionStore } from '@mailscout/auth';
import type { SignInOutcome } from '@mailscout/contracts';

export interface PaidOutcome {
  subscriptionId: string;
  status: string;
  signIn?: SignInOutcome;
  credits?: number;
}

/** After paying: the buyer has a session for the billing email, or must sign in with a code. */
export type SessionAfterPayment = 'signed-in' | 'sign-in-required';

/**
 * docs/decisions.md#first-payment-sign-in after the first payment. `done`: the payment created the account and the server
 * started its session (the httpOnly cookie), so what the page shows about it is stored here.
 * Otherwise the billing email had an account before: nobody is signed into it by paying. A
 * visitor already signed in with that very email simply keeps the session; anyone else is asked
 * to sign in with a code, because the report belongs to the account that paid (docs/decisions.md#report-ownership), and
 * scanning with another session would spend that other account's credit.
 */
export function applyPaidSession(billingEmail: string, outcome: PaidOutcome): SessionAfterPayment {
  const email = billingEmail.trim().toLowerCase();
  const current = sessionStore.getUser();
  const subscription = { subscriptionId: outcome.subscriptionId, subscriptionStatus: outcome.status };
  if (current && current.email.toLowerCase() === email) {
    sessionStore.update(subscription);
    // The payment's answer carries the new balance: into the credits query, read everywhere.
    if (outcome.credits !== undefined) receiveCredits(current.email, outcome.credits);
    return 'signed-in';
  }
  if (outcome.signIn === 'done') {
    sessionStore.signIn(email, { ...subscription, ...(outcome.credits !== undefined ? { credits: outcome.credits } : {}) });
    return 'signed-in';
  }
  return 'sign-in-required';
}
