import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@mailscout/api-client';
import { formatLongDate } from '@mailscout/i18n';
import { Button, Card, Spinner } from '@mailscout/ui';
import { ErrorAlert } from '../common/feedback';
import { useResource } from '../common/use-resource';
import { useLanguage } from '../i18n/use-language';
import { fetchReports } from './account-api';
import type { ReportSummary } from './reports-schema';

function ReportItem({ report, now }: { report: ReportSummary; now: number }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const expired = report.expiresAt !== null && report.expiresAt.getTime() <= now;
  return (
    <li className="ac-list__item" data-testid="report">
      <p className="ac-list__title">{report.target}</p>
      <p className="ac-muted">{t('history.created', { date: formatLongDate(report.createdAt, language) })}</p>
      {report.expiresAt ? (
        <p className="ac-muted">{t(expired ? 'history.expired' : 'history.availableUntil', { date: formatLongDate(report.expiresAt, language) })}</p>
      ) : null}
    </li>
  );
}

/**
 * DECISIONS §7: the account's past reports. Viewing a report again belongs to the funnel, which
 * has no such route yet, so they are listed with their dates and not linked. Until the lookup
 * engine serves GET /api/reports (a 404 now) the tab says so plainly.
 */
export function HistoryTab({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { state, reload } = useResource(fetchReports, email);
  const now = Date.now();

  let body;
  if (state.status === 'loading') body = <Spinner label={t('common.loading')} />;
  else if (state.status === 'error' && state.error instanceof ApiRequestError && state.error.status === 404) body = <p>{t('history.unavailable')}</p>;
  else if (state.status === 'error')
    body = (
      <ErrorAlert>
        <p>{t('history.loadError')}</p>
        <Button size="sm" variant="secondary" onClick={reload}>
          {t('common.retry')}
        </Button>
      </ErrorAlert>
    );
  else if (state.data.reports.length === 0) body = <p>{t('history.none')}</p>;
  else
    body = (
      <ul className="ac-list">
        {state.data.reports.map((report) => (
          <ReportItem key={report.scanId} report={report} now={now} />
        ))}
      </ul>
    );

  return (
    <Card className="ac-section">
      <h3 className="ac-section__title">{t('history.heading')}</h3>
      <p className="ac-muted">{t('history.intro')}</p>
      {body}
    </Card>
  );
}
