import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '@mailscout/contracts';
import { formatLongDate, useLanguage } from '@mailscout/i18n';
import { Button, Card, Spinner } from '@mailscout/ui';
import { ErrorAlert, FormError } from '../common/feedback';
import { useQuery } from '@tanstack/react-query';
import { queryClient, queryKeys } from '@mailscout/server-state';
import { asResource } from '../common/as-resource';
import { fetchSessions } from './account-api';
import { deviceName } from './device-name';
import { useSignOutEverywhere } from './use-sign-out-everywhere';

function SessionItem({ session }: { session: SessionInfo }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <li className="ac-list__item" data-testid="session">
      <p className="ac-list__title">
        {deviceName(session.userAgent, t)}
        {session.current ? <span className="ac-badge ac-badge--active">{t('security.thisDevice')}</span> : null}
      </p>
      <p className="ac-muted">{t('security.signedIn', { date: formatLongDate(new Date(session.createdAt), language) })}</p>
      <p className="ac-muted">{t('security.lastSeen', { date: formatLongDate(new Date(session.lastSeenAt), language) })}</p>
    </li>
  );
}

/** docs/decisions.md#security-tab: the Security tab lists the active sessions and can end all of them. */
export function SecurityTab({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { state, reload } = asResource(useQuery({ queryKey: queryKeys.sessions(email), queryFn: fetchSessions }, queryClient));
  const everywhere = useSignOutEverywhere();
  const hintId = useId();

  return (
    <Card className="ac-section">
      <h3 className="ac-section__title">{t('security.heading')}</h3>
      <p className="ac-muted">{t('security.intro')}</p>
      {state.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {state.status === 'error' ? (
        <ErrorAlert>
          <p>{t('security.loadError')}</p>
          <Button size="sm" variant="secondary" onClick={reload}>
            {t('common.retry')}
          </Button>
        </ErrorAlert>
      ) : null}
      {state.status === 'ready' ? (
        state.data.sessions.length > 0 ? (
          <ul className="ac-list">
            {state.data.sessions.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
        ) : (
          <p>{t('security.none')}</p>
        )
      ) : null}
      <div className="ac-actions">
        <Button variant="destructive" onClick={() => void everywhere.signOutEverywhere()} disabled={everywhere.busy} aria-describedby={hintId}>
          {everywhere.busy ? t('security.signingOut') : t('security.signOutEverywhere')}
        </Button>
        <span id={hintId} className="ac-muted">
          {t('security.signOutEverywhereHint')}
        </span>
      </div>
      {everywhere.error ? <FormError>{everywhere.error}</FormError> : null}
    </Card>
  );
}
