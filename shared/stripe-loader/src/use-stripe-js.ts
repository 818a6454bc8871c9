import { useEffect, useState } from 'react';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { loadStripeFrom } from './load-stripe';

export interface StripeSource {
  stripeJsUrl: string;
  publishableKey: string;
}

export type LoadedStripe = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'error' };

/**
 * Stripe.js for a card form, fetched when the form mounts (nothing before), with a retry after a
 * failed load. One Stripe instance per form: a language switch changes the Elements' locale
 * instead of loading again.
 */
export function useStripeJs(source: StripeSource | undefined, locale: StripeElementLocale): LoadedStripe & { retry: () => void } {
  const [loaded, setLoaded] = useState<LoadedStripe>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!source) return;
    let current = true;
    setLoaded({ status: 'loading' });
    loadStripeFrom(source.stripeJsUrl, source.publishableKey, { locale }).then(
      (stripe) => current && setLoaded({ status: 'ready', stripe }),
      (error: unknown) => {
        console.warn('Stripe.js did not load', error instanceof Error ? error.message : error);
        if (current) setLoaded({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source?.stripeJsUrl, source?.publishableKey, attempt]);
  return { ...loaded, retry: () => setAttempt((n) => n + 1) };
}
