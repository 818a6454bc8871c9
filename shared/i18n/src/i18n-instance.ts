import type { Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@mailscout/contracts';
import { detectLanguage, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, type Detection } from './detect-language';
import { mirrorLanguageCookie } from './language-cookie';
import { i18n } from './page-instance';
import { flushPendingNamespaces } from './register-namespace';

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

let beforeChange: () => Promise<void> = async () => undefined;

/**
 * What must finish before the page's language changes: the shell waits for a server-rendered part
 * still waiting for its code (docs/architecture.md#prerendered-pages), which must be hydrated in the language it was rendered in.
 */
export function setBeforeLanguageChange(wait: () => Promise<void>): void {
  beforeChange = wait;
}

/** The switch in the navigation: change, remember, and let `<html lang>` follow. */
export async function setLanguage(language: Language): Promise<void> {
  writeStorage(language);
  await changeLanguageWhenReady(language);
}

/** Changes the page's language once what must finish first has (see `setBeforeLanguageChange`). */
export async function changeLanguageWhenReady(language: Language): Promise<void> {
  await beforeChange();
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'de' ? 'de' : 'en';
}
