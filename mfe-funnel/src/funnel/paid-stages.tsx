import { useTranslation } from 'react-i18next';
import { ReportView } from '@mailscout/report';
import { PaymentStage } from '../checkout/payment-stage';
import { ProcessingStage } from '../scan/processing-stage';
import { LiveReportGate } from '../checkout/live-report-gate';
import type { Flow } from '../flow/use-flow';

export interface PaidStagesProps {
  flow: Flow;
  /** 'Look Up Another Email' on the report: the home page, or /order's email entry. */
  onLookUpAnother(): void;
  /**
   * The report is ready: the page moves to its own address, /reports/:id, replacing the
   * processing entry, so reload, Back and another tab show it (docs/decisions.md#funnel-memory).
   * Without it the report shows in place.
   */
  onReport?(scanId: string): void;
}

/**
 * Payment → processing → results, the part every entry of the funnel shares (docs/product.md#processing, docs/product.md#states): paid
 * → 'Payment Successful' → processing; a credit used instead (the buyer pressed 'Use 1 of your N
 * credits') → 'Using available credit' → processing; the scan complete → the report; a scan error
 * → a destructive toast and back to payment. A live report of the target on the account is
 * offered before any of it (docs/decisions.md#never-twice). Each payment or credit names its scan
 * with a request id the flow remembers, so a reload re-attaches instead of paying again. What the
 * checkout is for comes from the page's CheckoutProvider.
 */
export function PaidStages({ flow, onLookUpAnother, onReport }: PaidStagesProps) {
  const { t } = useTranslation('funnel');
  const { state, send, stageToast } = flow;

  if (state.stage === 'payment' && state.target) {
    return (
      <LiveReportGate target={state.target} fresh={state.fresh} onFresh={() => send({ type: 'freshChosen' })}>
        <PaymentStage
          onPaid={(paid) => {
            // 'Initiating final scan...' is about the processing stage: gone when the report shows.
            stageToast('processing', { title: t('checkout.toast.paidTitle'), description: t('checkout.toast.paidText') });
            send({ type: 'paid', billingEmail: paid.billingEmail, requestId: paid.requestId });
          }}
          onUseCredit={(used) => {
            stageToast('processing', { title: t('checkout.toast.usingCreditTitle'), description: t('checkout.toast.usingCreditText', { count: used.credits }) });
            send({ type: 'creditUsed', billingEmail: used.billingEmail, requestId: used.requestId });
          }}
        />
      </LiveReportGate>
    );
  }
  if (state.stage === 'processing') {
    return (
      <ProcessingStage
        onComplete={(results, scanId) => {
          if (onReport && scanId) onReport(scanId);
          else send({ type: 'scanCompleted', results });
        }}
        onError={(message, reference) => {
          stageToast('payment', { title: t('checkout.toast.scanErrorTitle'), description: message, variant: 'destructive', ...(reference ? { reference } : {}) });
          send({ type: 'scanFailed' });
        }}
      />
    );
  }
  if (state.stage === 'results' && state.results) return <ReportView results={state.results} onLookUpAnother={onLookUpAnother} />;
  return null;
}
