import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '@mailscout/auth';
import { i18n, initI18n } from '@mailscout/i18n';
import { Toaster } from '@mailscout/ui';

/**
 * A remote's own dev page (`pnpm --filter <remote> dev`, then open its port): the remote's routes
 * inside the providers the shell would give it, without the shell's chrome. API calls go to the
 * remote's origin, so set API_URL or use the shell for flows that need the API.
 */
export function renderStandalone(Routes: ComponentType): void {
  initI18n();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AuthProvider>
          <BrowserRouter>
            <main id="main">
              <Routes />
            </main>
            <Toaster />
          </BrowserRouter>
        </AuthProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
