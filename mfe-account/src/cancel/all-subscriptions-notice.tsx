import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionSummary } from '@mailscout/contracts';
import { formatLongDate, useLanguage } from '@mailscout/i18n';

/**
 * docs/decisions.md#one-subscription: an account from before the one-subscription rule may have several live
 * subscriptions; the cancel page names each, so it is clear that one cancellation ends them all.
 */
export function AllSubscriptionsNotice({ subscriptions }: { subscriptions: SubscriptionSummary[] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const titleId = useId();
  if (subscriptions.length < 2) return null;
  return (
    <section className="ac-notice" aria-labelledby={titleId} data-testid="cancel-scope">
      <h2 id={titleId} className="ac-notice__title">
        {t('cancel.allTitle', { count: subscriptions.length })}
      </h2>
      <p>{t('cancel.allText')}</p>
      <ul>
        {subscriptions.map((subscription) => (
          <li key={subscription.id}>
            {t('cancel.allItem', {
              plan: t(`subscription.planType.${subscription.planType}`),
              date: formatLongDate(new Date(subscription.currentPeriodEnd * 1000), language),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
