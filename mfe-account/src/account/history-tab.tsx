import { useTranslation } from 'react-i18next';
import { reportPath } from '@mailscout/app-manifest/page-paths';
import { Link } from 'react-router-dom';
import type { ReportSummary } from '@mailscout/contracts';
import { formatLongDate, useLanguage } from '@mailscout/i18n';
import { Button, Card, Spinner } from '@mailscout/ui';
import { ErrorAlert } from '../common/feedback';
import { useQuery } from '@tanstack/react-query';
import { queryClient, queryKeys } from '@mailscout/server-state';
import { asResource } from '../common/as-resource';
import { fetchReports } from './account-api';

function ReportItem({ report, now }: { report: ReportSummary; now: number }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const expiresAt = report.expiresAt ? new Date(report.expiresAt) : null;
  const expired = expiresAt !== null && expiresAt.getTime() <= now;
  const openable = report.status === 'completed' && !expired;
  return (
    <li className="ac-list__item" data-testid="report">
      <p className="ac-list__title">{openable ? <Link to={reportPath(report.scanId)}>{report.target}</Link> : report.target}</p>
      <p className="ac-muted">{t('history.created', { date: formatLongDate(new Date(report.createdAt), language) })}</p>
      {report.status === 'completed' ? null : <p className="ac-muted">{t(`history.status.${report.status}`)}</p>}
      {expiresAt ? <p className="ac-muted">{t(expired ? 'history.expired' : 'history.availableUntil', { date: formatLongDate(expiresAt, language) })}</p> : null}
    </li>
  );
}

/** docs/decisions.md#history-tab: the account's past reports, each re-openable (in the funnel) until it expires. */
export function HistoryTab({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { state, reload } = asResource(useQuery({ queryKey: queryKeys.reports(email), queryFn: fetchReports }, queryClient));
  const now = Date.now();

  let body;
  if (state.status === 'loading') body = <Spinner label={t('common.loading')} />;
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
