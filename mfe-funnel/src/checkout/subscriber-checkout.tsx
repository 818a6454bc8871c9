import { useId, useState } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CardSummary, PriceCatalogue } from '@mailscout/contracts';
import { formatMoney, useLanguage } from '@mailscout/i18n';
import { Button } from '@mailscout/ui';
import { subscriberOffer, subscriberPay, type SubscriberChoice } from '../flow/subscriber-purchase-rules';
import { cardLabel } from './card-label';
import { PaymentAlert } from './payment-problem';
import { TermsConsent } from './terms-consent';
import { useSubscriberPurchase } from './use-subscriber-purchase';

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

/**
 * docs/decisions.md#one-subscription: a subscriber without credits is offered a credit pack or, on weekly, the monthly
 * plan, never a second trial; paid with the saved card (shown as brand •••• last4). The server
 * charges the card; a bank asking for 3D Secure is answered here with Stripe.js. Prices come
 * from the catalogue. Terms acceptance is required first, as on every checkout path.
 */
export default function SubscriberCheckout({ catalogue, credits, canChangeToMonthly, card, payments, onPaid }: SubscriberCheckoutProps) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const legendId = useId();
  const offer = subscriberOffer(catalogue, canChangeToMonthly);
  const [choice, setChoice] = useState<SubscriberChoice>(offer.initial);
  const purchase = useSubscriberPurchase(payments, onPaid);
  const currency = catalogue.displayCurrency;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const pay = subscriberPay(catalogue, offer, choice, card !== null);
  const monthly = catalogue.plans.monthly;
  const { busy, problem } = purchase;

  return (
    <form
      className="fn-ck-form fn-ck-sub"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void purchase.submit(choice);
      }}
    >
      <p className="fn-ck-sub__intro">{t('checkout.subscriber.intro', { count: credits })}</p>
      <fieldset className="fn-ck-plans" aria-labelledby={legendId} disabled={busy}>
        <legend id={legendId} className="fn-ck-plans__legend">
          {t('checkout.subscriber.legend')}
        </legend>
        {offer.packs.map((pack) => (
          <label key={pack.id} className="fn-ck-plan">
            <input type="radio" name="subscriber-choice" value={pack.id} checked={choice === pack.id} onChange={() => setChoice(pack.id)} />
            <span>{t('checkout.subscriber.pack', { count: pack.credits, price: money(pack.price[currency]) })}</span>
          </label>
        ))}
        {offer.monthly ? (
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
          {t('checkout.subscriber.noCard')} <Link to={PAGES.account}>{t('checkout.subscriber.account')}</Link>
        </p>
      )}
      <TermsConsent ref={purchase.terms} checked={purchase.agreed} disabled={busy} error={purchase.termsError} onChange={purchase.setAgreed} />
      {problem ? (
        <PaymentAlert problem={problem}>
          {'key' in problem && problem.key === 'noSavedCard' ? <Link to={PAGES.account}>{t('checkout.subscriber.account')}</Link> : null}
        </PaymentAlert>
      ) : null}
      <Button type="submit" size="lg" className="fn-ck-pay" disabled={busy || pay.blocked}>
        {busy ? (
          <>
            <span className="fn-spinner" aria-hidden="true" />
            {t('checkout.form.paying')}
          </>
        ) : pay.label === 'payMonthly' ? (
          t('checkout.subscriber.payMonthly', { price: money(pay.amount) })
        ) : (
          t('checkout.subscriber.payPack', { price: money(pay.amount), card: card ? cardLabel(card) : '', context: pay.label === 'payPackNoCard' ? 'noCard' : undefined })
        )}
      </Button>
      <p className="fn-muted fn-ck-secure">{t(`checkout.subscriber.${pay.note}`)}</p>
    </form>
  );
}
