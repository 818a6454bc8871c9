import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '@mailscout/contracts';
import { api } from '@mailscout/auth';
import { queryClient, queryKeys } from '@mailscout/server-state';
import { readInlinePublicConfig } from './read-inline-public-config';

/**
 * The public configuration as one query of the page's cache: fetched once per page (kept for
 * the page's life, see server-state), or taken from the page itself when the edge inlined it.
 */
export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.publicConfig,
  queryFn: () => api.call('config.publicConfig'),
  initialData: () => readInlinePublicConfig(),
});

/** Asks again, showing the loading state meanwhile (a retry after a failure, a changed catalogue). */
export function reloadPublicConfig(): void {
  void queryClient.resetQueries({ queryKey: queryKeys.publicConfig });
}

/**
 * For a server render that has the configuration (the edge, a prerender): the page renders with
 * its figures instead of the loading state.
 */
export function primePublicConfig(config: PublicConfig): void {
  queryClient.setQueryData(queryKeys.publicConfig, config);
}

/**
 * Forgets the configuration: the next page fetches its own (tests), or a server render that has
 * none renders the loading state (the edge's frame and a remote's prerender, one module for many pages).
 */
export const publicConfigStore = {
  reset(): void {
    queryClient.removeQueries({ queryKey: queryKeys.publicConfig });
  },
};
