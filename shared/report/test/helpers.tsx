import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ScanResultsResponse } from '@mailscout/contracts';
import { i18n, initI18n, registerNamespace } from '@mailscout/i18n';
import { resetToasts } from '@mailscout/ui';
import { reportTranslations } from '../src/report-translations';

initI18n();
registerNamespace('report', reportTranslations);

/** Forgets the page state a test may leave behind and sets the page's language. */
export async function resetPage(language: 'en' | 'de' = 'en') {
  localStorage.clear();
  sessionStorage.clear();
  resetToasts();
  window.scrollTo = jest.fn();
  await i18n.changeLanguage(language);
}

/** The view as an app renders it: StrictMode and the page's i18n instance. */
export function renderPage(element: ReactNode) {
  return render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        {element}
      </I18nextProvider>
    </StrictMode>,
  );
}

export const AT = '2026-11-22T12:00:00.000Z';

/** A completed email report; every list empty unless given. */
export function results(target = 'jane@example.com', report: Partial<ScanResultsResponse['results']> = {}, lookupCredits = 1): ScanResultsResponse {
  const full = {
    scanId: 'scan-1',
    kind: 'email' as const,
    target,
    createdAt: AT,
    expiresAt: '2026-12-22T12:00:00.000Z',
    durationSeconds: 4.2,
    sources: [],
    emailChecks: null,
    phoneChecks: null,
    names: [],
    ages: [],
    genders: [],
    locations: [],
    phones: [],
    emails: [],
    usernames: [],
    photos: [],
    accounts: [],
    breaches: [],
    ...report,
  };
  return {
    results: full,
    lookupCredits,
    usernames: full.usernames.map((d) => d.value),
    durationSeconds: full.durationSeconds,
    breaches: full.breaches.map((d) => d.value.name),
    accounts: full.accounts.map((d) => ({ site: d.value.site, url: d.value.url })),
  };
}
