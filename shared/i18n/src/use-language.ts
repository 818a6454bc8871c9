import { useTranslation } from 'react-i18next';
import type { Language } from '@mailscout/contracts';

/**
 * The page's language (en or de) for the calls and formats that need it (dates, prices, the
 * language sent to the API); a component using it re-renders when the switch changes it. One hook
 * for the shell, every remote and the shared views: they all read the page's one i18n instance.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'de' ? 'de' : 'en';
}
