import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { PAGES } from '@mailscout/app-manifest/page-paths';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { normaliseEmailAddress } from '@mailscout/contracts';
import { Button, Container, Dialog, toast } from '@mailscout/ui';
import { leaveToast } from './leave-toast';
import { ProgressScreen } from './progress-screen';
import { useLookupPreview } from './use-lookup-preview';
import { useStageTitle } from '../flow/use-stage-title';
import './funnel.css';

/** The scan email from navigation state (docs/product.md#lookup-funnel), lower-cased; null when absent or not an address. */
function emailFromState(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  if (typeof email !== 'string') return null;
  return normaliseEmailAddress(email);
}

/**
 * `/scan-process` (docs/product.md#scan-warning): a warning dialog with the email (neutral copy, docs/decisions.md#neutral-warning), then
 * the retrieving stage on the real preview, then /payment with the scan email in state.
 */
export function ScanProcessPage() {
  const { t } = useTranslation('funnel');
  const navigate = useNavigate();
  const location = useLocation();
  const email = emailFromState(location.state);
  const [confirmed, setConfirmed] = useState(false);
  // The lookup starts only once the visitor has read the warning.
  const view = useLookupPreview('email', confirmed ? email : null);
  const optedOut = view.lookup.status === 'opted-out';
  useStageTitle('email', confirmed ? 'retrievingOwner' : 'scanProcess');
  const left = useRef(false);

  const sendHome = useEffectEvent(() => {
    if (left.current) return;
    left.current = true;
    if (optedOut) toast(leaveToast({ reason: 'opted-out' }, 'email', t));
    navigate('/', { replace: true });
  });
  useEffect(() => {
    if (!email || optedOut) sendHome();
  }, [email, optedOut]);

  if (!email || optedOut) return null;

  return (
    <Container className="fn-page fn-page--scan-process">
      <Dialog
        open={!confirmed}
        title={t('lookup.scanProcess.title')}
        actions={<Button onClick={() => setConfirmed(true)}>{t('lookup.scanProcess.confirm')}</Button>}
      >
        <p className="fn-target">{email}</p>
        <p>{t('lookup.scanProcess.sensitive')}</p>
        <p>{t('lookup.scanProcess.safe')}</p>
      </Dialog>
      {confirmed ? (
        <div className="fn-stage">
          <ProgressScreen kind="email" view={view} onContinue={() => navigate(PAGES.payment, { state: { email } })} />
        </div>
      ) : null}
    </Container>
  );
}
