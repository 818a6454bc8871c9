import { useTranslation } from 'react-i18next';
import type { Language } from '@mailscout/contracts';

/** The page's language (en or de); components using it re-render when the switch changes it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation('report');
  return i18n.resolvedLanguage === 'de' ? 'de' : 'en';
}
