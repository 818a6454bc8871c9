import { useCallback, useEffect, useState } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiRequestError } from '@mailscout/api-client';
import type { ScanResultsResponse } from '@mailscout/contracts';
import { Button, Card, Container, FunnelStageTemplate, Spinner, useDocumentTitle } from '@mailscout/ui';
import { fetchReport } from '../api/scan-api';
import { ReportView } from '@mailscout/report';
import '../funnel/funnel.css';
import '../checkout/checkout.css';

type Loaded =
  | { status: 'loading' }
  /** The scan is still running (a reload or another tab during processing): asked again shortly. */
  | { status: 'running' }
  | { status: 'ready'; results: ScanResultsResponse }
  | { status: 'not-found' }
  | { status: 'sign-in' }
  | { status: 'error'; message: string | null };

function failureOf(error: unknown): Loaded {
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return { status: 'not-found' };
    if (error.status === 401) return { status: 'sign-in' };
    if (error.status === 409 && error.code === 'SCAN_NOT_READY') return { status: 'running' };
    // 409: still running, or failed; the server says which.
    const message = (error.body as { message?: unknown } | undefined)?.message;
    if (error.status === 409 && typeof message === 'string') return { status: 'error', message };
  }
  return { status: 'error', message: null };
}

/** How often a report still being prepared is asked for again. */
export const REPORT_RUNNING_POLL_MS = 3000;

/**
 * `/reports/:scanId` (docs/decisions.md#history-tab History): a past report of the signed-in account, re-opened
 * while it has not expired. Only the account that paid may read it (docs/decisions.md#report-ownership): signed out → sign in.
 * The funnel moves here when a report is ready (docs/decisions.md#funnel-memory), and a live report
 * still being prepared opens here too (docs/decisions.md#never-twice): it is asked for again until it is ready.
 */
export default function ReportPage() {
  const { t } = useTranslation('funnel');
  const navigate = useNavigate();
  const location = useLocation();
  // /order's reports come back to /order for the next one; elsewhere the home page.
  const lookUpAnother = (location.state as { lookUpAnother?: unknown } | null)?.lookUpAnother === PAGES.order ? PAGES.order : PAGES.home;
  const { scanId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the report is shown (it then names itself), the tab says 'Your report' in the page's language.
  useDocumentTitle(loaded.status === 'ready' ? undefined : t('report.page.title'));

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setLoaded((shown) => (shown.status === 'running' ? shown : { status: 'loading' }));
    fetchReport(scanId).then(
      (results) => current && setLoaded({ status: 'ready', results }),
      (error: unknown) => {
        if (!current) return;
        const failure = failureOf(error);
        setLoaded(failure);
        if (failure.status === 'running') timer = setTimeout(() => setAttempt((n) => n + 1), REPORT_RUNNING_POLL_MS);
      },
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [scanId, attempt]);

  if (loaded.status === 'ready') {
    return (
      <Container className="fn-pg">
        <ReportView results={loaded.results} onLookUpAnother={() => navigate(lookUpAnother)} />
      </Container>
    );
  }

  return (
    <FunnelStageTemplate title={t('report.page.title')}>
      <Card>
        {loaded.status === 'loading' ? (
          <p className="fn-ck-loading" role="status">
            <Spinner label={t('report.page.loading')} />
            <span aria-hidden="true">{t('report.page.loading')}</span>
          </p>
        ) : null}
        {loaded.status === 'running' ? (
          <p className="fn-ck-loading" role="status">
            <Spinner label={t('flow.reportPage.running')} />
            <span aria-hidden="true">{t('flow.reportPage.running')}</span>
          </p>
        ) : null}
        {loaded.status === 'not-found' ? <p role="alert">{t('report.page.notFound')}</p> : null}
        {loaded.status === 'sign-in' ? (
          <>
            <p role="alert">{t('report.page.signIn')}</p>
            <Link className="ms-button ms-button--primary ms-button--md" to={PAGES.login}>
              {t('report.page.signInAction')}
            </Link>
          </>
        ) : null}
        {loaded.status === 'error' ? (
          <>
            <p role="alert">{loaded.message ?? t('report.page.failed')}</p>
            <Button variant="secondary" onClick={retry}>
              {t('report.page.retry')}
            </Button>
          </>
        ) : null}
        {loaded.status !== 'loading' && loaded.status !== 'running' ? (
          <p>
            <Link to="/">{t('report.page.home')}</Link>
          </p>
        ) : null}
      </Card>
    </FunnelStageTemplate>
  );
}
