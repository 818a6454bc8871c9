import { useTranslation } from 'react-i18next';
import { ReportView } from '@mailscout/report';
import { PaymentStage } from '../checkout/payment-stage';
import { ProcessingStage } from '../scan/processing-stage';
import type { Flow } from './use-flow';

export interface PaidStagesProps {
  flow: Flow;
  /** 'Look Up Another Email' on the report: the home page, or /order's email entry. */
  onLookUpAnother(): void;
}

/**
 * Payment → processing → results, the part every entry of the funnel shares (docs/product.md#processing, docs/product.md#states): paid
 * → 'Payment Successful' → processing; a credit used instead (issue 12) → 'Using available
 * credit' → processing; the scan complete → the report; a scan error → a destructive toast and
 * back to payment. What the checkout is for comes from the page's CheckoutProvider.
 */
export function PaidStages({ flow, onLookUpAnother }: PaidStagesProps) {
  const { t } = useTranslation('funnel');
  const { state, send, stageToast } = flow;

  if (state.stage === 'payment') {
    return (
      <PaymentStage
        onPaid={(paid) => {
          // 'Initiating final scan...' is about the processing stage: gone when the report shows.
          stageToast('processing', { title: t('checkout.toast.paidTitle'), description: t('checkout.toast.paidText') });
          send({ type: 'paid', billingEmail: paid.billingEmail });
        }}
        onUseCredit={(used) => {
          stageToast('processing', { title: t('checkout.toast.usingCreditTitle'), description: t('checkout.toast.usingCreditText', { count: used.credits }) });
          send({ type: 'creditUsed', billingEmail: used.billingEmail });
        }}
      />
    );
  }
  if (state.stage === 'processing') {
    return (
      <ProcessingStage
        onComplete={(results) => send({ type: 'scanCompleted', results })}
        onError={(message) => {
          stageToast('payment', { title: t('checkout.toast.scanErrorTitle'), description: message, variant: 'destructive' });
          send({ type: 'scanFailed' });
        }}
      />
    );
  }
  if (state.stage === 'results' && state.results) return <ReportView results={state.results} onLookUpAnother={onLookUpAnother} />;
  return null;
}
