import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n, initI18n } from '@mailscout/i18n';
import LegalRoutes from '../src/expose/routes';

initI18n();

export function makeConfig(overrides: { trialEur?: number; supportEmail?: string } = {}) {
  return {
    catalogue: {
      displayCurrency: 'eur',
      creditCap: 100,
      creditsPerReport: 1,
      trial: { lookupKey: 'trial_fee', days: 7, credits: 2, price: { eur: overrides.trialEur ?? 100, gbp: 80 }, compareAt: { eur: 459 }, convertsTo: 'weekly' },
      plans: {
        weekly: { lookupKey: 'plan_weekly', interval: 'week', credits: 4, price: { eur: 1499, gbp: 1199 } },
        monthly: { lookupKey: 'plan_monthly', interval: 'month', credits: 20, price: { eur: 3799, gbp: 3199 } },
      },
      packs: [
        { id: 'pack_10', lookupKey: 'pack_10', credits: 10, price: { eur: 1899, gbp: 1599 } },
        { id: 'pack_25', lookupKey: 'pack_25', credits: 25, price: { eur: 4299, gbp: 3599 } },
        { id: 'pack_50', lookupKey: 'pack_50', credits: 50, price: { eur: 7599, gbp: 6399 } },
      ],
      addOns: {
        pdfDownload: { lookupKey: 'addon_pdf', price: { eur: 949, gbp: 799 } },
        breachReport: { lookupKey: 'addon_breach_report', price: { eur: 949, gbp: 799 } },
      },
    },
    supportEmail: overrides.supportEmail ?? 'support@mailscout.example',
    marketingClaim: null,
    captcha: { provider: 'altcha', challengeUrl: '/api/captcha/challenge' },
    legal: { termsUpdated: '2025-04-22', privacyUpdated: '2025-04-22', cookiesUpdated: '2025-03-01' },
  };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API's public configuration, answered by whatever `answer` returns at the time of the call. */
export function mockConfig(answer: () => Response | Promise<Response> = () => json(makeConfig())) {
  const fetchMock = jest.fn(async () => answer());
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export async function renderLegal(path: string) {
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<LegalRoutes />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  await settle();
  return utils;
}
