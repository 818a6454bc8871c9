import { initI18n } from '@mailscout/i18n';
import { jsonResponse, LocationProbe, renderWithProviders, settle, stubFetch } from '@mailscout/test-kit/web';
import LegalRoutes from '../src/expose/routes';
import type { PublicConfig } from '@mailscout/contracts';
import { testPublicConfig } from '@mailscout/test-kit/fixtures';

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

export const json = jsonResponse;
export { settle };

/** The API's public configuration, answered by whatever `answer` returns at the time of the call. */
export function mockConfig(answer: () => Response | Promise<Response> = () => json(makeConfig())) {
  return stubFetch(() => answer());
}

/** The remote's routes as the shell renders them; a probe shows where a page sent the user for paths this remote does not own. */
export async function renderLegal(path: string) {
  const utils = renderWithProviders(<LegalRoutes />, { router: { entries: [path] }, pages: { '/cancel-subscription': <LocationProbe /> } });
  await settle();
  return utils;
}
