import { useTranslation } from 'react-i18next';
import { PAGES, reportPath } from '@mailscout/app-manifest/page-paths';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@mailscout/auth';
import { Container } from '@mailscout/ui';
import { AgeGateDialog } from '../funnel/age-gate-dialog';
import { CheckoutProvider } from '../flow/checkout-context';
import { creditRoute } from '../flow/credit-route';
import { isPaidStage, startFlow, type FlowStage } from '../flow/flow-machine';
import { PaidStagesColumn } from '../funnel/paid-stages-column';
import { useFlow } from '../flow/use-flow';
import { OrderEmailForm } from './order-email-form';
import '../funnel/funnel.css';
import '../checkout/checkout.css';

const STEP_NAMES = ['email', 'payment', 'results'] as const;

/** The step the indicator marks: the email entry (with its age gate and credit check), payment, or results. */
function stepOf(stage: FlowStage): 1 | 2 | 3 {
  if (stage === 'payment') return 2;
  return stage === 'processing' || stage === 'results' ? 3 : 1;
}

/**
 * `/order` (docs/product.md#order-flow Order flow): email entry, payment, results. docs/decisions.md#no-staged-data: the real flow,
 * with the real checkout and the real report, not sample data. The age gate (docs/product.md#validation) comes before
 * anything is paid or shown; a signed-in buyer with credits uses one instead of paying (docs/product.md#states).
 * Look Up Another Email starts again at stage 1. The stages are the funnel's machine, entered
 * at `order`.
 */
export default function OrderPage() {
  const { t } = useTranslation('funnel');
  const navigate = useNavigate();
  const { user } = useAuth();
  const flow = useFlow('email', () => startFlow('order'));
  const { state, send } = flow;

  /**
   * After the age gate: a signed-in buyer's credits are brought up to date so the payment stage
   * offers 'Use 1 of your N credits'; spending one is that button, never this check
   * (docs/decisions.md#never-twice).
   */
  const checkCredits = async () => {
    const decided = creditRoute(user);
    const next = decided instanceof Promise ? await decided : decided;
    send({ type: 'creditsChecked', route: next.route });
  };

  const step = stepOf(state.stage);
  return (
    <Container className="fn-pg">
      <div className="fn-pg__column">
        <ol className="fn-od-steps" aria-label={t('checkout.order.steps', { step })}>
          {STEP_NAMES.map((name, index) => (
            <li key={name} aria-current={index + 1 === step ? 'step' : undefined}>
              {index + 1}. {t(`checkout.order.stepNames.${name}`)}
            </li>
          ))}
        </ol>
        {isPaidStage(state.stage) && state.target ? (
          <CheckoutProvider kind="email" target={state.target} billingEmail={state.billingEmail} requestId={state.requestId} fresh={state.fresh}>
            {/* Keyed by the order: each order is its own scan, its first stage takes no focus. The
                report moves to its own page; 'Look Up Another Email' there comes back to /order. */}
            <PaidStagesColumn
              key={state.attempt}
              flow={flow}
              onLookUpAnother={() => send({ type: 'lookUpAnother' })}
              onReport={(scanId) => navigate(reportPath(scanId), { replace: true, state: { lookUpAnother: PAGES.order } })}
            />
          </CheckoutProvider>
        ) : (
          <OrderEmailForm
            accountEmail={user?.email ?? null}
            busy={state.stage === 'creditCheck'}
            onSubmit={(emails) => send({ type: 'orderSubmitted', target: emails.searched, billingEmail: emails.billing })}
          />
        )}
        <AgeGateDialog
          open={state.stage === 'ageGate'}
          onConfirm={() => {
            if (state.stage !== 'ageGate') return;
            send({ type: 'ageConfirmed' });
            void checkCredits();
          }}
          onExit={() => navigate('/', { replace: true })}
        />
      </div>
    </Container>
  );
}
