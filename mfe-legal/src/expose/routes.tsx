import { Route, Routes } from 'react-router-dom';
import { registerNamespace } from '@mailscout/i18n';
import { NotFound } from '@mailscout/ui';
import { legalTranslations } from '../i18n/translations';
import { AboutPage } from '../pages/about-page';
import { HelpCenterPage } from '../pages/help-center-page';
import { LegalDocumentPage } from '../pages/legal-document-page';
import { TranslationCoveragePage } from '../pages/translation-coverage-page';

registerNamespace('legal', legalTranslations);

export default function LegalRoutes() {
  return (
    <Routes>
      <Route path="/terms" element={<LegalDocumentPage name="terms" />} />
      <Route path="/privacy" element={<LegalDocumentPage name="privacy" />} />
      <Route path="/cookie-policy" element={<LegalDocumentPage name="cookies" />} />
      <Route path="/help-center" element={<HelpCenterPage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/test-translation" element={<TranslationCoveragePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
