import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanResultsResponse } from '@mailscout/contracts';
import { Button } from '@mailscout/ui';
import { useLanguage } from '../checkout/use-language';
import { CreditReturnedNotice } from './credit-returned-notice';
import { ReportCard } from './report-card';
import { buildReportDocument } from './report-document';
import { useReportActions } from './use-report-actions';
import './report.css';

export interface ReportViewProps {
  results: ScanResultsResponse;
  /** 'Look Up Another Email'. */
  onLookUpAnother(): void;
}

/**
 * Stage results (spec §2 results page): the header with the scan's duration and date, every card
 * of the specification with the source of each datum, and the four actions.
 */
export function ReportView({ results, onLookUpAnother }: ReportViewProps) {
  const { t } = useTranslation('funnel');
  const language = useLanguage();
  const report = results.results;
  const doc = useMemo(() => buildReportDocument(report, t, language), [report, t, language]);
  const actions = useReportActions(doc, report.createdAt);
  const titleId = useId();

  return (
    <article className="fn-rp" aria-labelledby={titleId}>
      <header className="fn-rp__header">
        <h1 id={titleId} className="fn-stage-title" tabIndex={-1}>
          {doc.title}
        </h1>
        <p className="fn-target fn-rp__target">{doc.target}</p>
        <p className="fn-rp__meta">{doc.duration}</p>
        <p className="fn-rp__meta">{doc.date}</p>
        <p className="fn-rp__meta fn-muted">{doc.availableUntil}</p>
      </header>
      <div className="fn-rp__actions fn-rp-no-print" role="group" aria-label={t('report.view.actionsLabel')}>
        <Button variant="secondary" onClick={() => void actions.copy()}>
          {actions.copied ? t('report.view.copied') : t('report.view.copy')}
        </Button>
        <Button variant="secondary" onClick={actions.print}>
          {t('report.view.print')}
        </Button>
        <Button variant="secondary" onClick={() => void actions.downloadPdf()} disabled={actions.pdfBusy} aria-busy={actions.pdfBusy}>
          {actions.pdfBusy ? t('report.view.pdfBusy') : t('report.view.pdf')}
        </Button>
        <Button onClick={onLookUpAnother}>{t('report.view.lookUpAnother', { context: report.kind })}</Button>
      </div>
      <p className="ms-visually-hidden fn-rp-no-print" role="status">
        {actions.copied ? t('report.view.copied') : ''}
      </p>
      {actions.notice ? (
        <p className="fn-rp__notice fn-rp-no-print" role="alert">
          {t(`report.view.${actions.notice}`)}
        </p>
      ) : null}
      {doc.creditReturned ? <CreditReturnedNotice notice={doc.creditReturned.notice} hint={doc.creditReturned.hint} /> : null}
      <div className="fn-rp__cards">
        {doc.sections.map((section) => (
          <ReportCard key={section.id} section={section} />
        ))}
      </div>
      <p className="fn-rp__footer">{doc.footer}</p>
    </article>
  );
}
