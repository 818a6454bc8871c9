import type { PaymentStageProps } from '../../src/checkout/payment-stage';
import type { ProcessingStageProps } from '../../src/scan/processing-stage';
import type { ReportViewProps } from '@mailscout/report';
import { useCheckout } from '../../src/flow/checkout-context';
import { scanResults } from './fixtures';

/**
 * Stand-ins for the stages another area owns (payment, processing, report): they show the
 * checkout the page provides (kind, target, billing email) and offer each callback as a button,
 * so the funnel's wiring can be tested alone.
 */
export function PaymentStage({ onPaid, onUseCredit }: PaymentStageProps) {
  const { kind, target, billingEmail, emailType } = useCheckout();
  return (
    <div data-testid="payment-stage">
      <p data-testid="payment-props">{`${kind}|${target}|${billingEmail}`}</p>
      <p data-testid="payment-email-type">{emailType ?? 'none'}</p>
      <button type="button" onClick={() => onPaid({ billingEmail: 'buyer@example.com', requestId: 'purchase-standin-1' })}>
        stand-in: paid
      </button>
      {onUseCredit ? (
        <button type="button" onClick={() => onUseCredit({ billingEmail: 'jane.doe@example.com', credits: 2, requestId: 'purchase-standin-2' })}>
          stand-in: use a credit
        </button>
      ) : null}
    </div>
  );
}

export function ProcessingStage({ onComplete, onError }: ProcessingStageProps) {
  const { kind, target, billingEmail, requestId } = useCheckout();
  return (
    <div data-testid="processing-stage">
      <p data-testid="processing-props">{`${kind}|${target}|${billingEmail}`}</p>
      <p data-testid="processing-request">{requestId ?? 'none'}</p>
      <button type="button" onClick={() => onComplete(scanResults(target ?? ''), '')}>
        stand-in: complete
      </button>
      {/* As the real scan ends: with its id, so the page moves to /reports/:id (docs/decisions.md#funnel-memory). */}
      <button type="button" onClick={() => onComplete(scanResults(target ?? ''), 'scan-standin-1')}>
        stand-in: complete with id
      </button>
      <button type="button" onClick={() => onError('The scan source timed out.')}>
        stand-in: fail
      </button>
    </div>
  );
}

export function ReportView({ results, onLookUpAnother }: ReportViewProps) {
  return (
    <div data-testid="report-view">
      <p>{`report for ${results.results.target}`}</p>
      <button type="button" onClick={onLookUpAnother}>
        stand-in: look up another
      </button>
    </div>
  );
}
