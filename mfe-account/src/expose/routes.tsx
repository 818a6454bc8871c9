import { Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { registerNamespace } from '@mailscout/i18n';
import { NotFound, SimplePage } from '@mailscout/ui';
import { accountTranslations } from '../i18n/translations';
import { AccountPage } from '../pages/account-page';
import { CancelSubscriptionPage } from '../pages/cancel-subscription-page';

registerNamespace('account', accountTranslations);

function LoginPage() {
  const { isSignedIn } = useAuth();
  const { t } = useTranslation('account');
  // Spec §2: a signed-in user is redirected to /.
  if (isSignedIn) return <Navigate to="/" replace />;
  return (
    <SimplePage title={t('login.title')}>
      <p>{t('login.text')}</p>
    </SimplePage>
  );
}

function OptOutPage() {
  const { t } = useTranslation('account');
  return (
    <SimplePage title={t('optOut.title')}>
      <p>{t('optOut.text')}</p>
    </SimplePage>
  );
}

export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/account/*" element={<AccountPage />} />
      <Route path="/cancel-subscription" element={<CancelSubscriptionPage />} />
      <Route path="/opt-out" element={<OptOutPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
