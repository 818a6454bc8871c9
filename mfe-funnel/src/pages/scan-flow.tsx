import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupKind, ScanResultsResponse } from '@mailscout/contracts';
import type { ToastInput } from '@mailscout/ui';
import { PaymentStage } from '../checkout/payment-stage';
import { useStageTitle } from '../funnel/use-stage-title';
import { useFlowStageToasts } from '../funnel/use-flow-stage-toasts';
import { ProcessingStage } from '../scan/processing-stage';
import { ReportView } from '@mailscout/report';

export type FlowStage = 'payment' | 'processing' | 'results';

export interface ScanFlowProps {
  kind: LookupKind;
  target: string;
  initialBillingEmail: string;
  initialStage: FlowStage;
  onLookUpAnother(): void;
  onStageChange?(stage: FlowStage): void;
  /** Said as the flow starts (e.g. 'Payment Successful' on /return), about its first stage. */
  startToast?: ToastInput;
}

/**
 * Payment, processing and results outside the lookup funnel (/payment with a scan email,
 * /return, /order), with the funnel's transitions (docs/product.md#states): paid → 'Payment Successful' →
 * processing; complete → results; a scan error → destructive toast and back to payment. A
 * signed-in buyer with credits may use one instead of paying (offered inside the checkout).
 */
export function ScanFlow({ kind, target, initialBillingEmail, initialStage, onLookUpAnother, onStageChange, startToast }: ScanFlowProps) {
  const { t } = useTranslation('funnel');
  const [stage, setStage] = useState<FlowStage>(initialStage);
  const [billingEmail, setBillingEmail] = useState(initialBillingEmail);
  const [results, setResults] = useState<ScanResultsResponse | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // Issue 15.4: each toast is about one stage and goes when that stage ends (or the flow unmounts).
  const stageToast = useFlowStageToasts<FlowStage>(stage);
  useStageTitle(kind, stage);
  useEffect(() => {
    if (startToast) stageToast(initialStage, startToast);
    // Once per flow: a new flow is a new mount (keyed by its caller).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // docs/product.md#screens: the page scrolls to the top on every stage change; focus moves to the new heading.
  useEffect(() => {
    onStageChange?.(stage);
    window.scrollTo?.({ top: 0, left: 0 });
    if (first.current) {
      first.current = false;
      return;
    }
    container.current?.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage]);

  return (
    <div ref={container} className={stage === 'payment' ? 'fn-pg__column fn-pg__column--wide' : 'fn-pg__column'}>
      {stage === 'payment' ? (
        <PaymentStage
          kind={kind}
          target={target}
          billingEmail={billingEmail}
          onPaid={(paid) => {
            setBillingEmail(paid.billingEmail);
            stageToast('processing', { title: t('checkout.toast.paidTitle'), description: t('checkout.toast.paidText') });
            setStage('processing');
          }}
          onUseCredit={(used) => {
            stageToast('processing', { title: t('checkout.toast.usingCreditTitle'), description: t('checkout.toast.usingCreditText', { count: used.credits }) });
            setBillingEmail(used.billingEmail);
            setStage('processing');
          }}
        />
      ) : null}
      {stage === 'processing' ? (
        <ProcessingStage
          kind={kind}
          target={target}
          billingEmail={billingEmail}
          onComplete={(scan) => {
            setResults(scan);
            setStage('results');
          }}
          onError={(message) => {
            stageToast('payment', { title: t('checkout.toast.scanErrorTitle'), description: message, variant: 'destructive' });
            setStage('payment');
          }}
        />
      ) : null}
      {stage === 'results' && results ? <ReportView results={results} onLookUpAnother={onLookUpAnother} /> : null}
    </div>
  );
}
