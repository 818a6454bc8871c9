import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicConfig } from '@mailscout/contracts';
import { formatMoney, useLanguage } from '@mailscout/i18n';
import { Spinner } from '@mailscout/ui';
import { useCheckout } from '../flow/checkout-context';
import { cardPrice, type CheckoutMode } from '../flow/decide-checkout';
import { useRememberedPreview } from '../flow/preview-store';
import { CheckoutPromises } from './checkout-promises';
import { CodeProof } from './code-proof';
import { OrderSummary } from './order-summary';
import { PaymentAlert } from './payment-problem';
import { payTermsText } from './pay-terms';
import { SignInRequired } from './sign-in-required';
import type { SecureCheckoutState } from './use-secure-checkout';

// Its own chunk: @stripe/react-stripe-js and Stripe.js come only with the card form.
const StripeCheckout = lazy(() => import('./stripe-checkout'));

export interface CardPanelProps {
  checkout: SecureCheckoutState;
  config: PublicConfig;
  /** What the checkout last said changed, above the order summary. */
  notice: ReactNode;
  /** 'Signed in as …' under the billing email, after a code proof here. */
  proven: ReactNode;
  onPaid(billingEmail: string, bought: CheckoutMode): void;
}

/**
 * The SECURE CHECKOUT's card panel (docs/product.md#payment-stage): the order summary with the
 * trial or the plan (the decision's `sells`), then the card form with the code proof the address
 * needs, the sign-in prompt after a payment that left the buyer signed out, or, without a payment
 * provider, the problem.
 */
export function CardPanel({ checkout, config, notice, proven, onPaid }: CardPanelProps) {
  const { t } = useTranslation('funnel');
  const { kind, target } = useCheckout();
  const language = useLanguage();
  // Names the sources this tab's preview asked (none for a sign-up or /order).
  const preview = useRememberedPreview(kind, target);
  const { decision, busy } = checkout;
  const { validEmail } = decision;
  const loading = <Spinner label={t('checkout.form.loading')} />;
  const { catalogue, payments } = config;
  const chosen = checkout.plan ?? catalogue.trial.convertsTo;
  const price = cardPrice(catalogue, chosen, decision.sells);
  const shownPrice = formatMoney(price.amount, price.currency, language);
  const payLabel =
    decision.sells === 'plan'
      ? t('checkout.form.subscribe', { context: catalogue.plans[chosen].interval, price: shownPrice })
      : t('checkout.form.pay', { price: shownPrice, context: target ? undefined : 'signup' });
  return (
    <>
      {notice}
      <OrderSummary catalogue={catalogue} plan={chosen} mode={decision.sells} onPlanChange={checkout.setPlan} disabled={busy || checkout.signInAs !== null} />
      {decision.card === 'sign-in' && checkout.signInAs ? (
        <SignInRequired billingEmail={checkout.signInAs} target={target} />
      ) : decision.card === 'unpayable' || !payments ? (
        <PaymentAlert problem={{ key: 'initFailed' }} />
      ) : (
        <Suspense key="card-form" fallback={loading}>
          <StripeCheckout
            stripeJsUrl={payments.stripeJsUrl}
            publishableKey={payments.publishableKey}
            amount={price.amount}
            currency={price.currency}
            email={checkout.typed}
            onEmailChange={checkout.setTyped}
            lockedEmail={decision.lockedEmail}
            mode={decision.sells}
            plan={chosen}
            payLabel={payLabel}
            proof={decision.proof && validEmail ? <CodeProof email={validEmail} reason={decision.proof} onVerified={() => checkout.onVerified(validEmail)} /> : null}
            emailNote={proven}
            payTerms={payTermsText(t, catalogue, chosen, decision.sells, language)}
            promises={<CheckoutPromises preview={preview} />}
            prepare={checkout.prepare}
            onRefused={checkout.onRefused}
            onBusyChange={checkout.setBusy}
            onPaid={(paidEmail, session) => {
              if (session === 'signed-in') onPaid(paidEmail, decision.mode);
              else checkout.setSignInAs(paidEmail);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
