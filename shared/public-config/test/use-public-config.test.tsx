import { act, renderHook, waitFor } from '@testing-library/react';
import { publicConfigStore, usePublicConfig } from '../src';

const config = {
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
  marketingClaim: null,
  captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
  legal: { termsUpdated: '2025-04-22', privacyUpdated: '2025-04-22', cookiesUpdated: '2025-04-22' },
};

beforeEach(() => publicConfigStore.reset());

it('fetches the public configuration once for every component that asks', async () => {
  const fetchMock = jest.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
  global.fetch = fetchMock as unknown as typeof fetch;
  const first = renderHook(() => usePublicConfig());
  const second = renderHook(() => usePublicConfig());
  await waitFor(() => expect(first.result.current.status).toBe('ready'));
  expect(second.result.current.status).toBe('ready');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('reports a failure and can retry', async () => {
  let up = false;
  global.fetch = jest.fn(async () => (up ? new Response(JSON.stringify(config)) : new Response('{}', { status: 503 }))) as unknown as typeof fetch;
  const { result } = renderHook(() => usePublicConfig());
  await waitFor(() => expect(result.current.status).toBe('error'));
  up = true;
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.status).toBe('ready'));
});
