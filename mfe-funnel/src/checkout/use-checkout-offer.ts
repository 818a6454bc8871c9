import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckoutOfferResponse } from '@mailscout/contracts';
import { fetchCheckoutOffer } from '../api/billing-api';

/** Typing pauses this long on a valid address before the checkout asks what it may offer. */
export const OFFER_DEBOUNCE_MS = 400;

interface Answer {
  key: string;
  offer: CheckoutOfferResponse | null;
  failed: boolean;
}

export interface CheckoutOfferState {
  /** The answer for the current address and session; null while unknown (or after a failure). */
  offer: CheckoutOfferResponse | null;
  /** A question for the current address is on its way (or waits for typing to pause). */
  checking: boolean;
  /** The last question for the current address failed: the server decides at payment. */
  failed: boolean;
  /** Asks again now (on submit, after signing in); resolves with the answer, null on failure. */
  refresh(): Promise<CheckoutOfferResponse | null>;
}

/**
 * docs/decisions.md#prices-and-credits, docs/decisions.md#billing-proof, `POST /api/checkout/offer`: what the checkout may sell for the billing address,
 * asked once typing pauses on a valid address and again whenever the session changes (a code
 * proof signs the buyer in). Answers for an address other than the current one are ignored.
 */
export function useCheckoutOffer(email: string | null, sessionEmail: string | null): CheckoutOfferState {
  const key = email ? `${email}|${sessionEmail ?? ''}` : '';
  const [answer, setAnswer] = useState<Answer | null>(null);
  const latest = useRef({ key, asked: '' });
  latest.current.key = key;

  const ask = useCallback(async (address: string, askedKey: string): Promise<CheckoutOfferResponse | null> => {
    latest.current.asked = askedKey;
    try {
      const offer = await fetchCheckoutOffer(address);
      if (latest.current.key === askedKey) setAnswer({ key: askedKey, offer, failed: false });
      return offer;
    } catch (error) {
      console.warn('checkout offer failed', error instanceof Error ? error.message : error);
      if (latest.current.key === askedKey) setAnswer({ key: askedKey, offer: null, failed: true });
      return null;
    }
  }, []);

  const lastEmail = useRef(email);
  useEffect(() => {
    // Only the session changed (the code proof signed the buyer in): ask at once.
    const typing = lastEmail.current !== email;
    lastEmail.current = email;
    if (!email || latest.current.asked === key) return;
    const timer = setTimeout(() => void ask(email, key), typing ? OFFER_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [email, key, ask]);

  const current = answer?.key === key ? answer : null;
  return {
    offer: current?.offer ?? null,
    checking: Boolean(email) && !current,
    failed: current?.failed ?? false,
    refresh: () => (email ? ask(email, key) : Promise.resolve(null)),
  };
}
