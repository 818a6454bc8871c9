import { queryClient } from './query-client';
import { queryKeys } from './query-keys';

/** At sign-out: nothing an account's queries answered outlives its session in this page. */
export function forgetAccounts(): void {
  queryClient.removeQueries({ queryKey: queryKeys.allAccounts });
  queryClient.removeQueries({ queryKey: queryKeys.allCredits });
}
