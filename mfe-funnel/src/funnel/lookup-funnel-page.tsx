import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isValidEmailAddress, trimEmailInput, type LookupKind, type ScanResultsResponse } from '@mailscout/contracts';
import { Button, Container, toast } from '@mailscout/ui';
import { PaymentStage } from '../checkout/payment-stage';
import { ProcessingStage } from '../scan/processing-stage';
import { ReportView } from '@mailscout/report';
import { EmailSubmitStage } from './email-submit-stage';
import type { FunnelStage } from './funnel-stages';
import { leaveToast, type LeaveReason } from './leave-toast';
import { ProgressScreen } from './progress-screen';
import { useLookupPreview } from './use-lookup-preview';
import { useStageScroll } from './use-stage-scroll';
import { useStageTitle } from './use-stage-title';
import { useFlowStageToasts } from './use-flow-stage-toasts';
import { VerificationChecklist } from './verification-checklist';
import './funnel.css';

/** docs/product.md#lookup-funnel: the query parameter, URL-decoded; an email address is lower-cased. */
function readTarget(kind: LookupKind, params: URLSearchParams): string | null {
  // trimEmailInput keeps U+FEFF (which String.prototype.trim drops) so the address check refuses it.
  const raw = kind === 'email' ? trimEmailInput(params.get(kind) ?? '') : params.get(kind)?.trim();
  if (!raw) return null;
  return kind === 'email' ? raw.toLowerCase() : raw;
}

/** `/email-scan?email=` and `/phone-scan?phone=`: the lookup funnel's six stages (docs/product.md#lookup-funnel, docs/product.md#states). */
export function LookupFunnelPage({ kind }: { kind: LookupKind }) {
  const { t } = useTranslation('funnel');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = readTarget(kind, params);
  const malformed = kind === 'email' && target !== null && !isValidEmailAddress(target);
  const view = useLookupPreview(kind, malformed ? null : target);
  const [stage, setStage] = useState<FunnelStage>('initiatingLookup');
  const [billingEmail, setBillingEmail] = useState('');
  const [results, setResults] = useState<ScanResultsResponse | null>(null);
  const container = useRef<HTMLDivElement>(null);
  useStageScroll(stage, container);
  // Issue 15.4: each toast is about one stage and goes when that stage ends.
  const stageToast = useFlowStageToasts<FunnelStage>(stage);
  useStageTitle(kind, stage);

  const leave: LeaveReason | null = !target
    ? { reason: 'missing' }
    : malformed
      ? { reason: 'malformed' }
      : view.lookup.status === 'opted-out'
        ? { reason: 'opted-out' }
        : view.lookup.status === 'invalid'
          ? { reason: 'rejected', code: view.lookup.code, message: view.lookup.message }
          : null;
  const left = useRef(false);
  const sendHome = useEffectEvent(() => {
    if (!leave || left.current) return;
    left.current = true;
    toast(leaveToast(leave, kind, t));
    navigate('/', { replace: true });
  });
  const leaveReason = leave?.reason;
  useEffect(() => {
    if (leaveReason) sendHome();
  }, [leaveReason]);

  if (leave || !target) return null;

  // Issue 12: signed in (also by code inside the checkout) with credits: one pays for the
  // report, as after 'Proceed' with credits; the scan's start-scan spends it.
  const spendCredit = (email: string, credits: number) => {
    stageToast('processing', { title: t('lookup.submit.toast.usingCreditTitle'), description: t('lookup.submit.toast.usingCreditText', { count: credits }) });
    setBillingEmail(email);
    setStage('processing');
  };

  return (
    <Container className={`fn-page fn-page--${stage}`}>
      <div ref={container} className="fn-stage">
        {kind === 'phone' && (stage === 'initiatingLookup' || stage === 'retrievingOwner' || stage === 'emailSubmit') ? (
          <Button variant="ghost" className="fn-back" onClick={() => navigate('/')}>
            {t('lookup.backHome')}
          </Button>
        ) : null}
        {stage === 'initiatingLookup' ? (
          <VerificationChecklist kind={kind} target={target} view={view} onComplete={() => setStage('retrievingOwner')} />
        ) : null}
        {stage === 'retrievingOwner' ? <ProgressScreen kind={kind} view={view} onContinue={() => setStage('emailSubmit')} /> : null}
        {stage === 'emailSubmit' ? (
          <EmailSubmitStage
            kind={kind}
            target={target}
            view={view}
            onProceed={(route, email) => {
              setBillingEmail(email);
              setStage(route);
            }}
            notify={stageToast}
          />
        ) : null}
        {stage === 'payment' ? (
          <PaymentStage
            kind={kind}
            target={target}
            billingEmail={billingEmail}
            emailType={view.preview?.emailChecks?.type ?? undefined}
            onPaid={(paid) => {
              setBillingEmail(paid.billingEmail);
              // 'Initiating final scan...' is about the processing stage: gone when the report shows.
              stageToast('processing', { title: t('lookup.toast.paidTitle'), description: t('lookup.toast.paidText') });
              setStage('processing');
            }}
            onUseCredit={(used) => spendCredit(used.billingEmail, used.credits)}
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
              stageToast('payment', { title: t('lookup.toast.scanErrorTitle'), description: message, variant: 'destructive' });
              setStage('payment');
            }}
          />
        ) : null}
        {stage === 'results' && results ? <ReportView results={results} onLookUpAnother={() => navigate('/')} /> : null}
      </div>
    </Container>
  );
}
