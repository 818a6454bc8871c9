import { useCallback, useEffect, useState } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiRequestError } from '@mailscout/api-client';
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
  // The session is too old (or no code began it) to count as proof: the self-check proves it again.
  const [proveAgain, setProveAgain] = useState(false);

  const run = useCallback(
    async (action: () => Promise<WatchStatus>) => {
      setBusy(true);
      setError(null);
      setProveAgain(false);
      try {
        setStatus(await action());
      } catch (failure) {
        if (failure instanceof ApiRequestError && failure.code === 'WATCH_PROOF_REQUIRED') setProveAgain(true);
        else setError(errorText(failure, t, { fallback: t('watch.error'), unknown: t('watch.error') }));
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
      {proveAgain && status?.email ? (
        <p role="alert" className="ac-watch__prove">
          {t('watch.proveAgain', { email: status.email })} <Link to={PAGES.myData}>{t('watch.proveAgainLink')}</Link>
        </p>
      ) : null}
      {error ? <FormError>{error}</FormError> : null}
    </section>
  );
}
