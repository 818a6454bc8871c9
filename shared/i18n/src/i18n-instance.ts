import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@mailscout/contracts';
import { detectLanguage, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from './detect-language';
import { flushPendingNamespaces } from './register-namespace';

/**
 * The page's one i18next instance. This package is a federation singleton, so the shell and
 * every remote get this same object and a remote's namespace lands beside the shell's.
 */
export const i18n: I18n = i18next.createInstance();

function readStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

function writeStorage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* the choice then lasts for this page only */
  }
}

function followDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let initialised: Promise<unknown> | undefined;

/** Detects the language and initialises the instance once; later calls return the same promise. */
export function initI18n(resources: Resource = {}): Promise<unknown> {
  if (initialised) return initialised;
  const { language, source } = detectLanguage({
    search: globalThis.location?.search ?? '',
    stored: readStorage(),
    browserLanguages: globalThis.navigator?.languages?.length
      ? globalThis.navigator.languages
      : [globalThis.navigator?.language ?? 'en'],
  });
  // DECISIONS §2: `?lng=` wins and is then stored.
  if (source === 'query') writeStorage(language);
  i18n.on('languageChanged', followDocumentLanguage);
  initialised = i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources,
    ns: Object.keys(resources.en ?? {}),
    defaultNS: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false, // resources are bundled: initialise synchronously, no flash of keys
    showSupportNotice: false,
  });
  flushPendingNamespaces();
  followDocumentLanguage(language);
  return initialised;
}

/** The switch in the navigation: change, remember, and let `<html lang>` follow. */
export async function setLanguage(language: Language): Promise<void> {
  writeStorage(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'de' ? 'de' : 'en';
}
