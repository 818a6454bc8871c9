import { useQuery } from '@tanstack/react-query';
import type { SubscriptionSummary } from '@mailscout/contracts';
import { queryClient } from '@mailscout/server-state';
import { meQuery } from '../account/use-me';

const NONE: SubscriptionSummary[] = [];

/**
 * The account's live subscriptions, so the cancel page can say that cancelling ends all of them
 * (docs/decisions.md#prices-and-credits). Nothing while loading or when /api/me fails: the page's own text already says
 * that every subscription is cancelled, and cancelling must not wait for this.
 */
export function useLiveSubscriptions(email: string): SubscriptionSummary[] {
  const { data } = useQuery(meQuery(email), queryClient);
  return data?.subscriptions ?? NONE;
}
