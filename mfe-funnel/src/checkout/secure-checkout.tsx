import { lazy, Suspense, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Icon, Spinner } from '@mailscout/ui';
import type { CheckoutMode } from '../flow/decide-checkout';
import { CardPanel } from './card-panel';
import { CheckoutNotice } from './checkout-notice';
import { ProvenNote } from './code-proof';
import { PaymentAlert } from './payment-problem';
import { UseCreditAction } from './use-credit-action';
import { useSecureCheckout } from './use-secure-checkout';
import './checkout.css';

// Its own chunk (as the card form's, in CardPanel): Stripe.js comes only with the checkout.
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
  const checkout = useSecureCheckout();
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
    body = <CardPanel checkout={checkout} config={config.config} notice={notice} proven={proven} onPaid={onPaid} />;
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
