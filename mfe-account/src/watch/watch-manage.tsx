import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchStatus } from '@mailscout/contracts';
import { Button, Card, Spinner } from '@mailscout/ui';
import { FormError, StatusMessage } from '../common/feedback';
import { endWatchByLink, managedWatch } from './watch-api';
import { WatchedSources, WatchState } from './watch-view';

/**
 * /my-data?watch=<token>: the "manage" link of every watch mail (docs/decisions.md#watch-my-address).
 * No session: the signed link names the watch; ending it takes one click.
 */
export function WatchManage({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const [status, setStatus] = useState<WatchStatus | null>(null);
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    managedWatch(token).then(setStatus, () => setError(t('watch.linkInvalid')));
  }, [token, t]);

  async function end() {
    try {
      await endWatchByLink(token);
      setEnded(true);
    } catch {
      setError(t('watch.error'));
    }
  }

  return (
    <Card className="ac-section md-watch">
      <h3 className="ac-section__title">{t('watch.heading')}</h3>
      {ended ? <StatusMessage tone="success">{t('watch.stopped')}</StatusMessage> : null}
      {!ended && status ? (
        <>
          <p>
            <WatchState status={status} />
          </p>
          {status.watching ? (
            <Button type="button" variant="secondary" onClick={() => void end()}>
              {t('watch.stop')}
            </Button>
          ) : null}
        </>
      ) : null}
      {!status && !error ? <Spinner label={t('common.loading')} /> : null}
      {error ? <FormError>{error}</FormError> : null}
      {status ? <WatchedSources sources={status.sources} /> : null}
    </Card>
  );
}
