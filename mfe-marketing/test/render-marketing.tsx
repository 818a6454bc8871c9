import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { initI18n } from '@mailscout/i18n';
import { callsTo, jsonResponse, LocationProbe, mockApi as mockFetch, settle, withProviders as withShellProviders, type ApiHandler } from '@mailscout/test-kit/web';
import MarketingRoutes from '../src/expose/routes';
import { testPublicConfig } from '@mailscout/test-kit/fixtures';

initI18n();

export const publicConfig = testPublicConfig();

export type Handler = ApiHandler;

export const json = jsonResponse;
export { callsTo, settle };

/** The API stand-in (test kit) with the public configuration answered by default. */
export function mockApi(handlers: Record<string, Handler> = {}) {
  return mockFetch(handlers, { defaults: { '/api/public-config': () => json(publicConfig) }, answer: jsonResponse });
}

/** The element inside the shell's providers, with location probes standing in for the funnel's pages. */
export function withProviders(children: ReactNode, path = '/') {
  return withShellProviders(children, { router: { entries: [path] }, pages: { '/email-scan': <LocationProbe />, '/phone-scan': <LocationProbe /> } });
}

/** The remote's routes as the shell renders them, with stand-ins for the funnel's pages. */
export async function renderMarketing(path = '/') {
  const utils = render(withProviders(<MarketingRoutes />, path));
  await settle();
  return utils;
}
