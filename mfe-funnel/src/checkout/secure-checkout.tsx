import { lazy, Suspense, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useLanguage } from '@mailscout/i18n';
import { Button, Card, Icon, Spinner } from '@mailscout/ui';
import { useCheckout } from '../flow/checkout-context';
import { cardPrice, type CheckoutMode } from '../flow/decide-checkout';
import { useRememberedPreview } from '../flow/preview-store';
import { CheckoutNotice } from './checkout-notice';
import { CheckoutPromises } from './checkout-promises';
import { CodeProof, ProvenNote } from './code-proof';
import { OrderSummary } from './order-summary';
import { PaymentAlert } from './payment-problem';
import { payTermsText } from './pay-terms';
import { SignInRequired } from './sign-in-required';
import { UseCreditAction } from './use-credit-action';
import { useSecureCheckout } from './use-secure-checkout';
import './checkout.css';

// Their own chunks: @stripe/react-stripe-js and Stripe.js come only with the checkout.
const StripeCheckout = lazy(() => import('./stripe-checkout'));
const SubscriberCheckout = lazy(() => import('./subscriber-checkout'));

export interface SecureCheckoutProps {
  /** The buyer is signed in with the billing email and may scan; `bought` says what was paid for. */
  onPaid(billingEmail: string, bought: CheckoutMode): void;
  /** The card's heading ('Get My Report' moves focus there). */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * Given (a checkout for a report), a signed-in account with credits may use one instead of
   * paying: called with its email and its credits; the scan that follows spends one.
   */
  onUseCredit?(billingEmail: string, credits: number): void;
}

/**
 * The SECURE CHECKOUT card (docs/product.md#payment-stage Payment stage; docs/decisions.md#prices-and-credits, docs/decisions.md#billing-proof): a view of
 * flow/decide-checkout's decision, which says what it shows:
 * - the code proof inline when the address has an account the buyer is not signed in as, or is
 *   the address being looked up (paying waits for it);
 * - `trial`: the trial's prices and the card form; `plan` (the trial was had, or
 *   create-subscription answered TRIAL_ALREADY_USED): the plan at its full price;
 * - `subscriber`: a credit pack or the monthly plan with the saved card, never a second trial;
 * - above any of them, for a report, 'Use 1 of your N credits' when the signed-in account has
 *   credits (also right after signing in by code here): the primary action, purchases below.
 * A payment that still leaves the buyer signed out ends with the sign-in prompt.
 */
export function SecureCheckout({ onPaid, headingRef, onUseCredit }: SecureCheckoutProps) {
  const { t } = useTranslation('funnel');
  const { kind, target } = useCheckout();
  const language = useLanguage();
  const checkout = useSecureCheckout();
  // Names the sources this tab's preview asked (none for a sign-up or /order).
  const preview = useRememberedPreview(kind, target);
  const { decision, config, offer, busy } = checkout;
  const { validEmail, billingEmail } = decision;
  const notice = decision.notice ? <CheckoutNotice kind={decision.notice} /> : null;
  const proven = decision.proven && validEmail ? <ProvenNote email={validEmail} /> : null;
  const loading = <Spinner label={t('checkout.form.loading')} />;

  let body;
  if (decision.panel === 'loading' || config.status === 'loading') {
    body = loading;
  } else if (decision.panel === 'config-error' || config.status === 'error') {
    body = (
      <PaymentAlert problem={{ key: 'initFailed' }}>
        <Button variant="secondary" size="sm" onClick={config.retry}>
          {t('checkout.form.retry')}
        </Button>
      </PaymentAlert>
    );
  } else if (decision.panel === 'checking-offer') {
    body = (
      <p className="fn-ck-loading" role="status">
        <Spinner label={t('checkout.offer.checking')} />
        <span aria-hidden="true">{t('checkout.offer.checking')}</span>
      </p>
    );
  } else if (decision.panel === 'subscriber' && offer.offer?.account === 'signed-in') {
    body = (
      <>
        {notice}
        {proven}
        {/* Keyed: a boundary reused from the card form would keep that form (hidden, with its
            'Signed in as' note) in the page while this chunk loads after a code proof. */}
        <Suspense key="subscriber" fallback={loading}>
          <SubscriberCheckout
            catalogue={config.config.catalogue}
            credits={offer.offer.credits}
            canChangeToMonthly={offer.offer.canChangeToMonthly}
            card={offer.offer.card}
            payments={config.config.payments}
            onPaid={() => onPaid(billingEmail, 'subscriber')}
          />
        </Suspense>
      </>
    );
  } else {
    const { catalogue, payments } = config.config;
    const chosen = checkout.plan ?? catalogue.trial.convertsTo;
    const price = cardPrice(catalogue, chosen, decision.sells);
    const shownPrice = formatMoney(price.amount, price.currency, language);
    const payLabel =
      decision.sells === 'plan'
        ? t('checkout.form.subscribe', { context: catalogue.plans[chosen].interval, price: shownPrice })
        : t('checkout.form.pay', { price: shownPrice, context: target ? undefined : 'signup' });
    body = (
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

  return (
    <Card className="fn-ck-checkout">
      <h2 ref={headingRef} tabIndex={-1} className="fn-ck-checkout__title">
        <Icon.Lock className="fn-ck-lock" size={18} />
        {t('checkout.summary.title')}
      </h2>
      {onUseCredit && decision.creditOffered && decision.lockedEmail ? (
        <UseCreditAction credits={decision.credits} disabled={busy} onUse={() => onUseCredit(decision.lockedEmail ?? billingEmail, decision.credits)} />
      ) : null}
      {body}
    </Card>
  );
}
