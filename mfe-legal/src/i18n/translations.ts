import { legalDe, legalDocumentsDe } from './translations.de';
import { legalDocumentsEn, legalEn } from './translations.en';

/**
 * The `legal` namespace, registered with the shared i18n instance when the remote loads. The
 * documents are registered too (under `documents`), so the coverage panel checks that the German
 * texts are complete; the pages read them from the per-language files directly.
 */
export const legalTranslations = {
  en: { ...legalEn, documents: legalDocumentsEn },
  de: { ...legalDe, documents: legalDocumentsDe },
};

export const legalDocuments = { en: legalDocumentsEn, de: legalDocumentsDe };
export type LegalDocumentName = keyof typeof legalDocumentsEn;
