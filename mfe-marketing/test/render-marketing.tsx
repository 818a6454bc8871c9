import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n } from '@mailscout/i18n';
import MarketingRoutes from '../src/expose/routes';

initI18n();

export const publicConfig = {
  catalogue: {
    displayCurrency: 'eur',
    creditCap: 100,
    creditsPerReport: 1,
    trial: { lookupKey: 'trial_fee', days: 7, credits: 2, price: { eur: 100, gbp: 80 }, compareAt: { eur: 459 }, convertsTo: 'weekly' },
    plans: {
      weekly: { lookupKey: 'plan_weekly', interval: 'week', credits: 4, price: { eur: 1499, gbp: 1199 } },
      monthly: { lookupKey: 'plan_monthly', interval: 'month', credits: 20, price: { eur: 3799, gbp: 3199 } },
    },
    packs: [{ id: 'pack_10', lookupKey: 'pack_10', credits: 10, price: { eur: 1899, gbp: 1599 } }],
    addOns: { pdfDownload: { lookupKey: 'addon_pdf', price: { eur: 949, gbp: 799 } }, breachReport: { lookupKey: 'addon_breach_report', price: { eur: 949, gbp: 799 } } },
  },
  supportEmail: 'support@mailscout.example',
  marketingClaim: null as string | null,
  captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
  legal: { termsUpdated: '2025-04-22', privacyUpdated: '2025-04-22', cookiesUpdated: '2025-04-22' },
};

export type Handler = (init: RequestInit | undefined) => Promise<Response> | Response;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A fetch standing in for the API: each path answers with its handler; an unknown path is a 404
 * in the API's error shape, as the real API answers for endpoints that do not exist yet.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = { '/api/public-config': () => json(publicConfig), ...handlers };
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const handler = all[path];
    return handler ? handler(init) : json({ error: 'NOT_FOUND', message: 'The requested resource was not found.' }, 404);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Calls of the mock to one path, with their JSON bodies. */
export function callsTo(fetchMock: jest.Mock, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => ((init as RequestInit | undefined)?.body ? JSON.parse(String((init as RequestInit).body)) : undefined));
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function withProviders(children: ReactNode, path = '/') {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/email-scan" element={<LocationProbe />} />
          <Route path="/phone-scan" element={<LocationProbe />} />
          <Route path="/*" element={children} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
}

/** Lets the mocked API calls the page starts on mount (configuration, ticker) settle inside act. */
export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The remote's routes as the shell renders them, with stand-ins for the funnel's pages. */
export async function renderMarketing(path = '/') {
  const utils = render(withProviders(<MarketingRoutes />, path));
  await settle();
  return utils;
}
