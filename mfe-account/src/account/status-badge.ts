import type { SubscriptionSummary } from '@mailscout/contracts';

export type SubscriptionBadge = 'active' | 'cancelled' | 'inactive';

/**
 * Statuses that count as running. docs/product.md#states names only 'active'; 'trialing' is the paid 7-day
 * trial (docs/decisions.md#trial), which is a running subscription the user can cancel, so it shows as
 * active too.
 */
const RUNNING = new Set(['active', 'trialing']);

/**
 * docs/product.md#states display rule: active and not cancel_at_period_end → Aktiv; active and
 * cancel_at_period_end → Gekündigt; any other status → Inaktiv.
 */
export function subscriptionBadge(subscription: Pick<SubscriptionSummary, 'status' | 'cancelAtPeriodEnd'>): SubscriptionBadge {
  if (!RUNNING.has(subscription.status)) return 'inactive';
  return subscription.cancelAtPeriodEnd ? 'cancelled' : 'active';
}

/** docs/product.md#account-page: the cancel button appears only when the subscription is active and not set to cancel. */
export const canCancel = (subscription: Pick<SubscriptionSummary, 'status' | 'cancelAtPeriodEnd'>) => subscriptionBadge(subscription) === 'active';

/** docs/product.md#account-page: the subscription id is shown truncated to its first 10 characters. */
export const truncateSubscriptionId = (id: string) => (id.length > 10 ? `${id.slice(0, 10)}…` : id);
