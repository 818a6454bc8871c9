import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@mailscout/auth';
import { Container } from '@mailscout/ui';
import { fetchUserCredits } from '../api/lookup-api';
import { AgeGateDialog } from '../funnel/age-gate-dialog';
import { useStageTitle } from '../funnel/use-stage-title';
import { OrderEmailForm, type OrderEmails } from './order-email-form';
import { ScanFlow, type FlowStage } from './scan-flow';
import '../funnel/funnel.css';
import '../checkout/checkout.css';

type Order =
  | { stage: 'email' }
  | { stage: 'confirm'; emails: OrderEmails }
  /** `credits`: a signed-in buyer's credits, one of which pays (said as the flow starts). */
  | { stage: 'flow'; emails: OrderEmails; start: FlowStage; attempt: number; credits?: number };

const STEP: Record<FlowStage | 'email', 1 | 2 | 3> = { email: 1, payment: 2, processing: 3, results: 3 };
const STEP_NAMES = ['email', 'payment', 'results'] as const;

/**
 * `/order` (docs/product.md#order-flow Order flow): email entry, payment, results. docs/decisions.md#no-staged-data: the real flow,
 * with the real checkout and the real report, not sample data. The age gate (docs/product.md#validation) comes before
 * anything is paid or shown; a signed-in buyer with credits uses one instead of paying (docs/product.md#states).
 * Look Up Another Email starts again at stage 1.
 */
export default function OrderPage() {
  const { t } = useTranslation('funnel');
  const navigate = useNavigate();
  const { user, updateCredits } = useAuth();
  const [order, setOrder] = useState<Order>({ stage: 'email' });
  const [flowStage, setFlowStage] = useState<FlowStage>('payment');
  const [checking, setChecking] = useState(false);
  const attempts = useRef(0);
  // Stage 1's title; the scan flow titles its own stages (a parent's claim would win over them).
  useStageTitle('email', order.stage === 'flow' ? null : 'order');

  const begin = async (emails: OrderEmails) => {
    // A new attempt id remounts the flow, so each order starts its own scan.
    const next = (start: FlowStage, credits?: number) => {
      attempts.current += 1;
      setOrder({ stage: 'flow', emails, start, attempt: attempts.current, credits });
    };
    if (!user) return next('payment');
    if (user.credits > 0) return next('processing', user.credits);
    setChecking(true);
    try {
      const credits = await fetchUserCredits(user.email);
      if (credits > 0) {
        updateCredits(credits);
        return next('processing', credits);
      }
    } catch (error) {
      console.warn('credit check failed; keeping local credits', error instanceof Error ? error.message : error);
    } finally {
      setChecking(false);
    }
    next('payment');
  };

  const step = STEP[order.stage === 'flow' ? flowStage : 'email'];
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
        {order.stage === 'flow' ? (
          <ScanFlow
            key={order.attempt}
            kind="email"
            target={order.emails.searched}
            initialBillingEmail={order.emails.billing}
            initialStage={order.start}
            onStageChange={setFlowStage}
            startToast={
              order.credits ? { title: t('checkout.toast.usingCreditTitle'), description: t('checkout.toast.usingCreditText', { count: order.credits }) } : undefined
            }
            onLookUpAnother={() => setOrder({ stage: 'email' })}
          />
        ) : (
          <OrderEmailForm accountEmail={user?.email ?? null} busy={checking} onSubmit={(emails) => setOrder({ stage: 'confirm', emails })} />
        )}
        <AgeGateDialog
          open={order.stage === 'confirm'}
          onConfirm={() => {
            if (order.stage !== 'confirm') return;
            setOrder({ stage: 'email' });
            void begin(order.emails);
          }}
          onExit={() => navigate('/', { replace: true })}
        />
      </div>
    </Container>
  );
}
