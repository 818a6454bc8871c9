import { useTranslation } from 'react-i18next';
import type { ScanResultsResponse } from '@mailscout/contracts';
import { Card } from '@mailscout/ui';
import { useReportCheckout } from '../flow/checkout-context';
import { ScanErrorDialog } from './scan-error-dialog';
import { useScan } from './use-scan';
import { shownTarget } from '../flow/shown-target';
import './scan.css';

export interface ProcessingStageProps {
  /** The report is ready (its scan id names its page, /reports/:id). */
  onComplete(results: ScanResultsResponse, scanId: string): void;
  /** The scan failed and the user closed the 'Scan Error' dialog; `reference` is the failed call's (docs/decisions.md#error-reference). */
  onError(message: string, reference?: string): void;
}

/**
 * Stage processing (docs/product.md#processing): 'Führe letzten Scan durch...' while the paid scan runs, for the
 * target and billing email of the page's CheckoutProvider.
 */
export function ProcessingStage({ onComplete, onError }: ProcessingStageProps) {
  const { t } = useTranslation('funnel');
  const { kind, target, billingEmail, requestId, fresh } = useReportCheckout();
  const scan = useScan({ kind, target, billingEmail, requestId, fresh, onComplete });
  const failed = scan.phase === 'failed';

  return (
    <Card className="fn-sc" aria-busy={!failed}>
      <div className="fn-sc__spinner" aria-hidden="true" />
      <h1 className="fn-stage-title" tabIndex={-1}>
        {t('report.processing.title')}
      </h1>
      <p className="fn-target">{shownTarget(target)}</p>
      <p className="fn-muted" role="status">
        {failed ? '' : scan.answered > 0 ? t('report.processing.answered', { count: scan.answered }) : t('report.processing.note')}
      </p>
      <ScanErrorDialog
        open={failed}
        target={target}
        details={failed ? scan.details : ''}
        reference={failed ? scan.reference : undefined}
        onClose={() => {
          if (!failed) return;
          if (scan.reference) onError(scan.details, scan.reference);
          else onError(scan.details);
        }}
      />
    </Card>
  );
}
