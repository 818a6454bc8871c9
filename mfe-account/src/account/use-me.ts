import { useAuth } from '@mailscout/auth';
import type { MeResponse } from '@mailscout/contracts';
import { useResource } from '../common/use-resource';
import { fetchMe } from './account-api';

/**
 * GET /api/me for the account page. A fresh answer updates the shared session (credits and
 * subscription), so the navigation's credit count matches what the page shows.
 */
export function useMe(email: string) {
  const { updateCredits, updateSubscription } = useAuth();
  return useResource(fetchMe, email, (me: MeResponse) => {
    updateCredits(me.credits);
    updateSubscription(me.subscription?.id, me.subscription?.status);
  });
}
