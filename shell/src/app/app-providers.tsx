import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/remote-registry-context';

/** The providers every remote renders inside: one i18n instance, one auth state, one registry. */
export function AppProviders({ registry, children }: { registry: RemoteRegistry; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider>
        <RemoteRegistryContext.Provider value={registry}>{children}</RemoteRegistryContext.Provider>
      </AuthProvider>
    </I18nextProvider>
  );
}
