import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { AuthProvider, resetCreditSync, sessionStore } from '@mailscout/auth';
import type { PublicConfig, ScanResultsResponse } from '@mailscout/contracts';
import { i18n, initI18n, registerNamespace } from '@mailscout/i18n';
import { publicConfigStore } from '@mailscout/public-config';
import { getToasts, resetToasts } from '@mailscout/ui';
import { funnelTranslations } from '../../src/i18n/translations';
import { testPublicConfig } from '../../../shared/public-config/test/test-public-config';

initI18n();
registerNamespace('funnel', funnelTranslations);

export const STRIPE_JS_URL = 'http://stripe.test/v3/stripe.js';
export const PUBLISHABLE_KEY = 'pk_test_checkout';

/** The public configuration with the payment provider the API names (the emulator's stand-in). */
export function publicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return { ...testPublicConfig(), payments: { publishableKey: PUBLISHABLE_KEY, stripeJsUrl: STRIPE_JS_URL }, ...overrides };
}

export type Handler = (body: unknown, init: RequestInit | undefined) => Promise<Response> | Response;

/** An answer as the API client reads it (a plain object: no body stream for a fake clock to miss). */
export const json = (body: unknown, status = 200) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;
export const apiError = (status: number, error: string, message: string) => json({ error, message }, status);

/**
 * A fetch standing in for the API, by path; `/api/public-config` answers by default, and
 * `/api/checkout/offer` offers the trial to a new address.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    '/api/public-config': () => json(publicConfig()),
    '/api/checkout/offer': () => json({ account: 'new', offer: 'trial' }),
    ...handlers,
  };
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const handler = all[path];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return handler ? handler(body, init) : apiError(404, 'NOT_FOUND', 'The requested resource was not found.');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON bodies of the mock's calls to one path (undefined for a GET). */
export function callsTo(fetchMock: jest.Mock, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => ((init as RequestInit | undefined)?.body ? JSON.parse(String((init as RequestInit).body)) : undefined));
}

/** Forgets every piece of page state a test may leave behind. */
export async function resetPage(language: 'en' | 'de' = 'en') {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reset();
  resetCreditSync();
  resetToasts();
  publicConfigStore.reset();
  window.scrollTo = jest.fn();
  await i18n.changeLanguage(language);
}

export function signInAs(email = 'jane.doe@example.com', credits = 0) {
  sessionStore.signIn(email, { credits });
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** A component as the shell renders remotes: StrictMode, i18n, auth, a router with probe pages. */
export function renderPage(element: ReactNode, entries: InitialEntry[] = ['/stage'], path = '*') {
  return render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AuthProvider syncDelayMs={600_000}>
          <MemoryRouter initialEntries={entries}>
            <LocationProbe />
            <Routes>
              <Route path="/login" element={<p>Login page</p>} />
              <Route path="/account" element={<p>Account page</p>} />
              <Route path="/" element={<p>Home page</p>} />
              <Route path={path} element={element} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

export const location = () => document.querySelector('[data-testid="location"]')?.textContent;

export function lastToast() {
  const [toast] = getToasts();
  return toast && { title: toast.title, description: toast.description, variant: toast.variant };
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
