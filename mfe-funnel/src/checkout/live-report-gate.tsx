import type { ReactNode } from 'react';
import { reportPath } from '@mailscout/app-manifest/page-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatLongDate, useLanguage } from '@mailscout/i18n';
import { Button, Card } from '@mailscout/ui';
import './checkout.css';
import { useLiveReport } from './use-live-report';
import { shownTarget } from '../flow/shown-target';

export interface LiveReportGateProps {
  target: string;
  /** The buyer already chose a new report anyway. */
  fresh: boolean;
  onFresh(): void;
  children: ReactNode;
}

/**
 * docs/decisions.md#never-twice: before a signed-in buyer is asked to pay or to use a credit for a
 * target their account already has a live report of, the funnel offers that report ('You already
 * have this report — open it', spending nothing); buying a new one anyway is a second, explicit
 * choice. Signed out, or with no live report, the stage itself shows.
 */
export function LiveReportGate({ target, fresh, onFresh, children }: LiveReportGateProps) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const live = useLiveReport(fresh ? null : target);

  // While the answer is on its way the stage shows (most targets have no live report); a press
  // meanwhile is still safe: start-scan answers a live scan without spending.
  if (live.status !== 'live') return <>{children}</>;
  const { report } = live;
  const running = report.status !== 'completed';
  const until = report.expiresAt ? formatLongDate(new Date(report.expiresAt), language) : '';
  return (
    <Card className="fn-live-report" data-testid="live-report">
      <h1 className="fn-stage-title" tabIndex={-1}>
        {t('flow.liveReport.title')}
      </h1>
      <p>{t('flow.liveReport.text', { target: shownTarget(target), date: until, context: running ? 'running' : undefined })}</p>
      <div className="fn-pg__actions">
        <Link className="ms-button ms-button--primary ms-button--lg" to={reportPath(report.scanId)}>
          {t('flow.liveReport.open')}
        </Link>
        <Button variant="secondary" onClick={onFresh}>
          {t('flow.liveReport.fresh')}
        </Button>
      </div>
      <p className="fn-muted">{t('flow.liveReport.freshNote')}</p>
    </Card>
  );
}
