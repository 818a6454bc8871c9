import { useEffect } from 'react';
import { reportPath } from '@mailscout/app-manifest/page-paths';
import { useNavigate } from 'react-router-dom';
import type { LookupKind } from '@mailscout/contracts';
import type { ToastInput } from '@mailscout/ui';
import { CheckoutProvider } from '../flow/checkout-context';
import { startFlow } from '../flow/flow-machine';
import { PaidStagesColumn } from '../funnel/paid-stages-column';
import { useFlow } from '../flow/use-flow';

export interface ScanFlowProps {
  /** `payment` starts at the checkout (/payment with a scan email), `return` at the scan (/return). */
  entry: 'payment' | 'return';
  kind: LookupKind;
  target: string;
  billingEmail: string;
  onLookUpAnother(): void;
  /** Said as the flow starts (e.g. 'Payment Successful' on /return), about its first stage. */
  startToast?: ToastInput;
  /** /return: the scan's request id the purchase named (docs/decisions.md#report-link-mail). */
  requestId?: string;
}

/**
 * Payment, processing and results outside the lookup funnel (/payment with a scan email,
 * /return): the funnel's stage machine entered at its paid part, with the same transitions.
 */
export function ScanFlow({ entry, kind, target, billingEmail, onLookUpAnother, startToast, requestId }: ScanFlowProps) {
  const navigate = useNavigate();
  const flow = useFlow(kind, () => startFlow(entry, target, billingEmail, requestId ?? null));
  useEffect(() => {
    if (startToast) flow.stageToast(flow.state.stage, startToast);
    // Once per flow: a new flow is a new mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <CheckoutProvider kind={kind} target={target} billingEmail={flow.state.billingEmail} requestId={flow.state.requestId} fresh={flow.state.fresh}>
      {/* The finished report has its own page (docs/decisions.md#funnel-memory). */}
      <PaidStagesColumn flow={flow} onLookUpAnother={onLookUpAnother} onReport={(scanId) => navigate(reportPath(scanId), { replace: true })} />
    </CheckoutProvider>
  );
}
