import { act } from '@testing-library/react';
import type { InitialEntry } from 'react-router-dom';
import { initI18n } from '@mailscout/i18n';
import { getToasts } from '@mailscout/ui';
import { apiErrorWith, callsTo, currentLocation, currentLocationState, jsonAnswer, mockApi as mockFetch, renderWithProviders, resetPageState, settleOnFakeClock, signInAs, type ApiHandler } from '@mailscout/test-kit/web';
import FunnelRoutes from '../../src/expose/routes';
import { FakeEventSource } from './fake-event-source';

initI18n();

export type Handler = ApiHandler;

/**
 * An answer as the API client reads it. A plain object rather than Node's Response: its body is
 * read on Node's own event loop, which the fake clock of these tests does not drive.
 */
export const json = jsonAnswer;
export const apiError = apiErrorWith(jsonAnswer);
export { callsTo, signInAs };

/** A fetch standing in for the API (test kit); an unknown path answers 404 in the API's error shape. */
export const mockApi = (handlers: Record<string, Handler> = {}) => mockFetch(handlers);

/** Forgets every piece of page state a test may leave behind; fake timers and a fake EventSource. */
export async function resetPage() {
  // Microtasks stay real: React's act and promise chains rely on them, not on the clock.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  await resetPageState('en');
  FakeEventSource.install();
}

/**
 * The funnel's routes as the shell renders them (in StrictMode, as the shell does in
 * development, so double effects are exercised), with a home page and a /payment probe.
 */
export function renderFunnel(entries: InitialEntry[], initialIndex = entries.length - 1) {
  return renderWithProviders(<FunnelRoutes />, {
    strict: true,
    auth: { syncDelayMs: 600_000 },
    router: { entries, initialIndex },
    pages: { '/': <p>Home page</p>, '/payment': <p>Payment page</p> },
    probe: 'state',
  });
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

/** Lets pending mocked API answers settle without moving the clock (the test kit's). */
export const settle = settleOnFakeClock;

export const location = currentLocation;
export const locationState = currentLocationState;

export function lastToast() {
  const [toast] = getToasts();
  return toast && { title: toast.title, description: toast.description, variant: toast.variant };
}
