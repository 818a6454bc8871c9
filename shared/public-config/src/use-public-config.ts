import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@mailscout/contracts';
import { queryClient } from '@mailscout/server-state';
import { publicConfigQuery, reloadPublicConfig } from './public-config-query';

export type PublicConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: PublicConfig }
  | { status: 'error'; error: Error };

/**
 * The price catalogue and site settings, one query for the whole page. Ready on the first render
 * when the page carries the inlined configuration; a retry shows the loading state again.
 */
export function usePublicConfig(): PublicConfigState & { retry: () => void } {
  const query = useQuery(publicConfigQuery, queryClient);
  let state: PublicConfigState;
  if (query.isSuccess) state = { status: 'ready', config: query.data };
  else if (query.isError && !query.isFetching) state = { status: 'error', error: query.error };
  else state = { status: 'loading' };
  return { ...state, retry: reloadPublicConfig };
}
