import { receiveCredits } from '@mailscout/auth';
import { fetchUserCredits } from '../api/lookup-api';

/** The signed-in buyer as the credit check needs them; null when signed out. */
export interface CreditBuyer {
  email: string;
  /** The credits query's balance as this page knows it. */
  credits: number;
}

/**
 * Why the buyer goes on to the payment stage (the callers' toasts differ by reason). Every route
 * is the payment stage: spending a credit is the buyer's own press of 'Use 1 of your N credits'
 * there, never a side effect of this check (docs/decisions.md#never-twice).
 */
export type CreditRoute =
  | { route: 'payment'; reason: 'has-credits'; credits: number; from: 'session' | 'server' }
  | { route: 'payment'; reason: 'signed-out' | 'no-credits' | 'check-failed' };

/**
 * The credit check shared by the billing-email stage and /order (docs/product.md#states): signed
 * in with credits → payment, where using one is offered; signed in without → ask the server (its
 * count goes into the credits query, so the offer shows), then payment; signed out → payment. A
 * failed check is logged and the local credits kept (docs/product.md#errors). Answered at once
 * when no server is asked, so the caller moves on in the same event as the click.
 */
export function creditRoute(buyer: CreditBuyer | null): CreditRoute | Promise<CreditRoute> {
  if (!buyer) return { route: 'payment', reason: 'signed-out' };
  if (buyer.credits > 0) return { route: 'payment', reason: 'has-credits', credits: buyer.credits, from: 'session' };
  return askServer(buyer.email);
}

async function askServer(email: string): Promise<CreditRoute> {
  try {
    const credits = await fetchUserCredits(email);
    if (credits <= 0) return { route: 'payment', reason: 'no-credits' };
    receiveCredits(email, credits);
    return { route: 'payment', reason: 'has-credits', credits, from: 'server' };
  } catch (error) {
    console.warn('credit check failed; keeping local credits', error instanceof Error ? error.message : error);
    return { route: 'payment', reason: 'check-failed' };
  }
}
