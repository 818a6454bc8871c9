import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n } from '@mailscout/i18n';
import MarketingRoutes from '../src/expose/routes';
import { testPublicConfig } from '../../shared/public-config/test/test-public-config';

initI18n();

export const publicConfig = testPublicConfig();

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
