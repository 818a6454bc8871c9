import { useTranslation } from 'react-i18next';
import { Elements } from '@stripe/react-stripe-js';
import type { Currency } from '@mailscout/contracts';
import { Button, Spinner } from '@mailscout/ui';
import { useStripeJs } from '@mailscout/stripe-loader';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';
import { PaymentAlert } from './payment-problem';
import { useLanguage } from '@mailscout/i18n';

export interface StripeCheckoutProps extends CheckoutFormProps {
  stripeJsUrl: string;
  publishableKey: string;
  /** The trial fee in minor units: the Elements group is in payment mode for it (docs/product.md#payment-stage). */
  amount: number;
  currency: Currency;
}

/**
 * The card form inside Stripe Elements. This module is its own chunk and Stripe.js is fetched
 * only when it mounts, so no other page loads either.
 */
export default function StripeCheckout({ stripeJsUrl, publishableKey, amount, currency, ...form }: StripeCheckoutProps) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const loaded = useStripeJs({ stripeJsUrl, publishableKey }, language);

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
        <Button variant="secondary" size="sm" onClick={loaded.retry}>
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
