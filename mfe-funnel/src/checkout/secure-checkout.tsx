import { lazy, Suspense, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { isValidEmailAddress, type PlanChoice } from '@mailscout/contracts';
import { formatMoney, useLanguage } from '@mailscout/i18n';
import { usePublicConfig } from '@mailscout/public-config';
import { Button, Card, Icon, Spinner } from '@mailscout/ui';
import { useCheckout } from '../flow/checkout-context';
import { useRememberedPreview } from '../funnel/preview-memory';
import { CheckoutNotice, type NoticeKind } from './checkout-notice';
import { CheckoutPromises } from './checkout-promises';
import { checkoutMode, type CheckoutMode } from './checkout-mode';
import { CodeProof, focusCodeProof, ProvenNote, type ProofReason } from './code-proof';
import { OrderSummary } from './order-summary';
import { PaymentAlert } from './payment-problem';
import { payTermsText } from './pay-terms';
import { SignInRequired } from './sign-in-required';
import { UseCreditAction } from './use-credit-action';
import { useCheckoutOffer } from './use-checkout-offer';
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

const NOTICE_FOR: Record<CheckoutMode, NoticeKind> = { trial: 'changed', plan: 'planOffer', subscriber: 'subscriber' };

/**
 * The SECURE CHECKOUT card (docs/product.md#payment-stage Payment stage; docs/decisions.md#prices-and-credits, docs/decisions.md#billing-proof). It asks `checkout/offer` for
 * the billing email (when typing pauses on a valid address, and again on submit) and shows:
 * - the code proof inline when the address has an account the buyer is not signed in as, or is
 *   the address being looked up (paying waits for it);
 * - `trial`: the trial's prices and the card form; `plan` (the trial was had, or
 *   create-subscription answered TRIAL_ALREADY_USED): the plan at its full price;
 * - `subscriber`: a credit pack or the monthly plan with the saved card, never a second trial;
 * - above any of them, for a report, 'Use 1 of your N credits' when the signed-in account has
 *   credits (also right after signing in by code here): the primary action, purchases below.
 * A payment that still leaves the buyer signed out ends with the sign-in prompt. The report (or
 * none, for a sign-up) and the billing email it starts with come from the page's CheckoutProvider.
 */
export function SecureCheckout({ onPaid, headingRef, onUseCredit }: SecureCheckoutProps) {
  const { t } = useTranslation('funnel');
  const { kind, target, billingEmail } = useCheckout();
  const language = useLanguage();
  const { user } = useAuth();
  const config = usePublicConfig();
  const [plan, setPlan] = useState<PlanChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [signInAs, setSignInAs] = useState<string | null>(null);
  const [typed, setTyped] = useState(billingEmail);
  const [trialRefusedFor, setTrialRefusedFor] = useState<string | null>(null);
  const [proofForcedFor, setProofForcedFor] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ email: string; kind: NoticeKind } | null>(null);
  // The session the checkout opened with: signing in inside it keeps the card form on screen.
  const [openedSignedIn] = useState(() => user !== null);
  const [provenFor, setProvenFor] = useState<string | null>(null);
  // Names the sources this tab's preview asked (none for a sign-up or /order).
  const preview = useRememberedPreview(kind, target);

  const sessionEmail = user?.email.toLowerCase() ?? null;
  const email = (user?.email ?? typed).trim().toLowerCase();
  const validEmail = isValidEmailAddress(email) ? email : null;
  const offer = useCheckoutOffer(validEmail, sessionEmail);
  const signedInAsBilling = validEmail !== null && sessionEmail === validEmail;
  const ownAddress = kind === 'email' && target !== null && validEmail === target.trim().toLowerCase();
  const needsProof = (answer: typeof offer.offer) =>
    !signedInAsBilling && (answer?.account === 'sign-in-required' || ownAddress || proofForcedFor === validEmail);
  const proofReason: ProofReason | null = !validEmail || !needsProof(offer.offer) ? null : offer.offer?.account === 'sign-in-required' || !ownAddress ? 'account' : 'own-address';
  const mode = checkoutMode(offer.offer, trialRefusedFor !== null && trialRefusedFor === validEmail);
  const shownNotice = notice && notice.email === validEmail ? notice.kind : null;
  const proven = signedInAsBilling && provenFor === validEmail ? <ProvenNote email={validEmail} /> : null;
  // The offer's count is the server's (asked with this session); until it answers, the session's.
  const credits = !signedInAsBilling || !user ? 0 : offer.offer?.account === 'signed-in' ? offer.offer.credits : user.credits;
  const creditAction =
    onUseCredit && target !== null && user && credits > 0 ? <UseCreditAction credits={credits} disabled={busy} onUse={() => onUseCredit(user.email, credits)} /> : null;

  /** On submit: the offer asked again; false when the payment must wait or what is offered changed. */
  const prepare = async () => {
    const fresh = await offer.refresh();
    if (needsProof(fresh)) {
      setTimeout(focusCodeProof, 0);
      return false;
    }
    const next = checkoutMode(fresh, trialRefusedFor === validEmail);
    if (fresh && next !== mode) {
      if (validEmail) setNotice({ email: validEmail, kind: NOTICE_FOR[next] });
      return false;
    }
    return true;
  };

  const onRefused = (code: string) => {
    if (!validEmail) return false;
    if (code === 'TRIAL_ALREADY_USED') {
      setTrialRefusedFor(validEmail);
      setNotice({ email: validEmail, kind: 'trialUsed' });
      return true;
    }
    if (code === 'SIGN_IN_REQUIRED') {
      setProofForcedFor(validEmail);
      void offer.refresh();
      setTimeout(focusCodeProof, 0);
      return true;
    }
    if (code === 'SUBSCRIPTION_EXISTS') {
      setNotice({ email: validEmail, kind: 'subscriber' });
      void offer.refresh();
      return true;
    }
    return false;
  };

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
  } else if (openedSignedIn && signedInAsBilling && offer.checking && !offer.offer) {
    // A signed-in buyer may be a subscriber, who never sees the trial: wait for the answer.
    body = (
      <p className="fn-ck-loading" role="status">
        <Spinner label={t('checkout.offer.checking')} />
        <span aria-hidden="true">{t('checkout.offer.checking')}</span>
      </p>
    );
  } else if (mode === 'subscriber' && offer.offer?.account === 'signed-in') {
    const { catalogue, payments } = config.config;
    body = (
      <>
        {shownNotice ? <CheckoutNotice kind={shownNotice} /> : null}
        {proven}
        {/* Keyed: a boundary reused from the card form would keep that form (hidden, with its
            'Signed in as' note) in the page while this chunk loads after a code proof. */}
        <Suspense key="subscriber" fallback={<Spinner label={t('checkout.form.loading')} />}>
          <SubscriberCheckout
            catalogue={catalogue}
            credits={offer.offer.credits}
            canChangeToMonthly={offer.offer.canChangeToMonthly}
            card={offer.offer.card}
            payments={payments}
            onPaid={() => onPaid(email, 'subscriber')}
          />
        </Suspense>
      </>
    );
  } else {
    const { catalogue, payments } = config.config;
    const chosen = plan ?? catalogue.trial.convertsTo;
    const currency = catalogue.displayCurrency;
    const chosenPlan = catalogue.plans[chosen];
    const amount = mode === 'plan' ? chosenPlan.price[currency] : catalogue.trial.price[currency];
    const price = formatMoney(amount, currency, language);
    const payLabel =
      mode === 'plan'
        ? t('checkout.form.subscribe', { context: chosenPlan.interval, price })
        : t('checkout.form.pay', { price, context: target ? undefined : 'signup' });
    body = (
      <>
        {shownNotice ? <CheckoutNotice kind={shownNotice} /> : null}
        <OrderSummary catalogue={catalogue} plan={chosen} mode={mode === 'plan' ? 'plan' : 'trial'} onPlanChange={setPlan} disabled={busy || signInAs !== null} />
        {signInAs ? (
          <SignInRequired billingEmail={signInAs} target={target} />
        ) : !payments ? (
          // No payment provider configured: nothing can be paid.
          <PaymentAlert problem={{ key: 'initFailed' }} />
        ) : (
          <Suspense key="card-form" fallback={<Spinner label={t('checkout.form.loading')} />}>
            <StripeCheckout
              stripeJsUrl={payments.stripeJsUrl}
              publishableKey={payments.publishableKey}
              amount={amount}
              currency={currency}
              email={typed}
              onEmailChange={setTyped}
              lockedEmail={user?.email ?? null}
              mode={mode === 'plan' ? 'plan' : 'trial'}
              plan={chosen}
              payLabel={payLabel}
              proof={proofReason && validEmail ? <CodeProof email={validEmail} reason={proofReason} onVerified={() => setProvenFor(validEmail)} /> : null}
              emailNote={proven}
              payTerms={payTermsText(t, catalogue, chosen, mode === 'plan' ? 'plan' : 'trial', language)}
              promises={<CheckoutPromises preview={preview} />}
              prepare={prepare}
              onRefused={onRefused}
              onBusyChange={setBusy}
              onPaid={(paidEmail, session) => {
                if (session === 'signed-in') onPaid(paidEmail, mode);
                else setSignInAs(paidEmail);
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
      {creditAction}
      {body}
    </Card>
  );
}
