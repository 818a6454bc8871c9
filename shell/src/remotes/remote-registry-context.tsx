import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { RemoteRegistry, RemoteState } from './remote-registry';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemote(name: string): { state: RemoteState; retry: () => void } {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemote must be used inside <RemoteRegistryContext.Provider>');
  const state = useSyncExternalStore(registry.subscribe, () => registry.get(name), () => registry.get(name));
  useEffect(() => registry.ensure(name), [registry, name]);
  return { state, retry: () => registry.retry(name) };
}
