import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';

/**
 * The providers every page renders inside: one i18n instance and one auth state. The shell
 * wraps the running app in them and a remote's prerender wraps its pages in them, so a page
 * renders the same markup on the server as in the browser that hydrates it.
 */
export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider>{children}</AuthProvider>
    </I18nextProvider>
  );
}
