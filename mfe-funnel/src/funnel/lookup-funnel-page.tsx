import { useEffect, useEffectEvent, useRef } from 'react';
import { PAGES, reportPath } from '@mailscout/app-manifest/page-paths';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isValidEmailAddress, trimEmailInput, type LookupKind } from '@mailscout/contracts';
import { checkPhoneNumber, phoneRegionForLanguage } from '@mailscout/contracts/phone';
import { Button, Container, toast } from '@mailscout/ui';
import { CheckoutProvider } from '../flow/checkout-context';
import { startFlow } from '../flow/flow-machine';
import { rememberPreviewId } from '../flow/flow-memory';
import { LiveReportGate } from '../checkout/live-report-gate';
import { PaidStages } from './paid-stages';
import { useFlow } from '../flow/use-flow';
import { EmailSubmitStage } from './email-submit-stage';
import { leaveToast, type LeaveReason } from './leave-toast';
import { PhoneRefused, type PhoneRefusal } from './phone-refused';
import { ProgressScreen } from './progress-screen';
import { useLookupPreview } from './use-lookup-preview';
import { useStageScroll } from './use-stage-scroll';
import { VerificationChecklist } from './verification-checklist';
import './funnel.css';

/** docs/product.md#lookup-funnel: the query parameter, URL-decoded; an email address is lower-cased. */
function readTarget(kind: LookupKind, params: URLSearchParams): string | null {
  // trimEmailInput keeps U+FEFF (which String.prototype.trim drops) so the address check refuses it.
  const raw = kind === 'email' ? trimEmailInput(params.get(kind) ?? '') : params.get(kind)?.trim();
  if (!raw) return null;
  return kind === 'email' ? raw.toLowerCase() : raw;
}

/**
 * `/email-scan?email=` and `/phone-scan?phone=`: the lookup funnel's six stages (docs/product.md#lookup-funnel, docs/product.md#states).
 * Keyed by what is searched: another ?email= is another funnel, never the state of the last one
 * (docs/decisions.md#funnel-memory).
 */
export function LookupFunnelPage({ kind }: { kind: LookupKind }) {
  const [params] = useSearchParams();
  return <LookupFunnel key={`${kind}:${params.get(kind) ?? ''}`} kind={kind} />;
}

function LookupFunnel({ kind }: { kind: LookupKind }) {
  const { t, i18n } = useTranslation('funnel');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const typed = readTarget(kind, params);
  // docs/decisions.md#phone-numbers: the home form's check; a number goes on in E.164.
  const phone = kind === 'phone' && typed !== null ? checkPhoneNumber(typed, phoneRegionForLanguage(i18n.language)) : null;
  const target = phone?.ok ? phone.e164 : typed;
  const malformed = kind === 'email' && target !== null && !isValidEmailAddress(target);
  // The funnel's stage machine (its stage toasts go when their stage ends, docs/product.md#states), where this tab left it.
  const flow = useFlow(kind, () => startFlow('lookup', target));
  const { stage } = flow.state;
  // A remembered run follows its preview again instead of starting a new lookup.
  const view = useLookupPreview(kind, malformed || (phone && !phone.ok) ? null : target, flow.rememberedPreviewId);
  const previewId = view.lookup.status === 'ready' ? view.lookup.previewId : null;
  useEffect(() => {
    if (previewId) rememberPreviewId(flow.id, previewId);
  }, [flow.id, previewId]);
  const container = useRef<HTMLDivElement>(null);
  useStageScroll(stage, container);

  // A refused number is kept and explained on this page, whether this check or the API refused it.
  const phoneRefusal: PhoneRefusal | null =
    phone && !phone.ok ? phone : kind === 'phone' && view.lookup.status === 'invalid' ? { ok: false, reason: 'invalid', national: false } : null;
  const leave: LeaveReason | null = !target
    ? { reason: 'missing' }
    : phoneRefusal
      ? null
    : malformed
      ? { reason: 'malformed' }
      : view.lookup.status === 'opted-out'
        ? { reason: 'opted-out' }
        : view.lookup.status === 'invalid'
          ? { reason: 'rejected', code: view.lookup.code, message: view.lookup.message }
          : null;
  const left = useRef(false);
  const sendHome = useEffectEvent(() => {
    if (!leave) return;
    // Said once; the way home is taken on every run of the effect, so it comes after the flow's
    // own history entry (which a second run of the effects, as in StrictMode, writes again).
    if (!left.current) toast(leaveToast(leave, kind, t));
    left.current = true;
    navigate('/', { replace: true });
  });
  const leaveReason = leave?.reason;
  useEffect(() => {
    if (leaveReason) sendHome();
  }, [leaveReason]);

  if (phoneRefusal && typed) {
    return (
      <Container className="fn-page">
        <PhoneRefused key={typed} typed={typed} refusal={phoneRefusal} />
      </Container>
    );
  }
  if (leave || !target) return null;

  return (
    <CheckoutProvider
      kind={kind}
      target={target}
      billingEmail={flow.state.billingEmail}
      emailType={view.preview?.emailChecks?.type ?? undefined}
      requestId={flow.state.requestId}
      fresh={flow.state.fresh}
    >
      <Container className={`fn-page fn-page--${stage}`}>
        <div ref={container} className="fn-stage">
          {kind === 'phone' && (stage === 'initiatingLookup' || stage === 'retrievingOwner' || stage === 'emailSubmit') ? (
            <Button variant="ghost" className="fn-back" onClick={() => navigate('/')}>
              {t('lookup.backHome')}
            </Button>
          ) : null}
          {stage === 'initiatingLookup' ? (
            <VerificationChecklist kind={kind} target={target} view={view} onComplete={() => flow.send({ type: 'checksDone' })} />
          ) : null}
          {stage === 'retrievingOwner' ? <ProgressScreen kind={kind} view={view} onContinue={() => flow.send({ type: 'ageConfirmed' })} /> : null}
          {stage === 'emailSubmit' ? (
            // docs/decisions.md#never-twice: a live report of the target on the account is offered first.
            <LiveReportGate target={target} fresh={flow.state.fresh} onFresh={() => flow.send({ type: 'freshChosen' })}>
              <EmailSubmitStage
                kind={kind}
                target={target}
                view={view}
                onProceed={(route, billingEmail) => flow.send({ type: 'billingSubmitted', route, billingEmail })}
                notify={flow.stageToast}
              />
            </LiveReportGate>
          ) : null}
          {/* Payment → processing → results, shared with /payment, /return and /order; the report then has its own page. */}
          <PaidStages flow={flow} onLookUpAnother={() => navigate(PAGES.home)} onReport={(scanId) => navigate(reportPath(scanId), { replace: true })} />
        </div>
      </Container>
    </CheckoutProvider>
  );
}
