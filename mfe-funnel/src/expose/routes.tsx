import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@mailscout/i18n';
import { NotFound, SimplePage } from '@mailscout/ui';
import { funnelTranslations } from '../i18n/translations';
import { ScanEntryPage } from '../pages/scan-entry-page';

registerNamespace('funnel', funnelTranslations);

function TextPage({ page }: { page: 'payment' | 'pending' }) {
  const { t } = useTranslation('funnel');
  return (
    <SimplePage title={t(`${page}.title`)}>
      <p>{t(`${page}.text`)}</p>
    </SimplePage>
  );
}

export default function FunnelRoutes() {
  return (
    <Routes>
      <Route path="/email-scan" element={<ScanEntryPage kind="email" />} />
      <Route path="/phone-scan" element={<ScanEntryPage kind="phone" />} />
      <Route path="/payment" element={<TextPage page="payment" />} />
      <Route path="/scan-process" element={<TextPage page="pending" />} />
      <Route path="/return" element={<TextPage page="pending" />} />
      <Route path="/order" element={<TextPage page="pending" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
