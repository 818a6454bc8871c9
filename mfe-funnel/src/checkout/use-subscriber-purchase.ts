import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiveCredits, useAuth } from '@mailscout/auth';
import { useLanguage } from '@mailscout/i18n';
import { loadStripeFrom } from '@mailscout/stripe-loader';
import type { SubscriberChoice } from '../flow/subscriber-purchase-rules';
import type { PaymentProblem } from './checkout-errors';
import { buyPack, switchToMonthly } from './run-purchase';

/**
 * The subscriber's purchase with the saved card (docs/decisions.md#saved-card): the terms first,
 * as on every checkout path; the server charges the card, and a bank asking for 3D Secure is
 * answered with Stripe.js (from `payments`). Paid: the credits or the new plan are in the session.
 */
export function useSubscriberPurchase(payments: { stripeJsUrl: string; publishableKey: string } | undefined, onPaid: () => void) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const { user, updateSubscription } = useAuth();
  const terms = useRef<HTMLInputElement>(null);
  const working = useRef(false);
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (choice: SubscriberChoice) => {
    if (working.current) return;
    if (!agreed) {
      setTermsError(t('checkout.terms.required'));
      return terms.current?.focus();
    }
    working.current = true;
    setBusy(true);
    setProblem(null);
    const getStripe = () => (payments ? loadStripeFrom(payments.stripeJsUrl, payments.publishableKey, { locale: language }) : Promise.reject(new Error('no payment provider')));
    let result;
    try {
      result = choice === 'monthly' ? await switchToMonthly(getStripe, language) : await buyPack(choice, getStripe, language);
    } catch (error) {
      console.warn('purchase failed', error instanceof Error ? error.message : error);
      result = { ok: false as const, problem: { key: 'purchaseFailed' as const } };
    }
    working.current = false;
    setBusy(false);
    if (!result.ok) return setProblem(result.problem);
    if (result.credits !== undefined && user) receiveCredits(user.email, result.credits);
    if (result.subscriptionId) updateSubscription(result.subscriptionId, result.status);
    onPaid();
  };

  return {
    terms,
    agreed,
    termsError,
    problem,
    busy,
    submit,
    setAgreed(checked: boolean) {
      setAgreed(checked);
      setTermsError(undefined);
    },
  };
}
