import './styles/shell.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { RemoteDeclaration } from '@mailscout/contracts';
import { initI18n, i18n } from '@mailscout/i18n';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/create-app-router';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { shellTranslations } from './i18n/shell-translations';
import { createRemoteRegistry, type RemoteLoader } from './remotes/remote-registry';

/**
 * Starts the shell with a way to load remotes: the federation runtime in the product, static
 * imports in the benchmark's single-bundle baseline.
 */
export async function startShell(createLoader: (remotes: readonly RemoteDeclaration[]) => RemoteLoader): Promise<void> {
  initI18n({ en: { shell: shellTranslations.en }, de: { shell: shellTranslations.de } });
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    const registry = createRemoteRegistry(createLoader(config.remotes));
    const App = () => {
      const [router] = useState(() => createAppRouter(config.remotes));
      return (
        <AppProviders registry={registry}>
          <RouterProvider router={router} />
        </AppProviders>
      );
    };
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(
      <div className="ms-container ms-not-found" role="alert">
        <h1 className="ms-page-title">{i18n.t('shell:error.title')}</h1>
        <p>{i18n.t('shell:error.config')}</p>
        <button type="button" className="ms-button ms-button--primary ms-button--md" onClick={() => window.location.reload()}>
          {i18n.t('shell:error.reload')}
        </button>
      </div>,
    );
  }
}
