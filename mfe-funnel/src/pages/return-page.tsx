import { useEffect, useId, useRef, useState } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Container, FunnelStageTemplate, Spinner, toast, useDocumentTitle } from '@mailscout/ui';
import type { PaymentProblem } from '../checkout/checkout-errors';
import { PaymentAlert } from '../checkout/payment-problem';
import { readPendingCheckout, type PendingCheckout } from '../checkout/pending-checkout';
import { SignInRequired } from '../checkout/sign-in-required';
import { confirmReturn, type ReturnResult } from './confirm-return';
import { ScanFlow } from './scan-flow';
import '../funnel/funnel.css';
import '../checkout/checkout.css';

/** The page's heading says the state it is in (docs/product.md#page-details). */
const TITLE_KEY = {
  checking: 'checkout.returnPage.title',
  missing: 'checkout.returnPage.missingTitle',
  failed: 'checkout.returnPage.failedTitle',
  'sign-in': 'checkout.signIn.title',
} as const;

type View =
  | { phase: 'checking' }
  | { phase: 'missing' }
  | { phase: 'failed'; problem: PaymentProblem }
  | { phase: 'sign-in'; email: string | null }
  | { phase: 'scan'; billingEmail: string };

/** The subscription to confirm: named in the query, else this tab's pending checkout. */
function subscriptionOf(params: URLSearchParams, pending: PendingCheckout | null): string | null {
  return params.get('subscription_id') ?? params.get('subscription') ?? pending?.subscriptionId ?? null;
}

/**
 * `/return` (docs/product.md#screens): where a redirect-based payment confirmation lands. The provider's
 * `redirect_status` only hints; what counts is the server's answer for the subscription
 * (sync-invoice re-reads the first invoice at the provider), so a forged query cannot unlock a
 * report. Then the scan follows, or the account for a sign-up, or an explanation.
 */
export default function ReturnPage() {
  const { t } = useTranslation('funnel');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pending] = useState(readPendingCheckout);
  const subscriptionId = subscriptionOf(params, pending);
  // Without a subscription there is nothing to ask the server; the provider's own verdict is all we have.
  const [view, setView] = useState<View>(
    subscriptionId ? { phase: 'checking' } : params.get('redirect_status') === 'failed' ? { phase: 'failed', problem: { key: 'notSuccessful' } } : { phase: 'missing' },
  );
  // One confirmation per visit, even when StrictMode runs the effect twice: only the first
  // answer carries the new session's token.
  const confirming = useRef<Promise<ReturnResult> | null>(null);
  const headingId = useId();
  const firstPhase = useRef(true);
  // The tab says what the heading says; the scan flow titles its own stages.
  useDocumentTitle(view.phase === 'scan' ? undefined : t(TITLE_KEY[view.phase]));

  // A new state has a new heading: focus moves there so a screen reader reads it.
  useEffect(() => {
    if (firstPhase.current) {
      firstPhase.current = false;
      return;
    }
    document.getElementById(headingId)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.phase]);

  useEffect(() => {
    if (!subscriptionId) return;
    let current = true;
    confirming.current ??= confirmReturn(subscriptionId, pending?.billingEmail ?? null, pending?.subscriptionId === subscriptionId ? pending.checkoutToken : undefined);
    confirming.current.then((result) => {
      if (!current) return;
      if (!result.ok) return setView({ phase: 'failed', problem: result.problem });
      if (result.session === 'sign-in-required') return setView({ phase: 'sign-in', email: result.billingEmail });
      if (pending?.target && result.billingEmail) {
        // 'Payment Successful' is said by the scan flow, which dismisses it when the report shows.
        return setView({ phase: 'scan', billingEmail: result.billingEmail });
      }
      toast({ title: t('checkout.toast.paidTitle'), description: t('checkout.toast.paidSignupText') });
      navigate(PAGES.account, { replace: true });
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscriptionId]);

  if (view.phase === 'scan' && pending?.target) {
    return (
      <Container className="fn-pg">
        <ScanFlow
          entry="return"
          kind={pending.kind}
          target={pending.target}
          billingEmail={view.billingEmail}
          {...(pending.reportRequestId ? { requestId: pending.reportRequestId } : {})}
          startToast={{ title: t('checkout.toast.paidTitle'), description: t('checkout.toast.paidText') }}
          onLookUpAnother={() => navigate('/')}
        />
      </Container>
    );
  }

  const retry = pending?.target && pending.kind === 'email' ? { pathname: PAGES.payment, state: { email: pending.target } } : { pathname: PAGES.payment };
  // The design system's funnel frame (docs/conventions.md#design-system); its h1 says the state the page is in.
  return (
    <FunnelStageTemplate title={t(TITLE_KEY[view.phase === 'scan' ? 'checking' : view.phase])} titleId={headingId}>
      <Card className="fn-ck-return">
        {view.phase === 'checking' ? (
          <p className="fn-ck-loading" role="status">
            <Spinner label={t('checkout.returnPage.checking')} />
            <span aria-hidden="true">{t('checkout.returnPage.checking')}</span>
          </p>
        ) : null}
        {view.phase === 'missing' ? <p role="status">{t('checkout.returnPage.missing')}</p> : null}
        {view.phase === 'failed' ? <PaymentAlert problem={view.problem} titled={false} /> : null}
        {view.phase === 'sign-in' ? <SignInRequired billingEmail={view.email ?? ''} target={pending?.target ?? null} titled={false} /> : null}
        {view.phase === 'missing' || view.phase === 'failed' ? (
          <div className="fn-pg__actions">
            <Link className="ms-button ms-button--primary ms-button--md" to={retry.pathname} state={'state' in retry ? retry.state : undefined}>
              {t('checkout.returnPage.backToCheckout')}
            </Link>
            <Button variant="secondary" onClick={() => navigate(PAGES.account)}>
              {t('checkout.returnPage.account')}
            </Button>
          </div>
        ) : null}
      </Card>
    </FunnelStageTemplate>
  );
}
