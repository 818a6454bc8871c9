import type { SubscriptionSummary } from '@mailscout/contracts';
import { fetchMe } from '../account/account-api';
import { useResource } from '../common/use-resource';

const NONE: SubscriptionSummary[] = [];

/**
 * The account's live subscriptions, so the cancel page can say that cancelling ends all of them
 * (docs/decisions.md#prices-and-credits). Nothing while loading or when /api/me fails: the page's own text already says
 * that every subscription is cancelled, and cancelling must not wait for this.
 */
export function useLiveSubscriptions(email: string): SubscriptionSummary[] {
  const { state } = useResource(fetchMe, email);
  return state.status === 'ready' ? state.data.subscriptions : NONE;
}
