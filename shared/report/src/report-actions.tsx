import { useTranslation } from 'react-i18next';
import type { Report } from '@mailscout/contracts';
import { Icon } from '@mailscout/ui';
import type { useReportActions } from './use-report-actions';

interface ReportActionsProps {
  actions: ReturnType<typeof useReportActions>;
  kind: Report['kind'];
  /** Without it (the self-check) there is no 'Look Up Another' button. */
  onLookUpAnother?: () => void;
}

/**
 * Copy, Print, PDF and Look Up Another (docs/product.md#results) as one compact toolbar (docs/product.md#page-details): on a
 * phone four icon buttons with their labels beneath share one row instead of filling the first
 * screen. The visible label is the button's accessible name in every size.
 */
export function ReportActions({ actions, kind, onLookUpAnother }: ReportActionsProps) {
  const { t } = useTranslation('report');
  return (
    <div className={`fn-rp__actions fn-rp-no-print${onLookUpAnother ? '' : ' fn-rp__actions--three'}`} role="group" aria-label={t('view.actionsLabel')}>
      <button type="button" className="fn-rp-action" onClick={() => void actions.copy()}>
        <Icon.Copy size={18} aria-hidden="true" />
        <span>{actions.copied ? t('view.copied') : t('view.copy')}</span>
      </button>
      <button type="button" className="fn-rp-action" onClick={actions.print}>
        <Icon.Printer size={18} aria-hidden="true" />
        <span>{t('view.print')}</span>
      </button>
      <button type="button" className="fn-rp-action" onClick={() => void actions.downloadPdf()} disabled={actions.pdfBusy} aria-busy={actions.pdfBusy}>
        <Icon.Download size={18} aria-hidden="true" />
        <span>{actions.pdfBusy ? t('view.pdfBusy') : t('view.pdf')}</span>
      </button>
      {onLookUpAnother ? (
        <button type="button" className="fn-rp-action fn-rp-action--primary" onClick={onLookUpAnother}>
          <Icon.Search size={18} aria-hidden="true" />
          <span>{t('view.lookUpAnother', { context: kind })}</span>
        </button>
      ) : null}
    </div>
  );
}
