import { useEffect, useSyncExternalStore } from 'react';
import { ensurePublicConfig, publicConfigStore, reloadPublicConfig, type PublicConfigState } from './public-config-store';

/** The price catalogue and site settings, loaded once for the whole page. */
export function usePublicConfig(): PublicConfigState & { retry: () => void } {
  const state = useSyncExternalStore(publicConfigStore.subscribe, publicConfigStore.get, publicConfigStore.get);
  useEffect(() => ensurePublicConfig(), []);
  return { ...state, retry: reloadPublicConfig };
}
