import { useTranslation } from 'react-i18next';
import { useAuth } from '@mailscout/auth';
import { SimplePage } from '@mailscout/ui';

export function CancelSubscriptionPage() {
  const { user } = useAuth();
  const { t } = useTranslation('account');
  return <SimplePage title={t('cancel.title')}>{user ? null : <p role="alert">{t('cancel.notLoggedIn')}</p>}</SimplePage>;
}
