import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { RemoteRegistry, RemoteState } from './remote-registry';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('the remote registry is used outside <RemoteRegistryContext.Provider>');
  return registry;
}

export function useRemote(name: string): { state: RemoteState; retry: () => void } {
  const registry = useRemoteRegistry();
  const state = useSyncExternalStore(registry.subscribe, () => registry.get(name), () => registry.get(name));
  useEffect(() => registry.ensure(name), [registry, name]);
  return { state, retry: () => registry.retry(name) };
}
