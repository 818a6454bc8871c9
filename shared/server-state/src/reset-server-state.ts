import { queryClient } from './query-client';

/** Tests only: forgets every cached answer, so one test's server state cannot leak into the next. */
export function resetServerState(): void {
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
}
