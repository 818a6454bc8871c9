import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider, resetCreditSync, sessionStore } from '@mailscout/auth';
import type { MeResponse, SubscriptionSummary } from '@mailscout/contracts';
import { i18n, initI18n } from '@mailscout/i18n';
import { publicConfigStore } from '@mailscout/public-config';
import { resetToasts } from '@mailscout/ui';
import AccountRoutes from '../src/expose/routes';
import { testPublicConfig } from '../../shared/public-config/test/test-public-config';

initI18n();

export const publicConfig = testPublicConfig();

export type Handler = (body: unknown) => Promise<Response> | Response;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const apiError = (status: number, error: string, message: string) => json({ error, message }, status);

/**
 * A fetch standing in for the API: each path answers with its handler (given the JSON body);
 * an unknown path is a 404 in the API's error shape, as the API answers for missing endpoints.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = { '/api/public-config': () => json(publicConfig), ...handlers };
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const handler = all[path];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return handler ? handler(body) : apiError(404, 'NOT_FOUND', 'The requested resource was not found.');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON bodies of the mock's calls to one path. */
export function callsTo(fetchMock: jest.Mock, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => ((init as RequestInit | undefined)?.body ? JSON.parse(String((init as RequestInit).body)) : undefined));
}

/** Unix seconds of 22 November 2026, noon UTC (the same calendar day in every time zone the tests run in). */
export const PERIOD_END = Date.UTC(2026, 10, 22, 12) / 1000;

export function subscription(overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return {
    id: 'sub_1234567890abcdef',
    status: 'active',
    planType: 'weekly',
    cancelAtPeriodEnd: false,
    currentPeriodStart: PERIOD_END - 7 * 86_400,
    currentPeriodEnd: PERIOD_END,
    paymentMethod: { brand: 'visa', last4: '4242' },
    ...overrides,
  };
}

const LIVE = new Set(['trialing', 'active', 'past_due']);

/**
 * GET /api/me's answer. `subscriptions` (every live one) is the lead subscription when it is
 * live, as the API answers for an account with one subscription, unless a test gives the list.
 */
export function me(
  sub: SubscriptionSummary | null,
  credits = 3,
  preferences: MeResponse['preferences'] = { renewalReminders: true },
  subscriptions: SubscriptionSummary[] = sub && LIVE.has(sub.status) ? [sub] : [],
): MeResponse {
  return { email: 'jane.doe@example.com', credits, language: 'en', subscription: sub, subscriptions, preferences };
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** Forgets every piece of page state a test may leave behind. */
export async function resetPage() {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reset();
  resetCreditSync();
  publicConfigStore.reset();
  resetToasts();
  await i18n.changeLanguage('en');
}

export function signInAs(email = 'jane.doe@example.com', credits = 3) {
  sessionStore.signIn(email, { credits });
}

/** The remote's routes as the shell renders them: inside the one auth provider and router. */
export function renderAccount(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthProvider syncDelayMs={60_000}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/payment" element={<p>Payment page</p>} />
            <Route path="/*" element={<AccountRoutes />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </I18nextProvider>,
  );
}

/** Lets pending mocked API answers settle inside act. */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export const location = () => document.querySelector('[data-testid="location"]')?.textContent;
