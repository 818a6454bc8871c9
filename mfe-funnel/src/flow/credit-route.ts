import { receiveCredits } from '@mailscout/auth';
import { fetchUserCredits } from '../api/lookup-api';

/** The signed-in buyer as the credit check needs them; null when signed out. */
export interface CreditBuyer {
  email: string;
  /** The credits query's balance as this page knows it. */
  credits: number;
}

/** Where the buyer goes before paying, and why (the callers' toasts differ by reason). */
export type CreditRoute =
  | { route: 'processing'; credits: number; from: 'session' | 'server' }
  | { route: 'payment'; reason: 'signed-out' | 'no-credits' | 'check-failed' };

/**
 * The credit check shared by the billing-email stage and /order (docs/product.md#states): signed
 * in with credits → processing; signed in without → ask the server (its count goes into the
 * credits query), then processing or payment; signed out → payment. A failed check is logged and
 * the local credits kept (docs/product.md#errors); the buyer goes to payment. Answered at once
 * when no server is asked, so the caller moves on in the same event as the click.
 */
export function creditRoute(buyer: CreditBuyer | null): CreditRoute | Promise<CreditRoute> {
  if (!buyer) return { route: 'payment', reason: 'signed-out' };
  if (buyer.credits > 0) return { route: 'processing', credits: buyer.credits, from: 'session' };
  return askServer(buyer.email);
}

async function askServer(email: string): Promise<CreditRoute> {
  try {
    const credits = await fetchUserCredits(email);
    if (credits <= 0) return { route: 'payment', reason: 'no-credits' };
    receiveCredits(email, credits);
    return { route: 'processing', credits, from: 'server' };
  } catch (error) {
    console.warn('credit check failed; keeping local credits', error instanceof Error ? error.message : error);
    return { route: 'payment', reason: 'check-failed' };
  }
}
