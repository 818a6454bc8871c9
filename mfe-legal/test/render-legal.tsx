import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n } from '@mailscout/i18n';
import LegalRoutes from '../src/expose/routes';
import type { PublicConfig } from '@mailscout/contracts';
import { testPublicConfig } from '../../shared/public-config/test/test-public-config';

initI18n();

export function makeConfig(overrides: { trialEur?: number; supportEmail?: string; company?: Partial<PublicConfig['company']> } = {}) {
  const config = testPublicConfig();
  config.company = { ...config.company, ...overrides.company };
  if (overrides.trialEur !== undefined) config.catalogue.trial.price.eur = overrides.trialEur;
  if (overrides.supportEmail !== undefined) config.supportEmail = overrides.supportEmail;
  // A date unlike the others, so a test can tell the cookie policy's date apart.
  config.legal.cookiesUpdated = '2025-03-01';
  return config;
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
          <Route path="/cancel-subscription" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  await settle();
  return utils;
}

/** Where a page sent the user, for paths this remote does not own. */
function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}
