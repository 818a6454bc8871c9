import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { registerNamespace } from '@mailscout/i18n';
import { NotFound, Spinner } from '@mailscout/ui';
import { funnelTranslations } from '../i18n/translations';
import { LookupFunnelPage } from '../funnel/lookup-funnel-page';
import { PhoneScanPage } from '../funnel/phone-scan-page';
import { ScanProcessPage } from '../funnel/scan-process-page';

registerNamespace('funnel', funnelTranslations);

// docs/product.md#screens: /payment and /return are lazy loaded; /order and re-opened reports too, so the
// checkout (and Stripe.js) is fetched only when a payment is near.
const PaymentPage = lazy(() => import('../pages/payment-page'));
const ReturnPage = lazy(() => import('../pages/return-page'));
const OrderPage = lazy(() => import('../pages/order-page'));
const ReportPage = lazy(() => import('../pages/report-page'));

export default function FunnelRoutes() {
  return (
    <Suspense fallback={<Spinner label="…" />}>
      <Routes>
        <Route path="/email-scan" element={<LookupFunnelPage kind="email" />} />
        <Route path="/phone-scan" element={<PhoneScanPage />} />
        <Route path="/scan-process" element={<ScanProcessPage />} />
        <Route path="/payment" element={<PaymentPage />} />
        <Route path="/return" element={<ReturnPage />} />
        <Route path="/order" element={<OrderPage />} />
        <Route path="/reports/:scanId" element={<ReportPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
