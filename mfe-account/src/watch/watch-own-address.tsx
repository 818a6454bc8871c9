import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchStatus } from '@mailscout/contracts';
import { useLanguage } from '@mailscout/i18n';
import { Button, Spinner } from '@mailscout/ui';
import { FormError } from '../common/feedback';
import { errorText } from '../common/error-text';
import { accountWatch, startWatch, stopAccountWatch } from './watch-api';
import { WatchedSources, WatchState } from './watch-view';

/**
 * Account › Settings: the watch of the account's own address (docs/decisions.md#watch-my-address),
 * which the sign-in code proved. Self-contained: it reads and changes only the watch.
 */
export function WatchOwnAddress() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [status, setStatus] = useState<WatchStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (action: () => Promise<WatchStatus>) => {
      setBusy(true);
      setError(null);
      try {
        setStatus(await action());
      } catch (failure) {
        setError(errorText(failure, t, { fallback: t('watch.error'), unknown: t('watch.error') }));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  useEffect(() => {
    void run(accountWatch);
  }, [run]);

  return (
    <section aria-label={t('watch.heading')} className="ac-watch">
      <h4 className="ac-section__title">{t('watch.heading')}</h4>
      <p>{t('watch.intro')}</p>
      {status ? (
        <>
          {status.email ? <p className="ac-muted">{t('watch.ownOnly', { email: status.email })}</p> : null}
          <p>
            <WatchState status={status} />
          </p>
          {status.watching ? (
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void run(stopAccountWatch)}>
              {t('watch.stop')}
            </Button>
          ) : (
            <Button type="button" disabled={busy} onClick={() => void run(() => startWatch(language))}>
              {busy ? t('watch.turningOn') : t('watch.turnOn')}
            </Button>
          )}
          <WatchedSources sources={status.sources} />
        </>
      ) : error ? null : (
        <Spinner label={t('common.loading')} />
      )}
      {error ? <FormError>{error}</FormError> : null}
    </section>
  );
}
