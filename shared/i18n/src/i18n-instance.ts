import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@mailscout/contracts';
import { detectLanguage, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, type Detection } from './detect-language';
import { mirrorLanguageCookie } from './language-cookie';
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
  mirrorLanguageCookie(language);
}

function followDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let initialised: Promise<unknown> | undefined;

/** docs/decisions.md#language, choice for this page, from the address, the stored choice and the browser. */
export function detectPageLanguage(): Detection {
  return detectLanguage({
    search: globalThis.location?.search ?? '',
    stored: readStorage(),
    browserLanguages: globalThis.navigator?.languages?.length ? globalThis.navigator.languages : [globalThis.navigator?.language ?? 'en'],
  });
}

/**
 * Detects the language and initialises the instance once; later calls return the same promise.
 * A page the edge composed passes the language it rendered in (`serverLanguage`): hydration must
 * start in it, and the server chose by the same rules, from the cookie that mirrors the choice.
 */
export function initI18n(resources: Resource = {}, serverLanguage?: Language): Promise<unknown> {
  if (initialised) return initialised;
  const stored = readStorage();
  const detected = detectPageLanguage();
  const language = serverLanguage ?? detected.language;
  // docs/decisions.md#language: `?lng=` wins and is then stored; a stored choice is mirrored to the cookie the
  // server reads (a choice stored before the cookie existed reaches the server from now on).
  if (detected.source === 'query') writeStorage(language);
  else if (stored === language) mirrorLanguageCookie(language);
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
