import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { AuthProvider, resetCreditSync, sessionStore } from '@mailscout/auth';
import { i18n, initI18n } from '@mailscout/i18n';
import { getToasts, resetToasts } from '@mailscout/ui';
import FunnelRoutes from '../../src/expose/routes';
import { FakeEventSource } from './fake-event-source';

initI18n();

export type Handler = (body: unknown) => Promise<Response> | Response;

/**
 * An answer as the API client reads it. A plain object rather than Node's Response: its body is
 * read on Node's own event loop, which the fake clock of these tests does not drive.
 */
export const json = (body: unknown, status = 200) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;
export const apiError = (status: number, error: string, message: string) => json({ error, message }, status);

/** A fetch standing in for the API; an unknown path answers 404 in the API's error shape. */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const handler = handlers[path];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return handler ? handler(body) : apiError(404, 'NOT_FOUND', 'The requested resource was not found.');
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

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <p data-testid="location-state">{JSON.stringify(location.state ?? null)}</p>
    </>
  );
}

/** Forgets every piece of page state a test may leave behind; fake timers and a fake EventSource. */
export async function resetPage() {
  // Microtasks stay real: React's act and promise chains rely on them, not on the clock.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reset();
  resetCreditSync();
  resetToasts();
  FakeEventSource.install();
  window.scrollTo = jest.fn();
  await i18n.changeLanguage('en');
}

export function signInAs(email = 'jane.doe@example.com', credits = 3) {
  sessionStore.signIn(email, { credits });
}

/**
 * The funnel's routes as the shell renders them (in StrictMode, as the shell does in
 * development, so double effects are exercised), with a home page and a /payment probe.
 */
export function renderFunnel(entries: InitialEntry[], initialIndex = entries.length - 1) {
  return render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AuthProvider syncDelayMs={600_000}>
          <MemoryRouter initialEntries={entries} initialIndex={initialIndex}>
            <LocationProbe />
            <Routes>
              <Route path="/" element={<p>Home page</p>} />
              <Route path="/payment" element={<p>Payment page</p>} />
              <Route path="/*" element={<FunnelRoutes />} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

/**
 * Advances the fake clock in small steps, each inside its own act: React applies the updates of
 * one act (and starts the effects that schedule the next timer) only when the act ends.
 */
export async function advance(ms: number, step = 50) {
  for (let done = 0; done < ms; done += step) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(Math.min(step, ms - done));
    });
  }
}

/**
 * Lets pending mocked API answers settle without moving the clock: several acts, because an
 * answer's state update starts its effects (the next request, the event stream) only when an act ends.
 */
export async function settle(rounds = 5) {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      await jest.advanceTimersByTimeAsync(0);
    });
  }
}

export const location = () => document.querySelector('[data-testid="location"]')?.textContent;
export const locationState = () => JSON.parse(document.querySelector('[data-testid="location-state"]')?.textContent ?? 'null') as unknown;

export function lastToast() {
  const [toast] = getToasts();
  return toast && { title: toast.title, description: toast.description, variant: toast.variant };
}
