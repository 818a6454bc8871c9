import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { Card, SimplePage } from '@mailscout/ui';

/** Spec §2: the account area requires sign-in; the session comes from the shell's one auth state. */
export function AccountPage() {
  const { user } = useAuth();
  const { t } = useTranslation('account');
  if (!user) return <Navigate to="/" replace />;
  return (
    <SimplePage title={t('account.title')}>
      <Card>
        <p>
          {t('account.signedInAs')} <strong data-testid="account-email">{user.email}</strong>
        </p>
        <p data-testid="account-credits">{t('account.credits', { count: user.credits })}</p>
      </Card>
    </SimplePage>
  );
}
