import type { MeResponse, SubscriptionSummary } from '@mailscout/contracts';
import { initI18n } from '@mailscout/i18n';
import { apiErrorWith, callsTo, currentLocation, jsonResponse, mockApi as mockFetch, renderWithProviders, resetPageState, settle as settleRounds, signInAs, type ApiHandler } from '@mailscout/test-kit/web';
import AccountRoutes from '../src/expose/routes';
import { testPublicConfig } from '@mailscout/test-kit/fixtures';

initI18n();

export const publicConfig = testPublicConfig();

export type Handler = ApiHandler;

export const json = jsonResponse;
export const apiError = apiErrorWith(jsonResponse);
export { callsTo, signInAs };

/** The API stand-in (test kit) with the public configuration answered by default. */
export function mockApi(handlers: Record<string, Handler> = {}) {
  // The Settings tab's watch section (docs/decisions.md#watch-my-address) asks for the account's watch: none by default.
  const noWatch = { watching: false, email: null, provenUntil: null, nextCheckAt: null, lastCheckAt: null, intervalDays: 7, sources: ['gravatar', 'hibp'] };
  return mockFetch(handlers, { defaults: { '/api/public-config': () => json(publicConfig), '/api/watch/account': () => json(noWatch) }, answer: jsonResponse });
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

/** Forgets every piece of page state a test may leave behind. */
export const resetPage = () => resetPageState('en');

/** The remote's routes as the shell renders them: inside the one auth provider and router. */
export function renderAccount(path: string) {
  return renderWithProviders(<AccountRoutes />, {
    auth: { syncDelayMs: 60_000 },
    router: { entries: [path] },
    pages: { '/': <p>Home page</p>, '/payment': <p>Payment page</p> },
    probe: true,
  });
}

/** Lets pending mocked API answers settle inside act. */
export const settle = () => settleRounds(10);

export const location = currentLocation;
