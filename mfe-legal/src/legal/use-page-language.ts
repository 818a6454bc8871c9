import { useTranslation } from 'react-i18next';
import type { Language } from '@mailscout/contracts';

/** The page's language as a supported `Language`; re-renders when the visitor switches. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation('legal');
  return i18n.resolvedLanguage === 'de' ? 'de' : 'en';
}
