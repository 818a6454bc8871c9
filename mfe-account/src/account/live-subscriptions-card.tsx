import { useTranslation } from 'react-i18next';
import { cardBrandName, type SubscriptionSummary } from '@mailscout/contracts';
import { formatLongDate, useLanguage } from '@mailscout/i18n';
import { Card } from '@mailscout/ui';
import { subscriptionBadge, truncateSubscriptionId } from './status-badge';

/** A live subscription whose renewal failed is still running (retried for 2 weeks, docs/decisions.md#failed-payments). */
const FAILED_PAYMENT = new Set(['past_due', 'unpaid']);

/**
 * docs/decisions.md#one-subscription: every live subscription of the account, for accounts from before the
 * one-subscription rule (docs/decisions.md#one-subscription) that still have more than one. Each is charged on its own,
 * so each shows its plan, status, date and card; cancelling ends all of them.
 */
export function LiveSubscriptionsCard({ subscriptions }: { subscriptions: SubscriptionSummary[] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <Card className="ac-section" data-testid="live-subscriptions">
      <h3 className="ac-section__title">{t('subscription.live.heading')}</h3>
      <p>{t('subscription.live.intro', { count: subscriptions.length })}</p>
      <ul className="ac-list">
        {subscriptions.map((subscription) => {
          const failed = FAILED_PAYMENT.has(subscription.status);
          const badge = subscriptionBadge(subscription);
          const card = subscription.paymentMethod;
          return (
            <li key={subscription.id} className="ac-list__item" data-testid="live-subscription">
              <p className="ac-list__title">{t(`subscription.planType.${subscription.planType}`)}</p>
              <dl className="ac-details">
                <dt>{t('subscription.status')}</dt>
                <dd>
                  <span className={`ac-badge ac-badge--${failed ? 'failed' : badge}`}>{failed ? t('subscription.live.paymentFailed') : t(`subscription.badge.${badge}`)}</span>
                </dd>
                {/* docs/product.md#account-page: the next billing date, or an 'access until' date when cancelled. */}
                <dt>{subscription.cancelAtPeriodEnd ? t('subscription.accessUntil') : t('subscription.nextBilling')}</dt>
                <dd>{formatLongDate(new Date(subscription.currentPeriodEnd * 1000), language)}</dd>
                <dt>{t('subscription.live.card')}</dt>
                <dd>{card ? t('subscription.paymentMethod.card', { brand: cardBrandName(card.brand), last4: card.last4 }) : t('subscription.paymentMethod.none')}</dd>
                <dt>{t('subscription.subscriptionId')}</dt>
                <dd>{truncateSubscriptionId(subscription.id)}</dd>
              </dl>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
