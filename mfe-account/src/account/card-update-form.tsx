import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { CardSummary } from '@mailscout/contracts';
import { usePublicConfig } from '@mailscout/public-config';
import { useStripeJs } from '@mailscout/stripe-loader';
import { Button, Spinner } from '@mailscout/ui';
import { ErrorAlert } from '../common/feedback';
import { errorText } from '../common/error-text';
import { useLanguage } from '@mailscout/i18n';
import { setupPaymentMethod, updatePaymentMethod } from './account-api';

export interface CardUpdateFormProps {
  email: string;
  onSaved(card: CardSummary): void;
  onCancel(): void;
}

const CARD_OPTIONS = { hidePostalCode: true } as const;

/**
 * The new card: a SetupIntent confirmed with the Card Element (the bank's 3D Secure check when it
 * asks, shown by Stripe.js), then the server makes it the default. A failure keeps the form.
 */
function CardForm({ email, onSaved, onCancel }: CardUpdateFormProps) {
  const { t } = useTranslation('account');
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [busy, setBusy] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const working = useRef(false);

  const save = async () => {
    const card = elements?.getElement(CardElement);
    if (working.current || !stripe || !card) return;
    working.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const { clientSecret } = await setupPaymentMethod();
      const confirmed = await stripe.confirmCardSetup(clientSecret, { payment_method: { card, billing_details: { email } } });
      if (confirmed.error) setProblem(confirmed.error.message ?? t('subscription.paymentMethod.failed'));
      else if (confirmed.setupIntent?.status !== 'succeeded') setProblem(t('subscription.paymentMethod.failed'));
      else onSaved((await updatePaymentMethod(confirmed.setupIntent.id)).paymentMethod);
    } catch (error) {
      setProblem(errorText(error, t, { fallback: t('subscription.paymentMethod.failed'), unknown: t('subscription.paymentMethod.failed') }));
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  return (
    <form
      className="ac-form ac-card-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <span id={labelId} className="ms-field__label">
        {t('subscription.paymentMethod.newCard')}
      </span>
      <div role="group" aria-labelledby={labelId} className="ac-card-form__card">
        <CardElement options={CARD_OPTIONS} onChange={(event) => setCardError(event.error?.message ?? null)} />
      </div>
      {cardError ? <p className="ms-field__error">{cardError}</p> : null}
      {problem ? <ErrorAlert title={t('subscription.paymentMethod.failedTitle')}>{problem}</ErrorAlert> : null}
      <p className="ac-muted">{t('subscription.paymentMethod.note')}</p>
      <div className="ac-actions">
        <Button type="submit" disabled={busy || !stripe}>
          {busy ? t('subscription.paymentMethod.saving') : t('subscription.paymentMethod.save')}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          {t('subscription.paymentMethod.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Its own chunk: Stripe.js is fetched only when the account holder asks to change the card. */
export default function CardUpdateForm(props: CardUpdateFormProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const config = usePublicConfig();
  const payments = config.status === 'ready' ? config.config.payments : undefined;
  const loaded = useStripeJs(payments, language);
  const configFailed = config.status === 'error' || (config.status === 'ready' && !payments);

  if (configFailed || loaded.status === 'error') {
    return (
      <ErrorAlert title={t('subscription.paymentMethod.loadFailed')}>
        <div className="ac-actions">
          <Button size="sm" variant="secondary" onClick={config.status === 'error' ? config.retry : loaded.retry}>
            {t('common.retry')}
          </Button>
          <Button size="sm" variant="secondary" onClick={props.onCancel}>
            {t('subscription.paymentMethod.cancel')}
          </Button>
        </div>
      </ErrorAlert>
    );
  }
  if (loaded.status === 'loading') return <Spinner label={t('subscription.paymentMethod.loading')} />;
  return (
    <Elements stripe={loaded.stripe} options={{ locale: language }}>
      <CardForm {...props} />
    </Elements>
  );
}
