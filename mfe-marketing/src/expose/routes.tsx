import { Route, Routes } from 'react-router-dom';
import { registerNamespace } from '@mailscout/i18n';
import { NotFound } from '@mailscout/ui';
import { marketingTranslations } from '../i18n/translations';
import { HomePage } from '../pages/home-page';

registerNamespace('marketing', marketingTranslations);

export default function MarketingRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
