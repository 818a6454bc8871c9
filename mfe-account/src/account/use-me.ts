import { useQuery } from '@tanstack/react-query';
import { receiveCredits, sessionStore } from '@mailscout/auth';
import type { MeResponse } from '@mailscout/contracts';
import { queryClient, queryKeys } from '@mailscout/server-state';
import { asResource } from '../common/as-resource';
import { fetchMe } from './account-api';

/**
 * GET /api/me. Its answer carries the balance and the subscription: the balance goes into the
 * credits query and the subscription into the session, so the navigation's count matches what
 * the page shows without a copy of either. The account page and the cancel page share it.
 */
export const meQuery = (email: string) => ({
  queryKey: queryKeys.me(email),
  queryFn: async (): Promise<MeResponse> => {
    const me = await fetchMe();
    receiveCredits(email, me.credits);
    sessionStore.update({ subscriptionId: me.subscription?.id, subscriptionStatus: me.subscription?.status });
    return me;
  },
});

/** The account page's /api/me, with a way to change the loaded answer when another call says what it is now. */
export function useMe(email: string) {
  const query = useQuery(meQuery(email), queryClient);
  const update = (change: (data: MeResponse) => MeResponse) =>
    queryClient.setQueryData<MeResponse>(queryKeys.me(email), (data) => (data ? change(data) : data));
  return { ...asResource(query), update };
}
