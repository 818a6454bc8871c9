import { useTranslation } from 'react-i18next';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import type { MeResponse } from '@mailscout/contracts';
import { Button, Card, Spinner } from '@mailscout/ui';
import { ErrorAlert } from '../common/feedback';
import { LinkButton } from '../common/link-button';
import type { Resource } from '../common/as-resource';
import { meFailure } from './me-failure';
import { SubscriptionDetails } from './subscription-details';

interface SubscriptionTabProps {
  me: Resource<MeResponse>;
  reload: () => void;
}

/** docs/product.md#account-page Subscription tab: the subscription from GET /api/me, a prompt without one, the 'Fehler' alert on failure. */
export function SubscriptionTab({ me, reload }: SubscriptionTabProps) {
  const { t } = useTranslation('account');

  if (me.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (me.status === 'error') {
    // A 401 never shows here: it ends the session, and the page goes to the login (account-page.tsx).
    const failure = meFailure(me.error);
    return (
      <ErrorAlert title={t('subscription.errorTitle')}>
        <p>{failure.kind === 'http' ? t('subscription.errors.http', { status: failure.status }) : t('subscription.errors.backend')}</p>
        <div className="ac-actions ac-alert__actions">
          <Button size="sm" variant="secondary" onClick={reload}>
            {t('common.retry')}
          </Button>
        </div>
      </ErrorAlert>
    );
  }

  const { subscription } = me.data;
  if (!subscription) {
    return (
      <Card className="ac-section">
        <h3 className="ac-section__title">{t('subscription.heading')}</h3>
        <p>{t('subscription.none')}</p>
        <LinkButton to={PAGES.payment} variant="primary">
          {t('subscription.subscribe')}
        </LinkButton>
      </Card>
    );
  }
  return <SubscriptionDetails me={me.data} subscription={subscription} />;
}
