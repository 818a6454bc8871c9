import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@mailscout/auth';
import { toast } from '@mailscout/ui';
import { revokeAllSessions } from './account-api';

/** docs/decisions.md#security-tab Security: 'sign out everywhere', this browser included. */
export function useSignOutEverywhere() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOutEverywhere() {
    setBusy(true);
    setError(null);
    try {
      const { revoked } = await revokeAllSessions();
      toast({ title: t('security.signedOutTitle'), description: t('security.signedOutText', { count: revoked }) });
      // The API has ended this browser's session as well; a second logout call would only fail.
      sessionStore.signOut();
      navigate('/', { replace: true });
    } catch {
      setError(t('security.signOutError'));
      setBusy(false);
    }
  }

  return { busy, error, signOutEverywhere };
}
