import type { ReactNode } from 'react';
import type { InitialEntry } from 'react-router-dom';
import type { PublicConfig } from '@mailscout/contracts';
import { initI18n, registerNamespace } from '@mailscout/i18n';
import { getToasts } from '@mailscout/ui';
import { apiErrorWith, callsTo, currentLocation, jsonAnswer, mockApi as mockFetch, renderWithProviders, resetPageState, RESULTS_AT, scanResults, signInAs as signIn, type ApiHandler } from '@mailscout/test-kit/web';
import { funnelTranslations } from '../../src/i18n/translations';
import { testPublicConfig } from '@mailscout/test-kit/fixtures';

initI18n();
registerNamespace('funnel', funnelTranslations);

export const STRIPE_JS_URL = 'http://stripe.test/v3/stripe.js';
export const PUBLISHABLE_KEY = 'pk_test_checkout';

/** The public configuration with the payment provider the API names (the emulator's stand-in). */
export function publicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return { ...testPublicConfig(), payments: { publishableKey: PUBLISHABLE_KEY, stripeJsUrl: STRIPE_JS_URL }, ...overrides };
}

export type Handler = ApiHandler;

/** An answer as the API client reads it (a plain object: no body stream for a fake clock to miss). */
export const json = jsonAnswer;
export const apiError = apiErrorWith(jsonAnswer);
export { callsTo };

/**
 * A fetch standing in for the API (test kit), by path; `/api/public-config` answers by default,
 * and `/api/checkout/offer` offers the trial to a new address.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  return mockFetch(handlers, {
    defaults: {
      '/api/public-config': () => json(publicConfig()),
      '/api/checkout/offer': () => json({ account: 'new', offer: 'trial' }),
    },
  });
}

/** Forgets every piece of page state a test may leave behind. */
export const resetPage = (language: 'en' | 'de' = 'en') => resetPageState(language);

export const signInAs = (email = 'jane.doe@example.com', credits = 0) => signIn(email, credits);

/** A component as the shell renders remotes: StrictMode, i18n, auth, a router with probe pages. */
export function renderPage(element: ReactNode, entries: InitialEntry[] = ['/stage'], path = '*') {
  return renderWithProviders(element, {
    strict: true,
    auth: { syncDelayMs: 600_000 },
    router: { entries },
    path,
    pages: { '/login': <p>Login page</p>, '/account': <p>Account page</p>, '/': <p>Home page</p> },
    probe: true,
  });
}

export const location = currentLocation;

export function lastToast() {
  const [toast] = getToasts();
  return toast && { title: toast.title, description: toast.description, variant: toast.variant };
}

export const AT = RESULTS_AT;

/** A completed email report; every list empty unless given. */
export const results = scanResults;
