import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stripe } from '@stripe/stripe-js';
import { Elements } from '@stripe/react-stripe-js';
import type { Currency } from '@mailscout/contracts';
import { Button, Spinner } from '@mailscout/ui';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';
import { loadStripeFrom } from '@mailscout/stripe-loader';
import { PaymentAlert } from './payment-problem';
import { useLanguage } from './use-language';

export interface StripeCheckoutProps extends CheckoutFormProps {
  stripeJsUrl: string;
  publishableKey: string;
  /** The trial fee in minor units: the Elements group is in payment mode for it (spec §2). */
  amount: number;
  currency: Currency;
}

type Loaded = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'error' };

/**
 * The card form inside Stripe Elements. This module is its own chunk and Stripe.js is fetched
 * only when it mounts, so no other page loads either.
 */
export default function StripeCheckout({ stripeJsUrl, publishableKey, amount, currency, ...form }: StripeCheckoutProps) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    loadStripeFrom(stripeJsUrl, publishableKey, { locale: language }).then(
      (stripe) => current && setLoaded({ status: 'ready', stripe }),
      (error: unknown) => {
        console.warn('Stripe.js did not load', error instanceof Error ? error.message : error);
        if (current) setLoaded({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
    // One Stripe instance per checkout: a language switch changes the Elements' locale instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stripeJsUrl, publishableKey, attempt]);

  if (loaded.status === 'loading') {
    return (
      <p className="fn-ck-loading">
        <Spinner label={t('checkout.form.loading')} />
        <span aria-hidden="true">{t('checkout.form.loading')}</span>
      </p>
    );
  }
  if (loaded.status === 'error') {
    return (
      <PaymentAlert problem={{ key: 'stripeLoad' }}>
        <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
          {t('checkout.form.retry')}
        </Button>
      </PaymentAlert>
    );
  }
  return (
    <Elements stripe={loaded.stripe} options={{ mode: 'payment', amount, currency, locale: language }}>
      <CheckoutForm {...form} />
    </Elements>
  );
}
