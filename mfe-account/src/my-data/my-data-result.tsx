import { useTranslation } from 'react-i18next';
import type { SelfCheckResponse } from '@mailscout/contracts';
import { ReportView } from '@mailscout/report';
import { Button } from '@mailscout/ui';
import { StatusMessage } from '../common/feedback';
import { useLanguage } from '@mailscout/i18n';
import { LookupCounts } from './lookup-counts';
import { NextSteps } from './next-steps';
import { SelfCheckWatch } from '../watch/self-check-watch';

/** '25 November 2026 at 14:05' / '25. November 2026 um 14:05': the window is 24 hours, so the time matters. */
const dateAndTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

interface MyDataResultProps {
  result: SelfCheckResponse;
  onCheckAnother: () => void;
}

/**
 * /my-data step 3: the report a buyer would get (the same view as the funnel's), the lookups per
 * month, and what the owner can do about it. An opted-out address has nothing to show, and says so.
 */
export function MyDataResult({ result, onCheckAnother }: MyDataResultProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <div className="md-result">
      {result.status === 'opted-out' ? (
        <StatusMessage>{t('myData.optedOut')}</StatusMessage>
      ) : (
        <>
          <ReportView results={result.report} />
          <p className="ac-muted">{t('myData.nextCheck', { date: dateAndTime(result.nextCheckAt, language) })}</p>
        </>
      )}
      {result.watchProof ? <SelfCheckWatch proof={result.watchProof} /> : null}
      <LookupCounts lookups={result.lookups} />
      <NextSteps sources={result.status === 'report' ? result.report.results.sources : []} />
      <div className="ac-actions">
        <Button type="button" variant="secondary" onClick={onCheckAnother}>
          {t('myData.checkAnother')}
        </Button>
      </div>
    </div>
  );
}
