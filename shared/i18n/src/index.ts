export { i18n } from './page-instance';
export { initI18n, setLanguage, setBeforeLanguageChange, changeLanguageWhenReady, currentLanguage, detectPageLanguage } from './i18n-instance';
export { mirrorLanguageCookie } from './language-cookie';
export { detectLanguage, SUPPORTED_LANGUAGES, LANGUAGE_STORAGE_KEY, type Detection, type DetectionInput } from './detect-language';
export { registerNamespace, registeredNamespaces, type NamespaceResources } from './register-namespace';
export { formatLongDate } from './format-date';
export { formatMoney } from './format-money';
export { useLanguage } from './use-language';
