import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { FRAGMENT_SLOT_HTML, type FrameRequest, type RemoteDeclaration, type RemoteRoutesModule } from '@mailscout/contracts';
import { initI18n } from '@mailscout/i18n';
import { AppProviders } from '../src/app/app-providers';
import { AppRoutes } from '../src/app/create-app-router';
import { shellTranslations } from '../src/i18n/shell-translations';
import { createRemoteRegistry, type RemoteLoader, type RemoteRegistry } from '../src/remotes/remote-registry';
import { renderFrame } from '../src/server/render-frame';

export const testRemotes: RemoteDeclaration[] = [
  { name: 'marketing', manifestUrl: 'http://remote.test/m/mf-manifest.json', routes: ['/'] },
  { name: 'account', manifestUrl: 'http://remote.test/a/mf-manifest.json', routes: ['/login', '/account'] },
];

initI18n({ en: { shell: shellTranslations.en }, de: { shell: shellTranslations.de } });

/** A loader whose answers the test controls, standing in for the federation runtime. */
export function stubLoader(modules: Record<string, () => Promise<RemoteRoutesModule>>): RemoteLoader & { forget: jest.Mock; load: jest.Mock } {
  return {
    load: jest.fn((name: string) => (modules[name] ? modules[name]() : Promise.reject(new Error(`no remote ${name}`)))),
    forget: jest.fn(),
  };
}

export function renderShell(path: string, loader: RemoteLoader, remotes = testRemotes) {
  const registry = createRemoteRegistry(loader, { blipRetryDelayMs: 1 });
  // Where the page is and how it got there, as a test reads it (the shell has no data router).
  const router = { state: { location: undefined as unknown as Location, historyAction: 'POP' as NavigationType } };
  function LocationProbe() {
    router.state = { location: useLocation(), historyAction: useNavigationType() };
    return null;
  }
  const utils = render(
    <AppProviders registry={registry}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes remotes={remotes} />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, router, registry };
}

/** `/` as the edge composes it: the frame rendered on the server with a prerendered fragment in its slot, in the document. */
export async function composedHomePage(language: FrameRequest['language'], fragmentHtml: string): Promise<HTMLElement> {
  const frame = await renderFrame({ url: '/', language, remotes: testRemotes, withFragment: true });
  const container = document.createElement('div');
  container.innerHTML = frame.html.replace(FRAGMENT_SLOT_HTML, fragmentHtml);
  document.body.appendChild(container);
  return container;
}

/** The shell hydrating a composed `/`, as start-shell.tsx does; recoverable errors (mismatches) go into `errors`. */
export async function hydrateShell(container: HTMLElement, registry: RemoteRegistry, errors: unknown[] = []) {
  await act(async () => {
    hydrateRoot(
      container,
      <AppProviders registry={registry}>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes remotes={testRemotes} />
        </MemoryRouter>
      </AppProviders>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
}
