import { useTranslation } from 'react-i18next';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import type { MeResponse, SubscriptionSummary } from '@mailscout/contracts';
import { formatLongDate, useLanguage } from '@mailscout/i18n';
import { Card } from '@mailscout/ui';
import { ErrorAlert } from '../common/feedback';
import { LinkButton } from '../common/link-button';
import { LiveSubscriptionsCard } from './live-subscriptions-card';
import { PaymentMethodCard } from './payment-method-card';
import { canCancel, subscriptionBadge, truncateSubscriptionId } from './status-badge';

const FAILED_PAYMENT = new Set(['past_due', 'unpaid']);

/**
 * docs/product.md#account-page Subscription tab, for an account that has a subscription: the one the API leads with,
 * and, when the account has more than one live subscription, each of them (docs/decisions.md#one-subscription).
 */
export function SubscriptionDetails({ me, subscription }: { me: MeResponse; subscription: SubscriptionSummary }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const badge = subscriptionBadge(subscription);
  const several = me.subscriptions.length > 1;
  // Cancelling covers every live subscription (docs/decisions.md#one-subscription), so any one that can be cancelled
  // offers the button, even when the one shown first is already set to end.
  const cancellable = canCancel(subscription) || me.subscriptions.some(canCancel);
  const periodEnd = formatLongDate(new Date(subscription.currentPeriodEnd * 1000), language);
  return (
    <>
      <Card className="ac-section">
        <h3 className="ac-section__title">{t('subscription.heading')}</h3>
        {/* docs/decisions.md#failed-payments: a failed renewal is shown on the account (payments are retried for 2 weeks). */}
        {FAILED_PAYMENT.has(subscription.status) ? <ErrorAlert title={t('subscription.paymentFailed.title')}>{t('subscription.paymentFailed.text')}</ErrorAlert> : null}
        <dl className="ac-details">
          <dt>{t('subscription.status')}</dt>
          <dd>
            <span className={`ac-badge ac-badge--${badge}`} data-testid="subscription-status">
              {t(`subscription.badge.${badge}`)}
            </span>
          </dd>
          <dt>{t('subscription.plan')}</dt>
          <dd>{t('subscription.planLabel')}</dd>
          <dt>{t('subscription.billing')}</dt>
          <dd>{t(`subscription.planType.${subscription.planType}`)}</dd>
          {/* docs/product.md#account-page: the next billing date, or an 'access until' date when cancelled. */}
          {badge === 'active' ? (
            <>
              <dt>{t('subscription.nextBilling')}</dt>
              <dd data-testid="subscription-date">{periodEnd}</dd>
            </>
          ) : null}
          {badge === 'cancelled' ? (
            <>
              <dt>{t('subscription.accessUntil')}</dt>
              <dd data-testid="subscription-date">{periodEnd}</dd>
            </>
          ) : null}
          <dt>{t('subscription.credits')}</dt>
          <dd>{me.credits}</dd>
          <dt>{t('subscription.subscriptionId')}</dt>
          <dd data-testid="subscription-id">{truncateSubscriptionId(subscription.id)}</dd>
        </dl>
        {cancellable ? (
          <div className="ac-actions">
            <LinkButton to={PAGES.cancelSubscription} variant="destructive">
              {several ? t('subscription.cancelAll') : t('subscription.cancel')}
            </LinkButton>
          </div>
        ) : null}
      </Card>
      {several ? <LiveSubscriptionsCard subscriptions={me.subscriptions} /> : null}
      <PaymentMethodCard subscription={subscription} email={me.email} />
    </>
  );
}
