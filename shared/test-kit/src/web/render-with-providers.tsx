import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { AuthProvider } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { ServerStateProvider } from '@mailscout/server-state';
import { LocationProbe } from './location-probe';

export interface ProviderOptions {
  /** StrictMode as the shell uses in development, so double effects are exercised. */
  strict?: boolean;
  /** The one auth provider of the shell, with its credit-sync delay; false for none. */
  auth?: { syncDelayMs: number } | false;
  /** A memory router at these entries; false for none (a component that needs no router). */
  router?: { entries?: InitialEntry[]; initialIndex?: number } | false;
  /** The route the element is mounted at (within the router). */
  path?: string;
  /** Other routes beside the element's: stand-ins for pages other remotes own ('/' → 'Home page'). */
  pages?: Record<string, ReactNode>;
  /** A location probe above the routes (see LocationProbe); `'state'` adds the navigation state. */
  probe?: boolean | 'state';
}

/** The element inside the providers the shell gives every remote: server state, i18n, auth and the router. */
export function withProviders(element: ReactNode, { strict = false, auth = false, router = {}, path = '/*', pages = {}, probe = false }: ProviderOptions = {}): ReactNode {
  let tree = element;
  if (router) {
    tree = (
      <MemoryRouter initialEntries={router.entries ?? ['/']} initialIndex={router.initialIndex}>
        {probe && <LocationProbe state={probe === 'state'} />}
        <Routes>
          {Object.entries(pages).map(([pagePath, page]) => (
            <Route key={pagePath} path={pagePath} element={page} />
          ))}
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    );
  }
  if (auth) tree = <AuthProvider syncDelayMs={auth.syncDelayMs}>{tree}</AuthProvider>;
  tree = (
    <ServerStateProvider>
      <I18nextProvider i18n={i18n}>{tree}</I18nextProvider>
    </ServerStateProvider>
  );
  return strict ? <StrictMode>{tree}</StrictMode> : tree;
}

/** Renders the element as the shell renders a remote (see {@link withProviders}). */
export function renderWithProviders(element: ReactNode, options: ProviderOptions = {}) {
  return render(withProviders(element, options));
}
