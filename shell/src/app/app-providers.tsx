import type { ReactNode } from 'react';
import { PageProviders } from '@mailscout/prerender';
import { ServerStateProvider } from '@mailscout/server-state';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/remote-registry-context';

/**
 * The providers every remote renders inside: one i18n instance and one auth state (the same
 * providers a remote's prerendered pages were rendered in), the page's one server-state cache,
 * and the shell's remote registry.
 */
export function AppProviders({ registry, children }: { registry: RemoteRegistry; children: ReactNode }) {
  return (
    <ServerStateProvider>
      <PageProviders>
        <RemoteRegistryContext.Provider value={registry}>{children}</RemoteRegistryContext.Provider>
      </PageProviders>
    </ServerStateProvider>
  );
}
