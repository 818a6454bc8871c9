export { i18n, initI18n, setLanguage, currentLanguage } from './i18n-instance';
export { detectLanguage, SUPPORTED_LANGUAGES, LANGUAGE_STORAGE_KEY, type Detection, type DetectionInput } from './detect-language';
export { registerNamespace, registeredNamespaces, type NamespaceResources } from './register-namespace';
export { formatLongDate } from './format-date';
export { formatMoney } from './format-money';
