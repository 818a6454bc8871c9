import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WATCHED_SOURCES, type WatchStatus } from '@mailscout/contracts';
import { useLanguage } from '@mailscout/i18n';
import { Button, Card } from '@mailscout/ui';
import { FormError, StatusMessage } from '../common/feedback';
import { errorText } from '../common/error-text';
import { startWatch } from './watch-api';
import { WatchedSources, WatchState } from './watch-view';

/**
 * The self-check result's "watch my address" (docs/decisions.md#watch-my-address): right after the
 * code proved the address, its owner can turn a watch on with the proof the check answered.
 */
export function SelfCheckWatch({ proof }: { proof: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [status, setStatus] = useState<WatchStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function turnOn() {
    setBusy(true);
    setError(null);
    try {
      setStatus(await startWatch(language, proof));
    } catch (failure) {
      setError(errorText(failure, t, { fallback: t('watch.error'), unknown: t('watch.error') }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="ac-section md-watch">
      <h3 className="ac-section__title">{t('watch.heading')}</h3>
      <p>{t('watch.intro')}</p>
      {status ? (
        <StatusMessage tone="success">
          <WatchState status={status} />
        </StatusMessage>
      ) : (
        <Button type="button" onClick={() => void turnOn()} disabled={busy}>
          {busy ? t('watch.turningOn') : t('watch.turnOn')}
        </Button>
      )}
      {error ? <FormError>{error}</FormError> : null}
      <WatchedSources sources={status?.sources ?? WATCHED_SOURCES} />
    </Card>
  );
}
