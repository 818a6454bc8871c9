import '../i18n/register-translations';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@mailscout/ui';
import { AccountPage } from '../account/account-page';
import { CancelSubscriptionPage } from '../cancel/cancel-subscription-page';
import { LoginPage } from '../login/login-page';
import { OptOutPage } from '../opt-out/opt-out-page';
import { MyDataLoading } from '../my-data/my-data-loading';

// The self-check brings the report view (and its PDF maker) along: loaded only when /my-data opens.
const MyDataPage = lazy(() => import('../my-data/my-data-page').then((module) => ({ default: module.MyDataPage })));

/** Federated module `account/routes`: the paths the runtime configuration gives this remote (docs/product.md#screens). */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/account/*" element={<AccountPage />} />
      <Route path="/cancel-subscription" element={<CancelSubscriptionPage />} />
      <Route path="/opt-out" element={<OptOutPage />} />
      <Route
        path="/my-data"
        element={
          <Suspense fallback={<MyDataLoading />}>
            <MyDataPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
