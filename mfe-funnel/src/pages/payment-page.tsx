import { useEffect } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@mailscout/auth';
import { Container, FunnelStageTemplate, toast, useDocumentTitle } from '@mailscout/ui';
import { SecureCheckout } from '../checkout/secure-checkout';
import { CheckoutProvider } from '../flow/checkout-context';
import { ScanFlow } from './scan-flow';
import { scanEmailFromState } from './scan-email-state';
import '../funnel/funnel.css';
import '../checkout/checkout.css';

/**
 * `/payment` (docs/product.md#screens): the checkout on its own (trial, the plan at full price, or a subscriber's
 * credit pack / plan change: whatever `checkout/offer` allows the account, docs/decisions.md#saved-card). With a scan email in navigation state (from
 * /scan-process) the paid scan and its report follow; without one it is the sign-up checkout,
 * which ends in the account.
 */
export default function PaymentPage() {
  const { t } = useTranslation('funnel');
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const scanEmail = scanEmailFromState(location.state);
  // The sign-up checkout's own heading; with a scan email the scan flow titles its stages.
  useDocumentTitle(scanEmail ? undefined : t('checkout.paymentPage.title', { context: user ? 'signedIn' : undefined }));

  useEffect(() => {
    window.scrollTo?.({ top: 0, left: 0 });
  }, []);

  if (scanEmail) {
    return (
      <Container className="fn-pg">
        <ScanFlow entry="payment" kind="email" target={scanEmail} billingEmail={user?.email ?? ''} onLookUpAnother={() => navigate('/')} />
      </Container>
    );
  }

  // The design system's funnel frame (docs/conventions.md#design-system): the sign-up checkout under its own heading.
  return (
    <FunnelStageTemplate
      title={t('checkout.paymentPage.title', { context: user ? 'signedIn' : undefined })}
      subtitle={t('checkout.paymentPage.intro', { context: user ? 'signedIn' : undefined })}
    >
      <div className="fn-pg__column">
        <CheckoutProvider kind="email" target={null} billingEmail={user?.email ?? ''}>
          <SecureCheckout
            onPaid={(_email, bought) => {
              toast({ title: t('checkout.toast.paidTitle'), description: t('checkout.toast.paidSignupText', { context: bought === 'trial' ? undefined : bought }) });
              navigate(PAGES.account);
            }}
          />
        </CheckoutProvider>
        <p>
          <Link to="/">{t('checkout.paymentPage.back')}</Link>
        </p>
      </div>
    </FunnelStageTemplate>
  );
}
