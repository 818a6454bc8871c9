import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@mailscout/i18n';
import { NotFound, SimplePage } from '@mailscout/ui';
import { legalTranslations } from '../i18n/translations';

registerNamespace('legal', legalTranslations);

type PageKey = 'terms' | 'privacy' | 'cookies' | 'help' | 'coverage';

function LegalPage({ page }: { page: PageKey }) {
  const { t } = useTranslation('legal');
  return (
    <SimplePage title={t(`${page}.title`)}>
      <p>{t('pending')}</p>
    </SimplePage>
  );
}

export default function LegalRoutes() {
  return (
    <Routes>
      <Route path="/terms" element={<LegalPage page="terms" />} />
      <Route path="/privacy" element={<LegalPage page="privacy" />} />
      <Route path="/cookie-policy" element={<LegalPage page="cookies" />} />
      <Route path="/help-center" element={<LegalPage page="help" />} />
      <Route path="/test-translation" element={<LegalPage page="coverage" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
