import type { ReactNode } from 'react';
import { initI18n, registerNamespace } from '@mailscout/i18n';
import { renderWithProviders, resetPageState, RESULTS_AT, scanResults } from '@mailscout/test-kit/web';
import { reportTranslations } from '../src/report-translations';

initI18n();
registerNamespace('report', reportTranslations);

/** Forgets the page state a test may leave behind and sets the page's language. */
export const resetPage = (language: 'en' | 'de' = 'en') => resetPageState(language);

/** The view as an app renders it: StrictMode and the page's i18n instance. */
export function renderPage(element: ReactNode) {
  return renderWithProviders(element, { strict: true, router: false });
}

export const AT = RESULTS_AT;

/** A completed email report; every list empty unless given. */
export const results = scanResults;
