import '../i18n/register-translations';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@mailscout/ui';
import { AccountPage } from '../account/account-page';
import { CancelSubscriptionPage } from '../cancel/cancel-subscription-page';
import { LoginPage } from '../login/login-page';
import { OptOutPage } from '../opt-out/opt-out-page';

/** Federated module `account/routes`: the paths the runtime configuration gives this remote (spec §2). */
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
