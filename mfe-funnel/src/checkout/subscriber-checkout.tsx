import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { receiveCredits, useAuth } from '@mailscout/auth';
import type { CardSummary, PriceCatalogue, PurchaseItem } from '@mailscout/contracts';
import { formatMoney, useLanguage } from '@mailscout/i18n';
import { loadStripeFrom } from '@mailscout/stripe-loader';
import { Button } from '@mailscout/ui';
import { cardLabel } from './card-label';
import type { PaymentProblem } from './checkout-errors';
import { PaymentAlert } from './payment-problem';
import { buyPack, switchToMonthly, type SubscriberChoice } from './run-purchase';
import { TermsConsent } from './terms-consent';

export interface SubscriberCheckoutProps {
  catalogue: PriceCatalogue;
  /** The signed-in subscriber's offer (`checkout/offer`). */
  credits: number;
  canChangeToMonthly: boolean;
  card: CardSummary | null;
  /** Where Stripe.js comes from, for a bank that asks for 3D Secure. */
  payments: { stripeJsUrl: string; publishableKey: string } | undefined;
  /** Paid: credits are in the shared session. */
  onPaid(): void;
}

const PACK_IDS = new Set<string>(['pack_10', 'pack_25', 'pack_50']);

/**
 * docs/decisions.md#one-subscription: a subscriber without credits is offered a credit pack or, on weekly, the monthly
 * plan, never a second trial; paid with the saved card (shown as brand •••• last4). The server
 * charges the card; a bank asking for 3D Secure is answered here with Stripe.js. Prices come
 * from the catalogue. Terms acceptance is required first, as on every checkout path.
 */
export default function SubscriberCheckout({ catalogue, credits, canChangeToMonthly, card, payments, onPaid }: SubscriberCheckoutProps) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const { user, updateSubscription } = useAuth();
  const legendId = useId();
  const terms = useRef<HTMLInputElement>(null);
  const packs = catalogue.packs.filter((pack) => PACK_IDS.has(pack.id));
  const [choice, setChoice] = useState<SubscriberChoice>((packs[0]?.id as PurchaseItem | undefined) ?? 'monthly');
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const working = useRef(false);
  const currency = catalogue.displayCurrency;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const monthly = catalogue.plans.monthly;
  const chosenPack = packs.find((pack) => pack.id === choice);
  const price = chosenPack ? money(chosenPack.price[currency]) : money(monthly.price[currency]);

  const submit = async () => {
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

  return (
    <form
      className="fn-ck-form fn-ck-sub"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="fn-ck-sub__intro">{t('checkout.subscriber.intro', { count: credits })}</p>
      <fieldset className="fn-ck-plans" aria-labelledby={legendId} disabled={busy}>
        <legend id={legendId} className="fn-ck-plans__legend">
          {t('checkout.subscriber.legend')}
        </legend>
        {packs.map((pack) => (
          <label key={pack.id} className="fn-ck-plan">
            <input type="radio" name="subscriber-choice" value={pack.id} checked={choice === pack.id} onChange={() => setChoice(pack.id as PurchaseItem)} />
            <span>{t('checkout.subscriber.pack', { count: pack.credits, price: money(pack.price[currency]) })}</span>
          </label>
        ))}
        {canChangeToMonthly ? (
          <label className="fn-ck-plan">
            <input type="radio" name="subscriber-choice" value="monthly" checked={choice === 'monthly'} onChange={() => setChoice('monthly')} />
            <span>
              <strong>{t('checkout.subscriber.monthly')}</strong>
              <span className="fn-ck-plan__detail">{t('checkout.subscriber.monthlyDetail', { price: money(monthly.price[currency]), credits: monthly.credits })}</span>
            </span>
          </label>
        ) : null}
      </fieldset>
      {card ? (
        <p className="fn-ck-sub__card" data-testid="saved-card">
          {t('checkout.subscriber.card', { card: cardLabel(card) })}
        </p>
      ) : (
        <p className="fn-ck-sub__card" role="status">
          {t('checkout.subscriber.noCard')} <Link to="/account">{t('checkout.subscriber.account')}</Link>
        </p>
      )}
      <TermsConsent
        ref={terms}
        checked={agreed}
        disabled={busy}
        error={termsError}
        onChange={(checked) => {
          setAgreed(checked);
          setTermsError(undefined);
        }}
      />
      {problem ? (
        <PaymentAlert problem={problem}>
          {'key' in problem && problem.key === 'noSavedCard' ? <Link to="/account">{t('checkout.subscriber.account')}</Link> : null}
        </PaymentAlert>
      ) : null}
      <Button type="submit" size="lg" className="fn-ck-pay" disabled={busy || !card}>
        {busy ? (
          <>
            <span className="fn-spinner" aria-hidden="true" />
            {t('checkout.form.paying')}
          </>
        ) : choice === 'monthly' ? (
          t('checkout.subscriber.payMonthly', { price })
        ) : (
          t('checkout.subscriber.payPack', { price, card: card ? cardLabel(card) : '', context: card ? undefined : 'noCard' })
        )}
      </Button>
      <p className="fn-muted fn-ck-secure">{t(choice === 'monthly' ? 'checkout.subscriber.monthlyNote' : 'checkout.subscriber.packNote')}</p>
    </form>
  );
}
