import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanResultsResponse } from '@mailscout/contracts';
import { useDocumentTitle } from '@mailscout/ui';
import { useLanguage } from '@mailscout/i18n';
import { CreditReturnedNotice } from './credit-returned-notice';
import { EmptyCategories } from './empty-categories';
import { ReportActions } from './report-actions';
import { ReportCard } from './report-card';
import { buildReportDocument } from './report-document';
import { ReportSummaryHeader } from './report-summary-header';
import { useReportActions } from './use-report-actions';
import './report.css';

export interface ReportViewProps {
  results: ScanResultsResponse;
  /** 'Look Up Another Email'; left out where there is nothing else to look up (the owner's self-check). */
  onLookUpAnother?: () => void;
}

/**
 * Stage results (docs/product.md#results results page): the summary header with the scan's duration
 * and date, the four actions, the cards with data and the source of each datum, then the
 * categories without data gathered into a few lines.
 */
export function ReportView({ results, onLookUpAnother }: ReportViewProps) {
  const { t } = useTranslation('report');
  const language = useLanguage();
  const report = results.results;
  const doc = useMemo(() => buildReportDocument(report, t, language), [report, t, language]);
  const actions = useReportActions(doc, report.createdAt);
  const titleId = useId();
  // docs/product.md#page-details: the tab says what the page is, in its language (never the address searched).
  useDocumentTitle(doc.title);

  return (
    <article className="fn-rp" aria-labelledby={titleId}>
      <header className="fn-rp__header">
        <h1 id={titleId} className="fn-stage-title" tabIndex={-1}>
          {doc.title}
        </h1>
      </header>
      {/* Under the title, in one compact row (docs/product.md#page-details), so the summary follows within the first screen. */}
      <ReportActions actions={actions} kind={report.kind} onLookUpAnother={onLookUpAnother} />
      {doc.creditReturned ? <CreditReturnedNotice notice={doc.creditReturned.notice} hint={doc.creditReturned.hint} /> : null}
      <ReportSummaryHeader doc={doc} />
      <p className="ms-visually-hidden fn-rp-no-print" role="status">
        {actions.copied ? t('view.copied') : ''}
      </p>
      {actions.notice ? (
        <p className="fn-rp__notice fn-rp-no-print" role="alert">
          {t(`view.${actions.notice}`)}
        </p>
      ) : null}
      <div className="fn-rp__cards">
        {doc.sections.map((section) => (
          <ReportCard key={section.id} section={section} />
        ))}
      </div>
      <EmptyCategories lines={doc.gathered} />
      <p className="fn-rp__footer">{doc.footer}</p>
    </article>
  );
}
