import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { routeUrl } from '@mailscout/contracts';
import { useLanguage } from '@mailscout/i18n';
import { Button, Card } from '@mailscout/ui';
import { ErrorAlert, FormError, StatusMessage } from '../common/feedback';
import { errorText } from '../common/error-text';
import { useDownload } from '../common/use-download';
import { mailAccountExport } from './account-api';

/**
 * docs/decisions.md#account-export: Settings offers everything held about the account — the JSON file (its schema is
 * published) and a readable PDF as downloads with the session, or a link by email valid 24 hours.
 */
export function ExportDataCard() {
  const { t } = useTranslation('account');
  const email = useAuth().user?.email ?? '';
  const language = useLanguage();
  const download = useDownload();
  const [mail, setMail] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'error'; message: string }>({ status: 'idle' });

  const send = async () => {
    setMail({ status: 'sending' });
    try {
      await mailAccountExport(language);
      setMail({ status: 'sent' });
    } catch (error) {
      setMail({ status: 'error', message: errorText(error, t, { fallback: t('exportData.mailError'), unknown: t('exportData.mailError') }) });
    }
  };

  return (
    <Card className="ac-section">
      <h3 className="ac-section__title">{t('exportData.heading')}</h3>
      <p>{t('exportData.text')}</p>
      <ul className="ac-export-links">
        <li>
          <a href={`${routeUrl('account.export')}?format=json`} download onClick={(event) => download.onClick(event, 'mailscout-account.json')}>
            {t('exportData.json')}
          </a>
        </li>
        <li>
          <a href={`${routeUrl('account.export')}?format=pdf`} download onClick={(event) => download.onClick(event, 'mailscout-account.pdf')}>
            {t('exportData.pdf')}
          </a>
        </li>
      </ul>
      <div aria-live="polite">{download.busy ? <StatusMessage>{t('download.downloading')}</StatusMessage> : null}</div>
      {download.failure ? <FormError>{download.failure}</FormError> : null}
      <p className="ac-muted">
        {t('exportData.schema')} {t('exportData.limit')}
      </p>
      <Button variant="secondary" disabled={mail.status === 'sending'} onClick={() => void send()}>
        {t('exportData.mail')}
      </Button>
      <div aria-live="polite">
        {mail.status === 'sent' ? <StatusMessage tone="success">{t('exportData.mailSent', { email })}</StatusMessage> : null}
      </div>
      {mail.status === 'error' ? (
        <ErrorAlert>
          <p>{mail.message}</p>
        </ErrorAlert>
      ) : null}
    </Card>
  );
}
