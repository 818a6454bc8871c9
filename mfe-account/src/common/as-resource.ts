import type { UseQueryResult } from '@tanstack/react-query';

/** What an account screen shows of one server answer: loading, the answer, or the failure. */
export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * A query as the account's screens show it, with their retry: a retry after a failure shows the
 * spinner again (as the screens always did), not the old error while it runs.
 */
export function asResource<T>(query: UseQueryResult<T>): { state: Resource<T>; reload: () => void } {
  let state: Resource<T>;
  if (query.isSuccess) state = { status: 'ready', data: query.data };
  else if (query.isError && !query.isFetching) state = { status: 'error', error: query.error };
  else state = { status: 'loading' };
  return { state, reload: () => void query.refetch() };
}
