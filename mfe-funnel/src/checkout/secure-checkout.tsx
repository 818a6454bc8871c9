import { lazy, Suspense, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import type { LookupKind, PlanChoice } from '@mailscout/contracts';
import { formatMoney } from '@mailscout/i18n';
import { usePublicConfig } from '@mailscout/public-config';
import { Button, Card, Spinner } from '@mailscout/ui';
import { OrderSummary } from './order-summary';
import { PaymentAlert } from './payment-problem';
import { SignInRequired } from './sign-in-required';
import { useLanguage } from './use-language';
import './checkout.css';

// Its own chunk: @stripe/react-stripe-js and Stripe.js come only with the checkout.
const StripeCheckout = lazy(() => import('./stripe-checkout'));

export interface SecureCheckoutProps {
  kind: LookupKind;
  /** The address or number the report is about; null for a plain sign-up. */
  target: string | null;
  billingEmail: string;
  /** The buyer is signed in with the billing email and may scan. */
  onPaid(billingEmail: string): void;
  /** The card's heading ('Get My Report' moves focus there). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The SECURE CHECKOUT card (spec §2 Payment stage): prices from the catalogue, plan choice, and
 * the card form. A payment that leaves the buyer signed out (DECISIONS §4) ends here with the
 * sign-in prompt instead of continuing.
 */
export function SecureCheckout({ kind, target, billingEmail, onPaid, headingRef }: SecureCheckoutProps) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const { user } = useAuth();
  const config = usePublicConfig();
  const [plan, setPlan] = useState<PlanChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [signInAs, setSignInAs] = useState<string | null>(null);

  let body;
  if (config.status === 'loading') {
    body = <Spinner label={t('checkout.form.loading')} />;
  } else if (config.status === 'error') {
    body = (
      <PaymentAlert problem={{ key: 'initFailed' }}>
        <Button variant="secondary" size="sm" onClick={config.retry}>
          {t('checkout.form.retry')}
        </Button>
      </PaymentAlert>
    );
  } else {
    const { catalogue, payments } = config.config;
    const chosen = plan ?? catalogue.trial.convertsTo;
    const currency = catalogue.displayCurrency;
    const amount = catalogue.trial.price[currency];
    body = (
      <>
        <OrderSummary catalogue={catalogue} plan={chosen} onPlanChange={setPlan} disabled={busy || signInAs !== null} />
        {signInAs ? (
          <SignInRequired billingEmail={signInAs} target={target} />
        ) : !payments ? (
          // No payment provider configured: nothing can be paid.
          <PaymentAlert problem={{ key: 'initFailed' }} />
        ) : (
          <Suspense fallback={<Spinner label={t('checkout.form.loading')} />}>
            <StripeCheckout
              stripeJsUrl={payments.stripeJsUrl}
              publishableKey={payments.publishableKey}
              amount={amount}
              currency={currency}
              kind={kind}
              target={target}
              initialBillingEmail={billingEmail}
              lockedEmail={user?.email ?? null}
              plan={chosen}
              priceToday={formatMoney(amount, currency, language)}
              onBusyChange={setBusy}
              onPaid={(email, session) => {
                if (session === 'signed-in') onPaid(email);
                else setSignInAs(email);
              }}
            />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <Card className="fn-ck-checkout">
      <h2 ref={headingRef} tabIndex={-1} className="fn-ck-checkout__title">
        <svg className="fn-ck-lock" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
        </svg>
        {t('checkout.summary.title')}
      </h2>
      {body}
    </Card>
  );
}
