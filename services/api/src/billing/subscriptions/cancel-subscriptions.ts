import type { ObjectId } from 'mongodb';
import type { BillingDeps } from '../billing-deps';
import { liveSubscriptionIds } from './live-subscriptions';
import { isMissingResource } from '../stripe/stripe-errors';
import { syncSubscription } from './subscription-records';

/**
 * Subscription changes go to Stripe first and Stripe's answer is written back to the store. A
 * record Stripe does not know (no customer behind it) is changed in the store alone.
 */
async function throughStripe(deps: BillingDeps, subscriptionId: string, change: () => Promise<unknown>): Promise<void> {
  const record = await deps.store.subscriptions.findById(subscriptionId);
  const user = record ? await deps.store.users.findById(record.userId) : null;
  // A record whose account has no Stripe customer exists only in the store: nothing to tell Stripe.
  if (record && !user?.stripeCustomerId) return;
  try {
    await change();
    await syncSubscription(deps, subscriptionId);
  } catch (error) {
    if (!isMissingResource(error)) throw error;
    deps.log.warn({ subscriptionId }, 'subscription unknown to Stripe; changed in the store only');
  }
}

/**
 * docs/product.md#roles, docs/decisions.md#one-subscription: cancelling covers every live subscription of the account (accounts
 * from before the one-subscription rule may have two). Each ends at the end of its paid period;
 * answers the latest of those ends (Unix seconds), or null when nothing was live.
 */
export async function cancelAllAtPeriodEnd(deps: BillingDeps, userId: ObjectId): Promise<number | null> {
  let accessUntil: number | null = null;
  for (const id of await liveSubscriptionIds(deps, userId)) {
    await throughStripe(deps, id, () => deps.stripe.subscriptions.update(id, { cancel_at_period_end: true }));
    // Synced from Stripe above; a store-only record is marked here.
    const stored = await deps.store.subscriptions.setCancelAtPeriodEnd(id);
    if (stored) accessUntil = Math.max(accessUntil ?? 0, Math.floor(stored.currentPeriodEnd.getTime() / 1000));
  }
  return accessUntil;
}

/** Ends one subscription now (opt-out, refunds). */
export async function cancelNow(deps: BillingDeps, subscriptionId: string): Promise<void> {
  await throughStripe(deps, subscriptionId, async () => {
    const subscription = await deps.stripe.subscriptions.retrieve(subscriptionId);
    if (!['canceled', 'incomplete_expired'].includes(subscription.status)) await deps.stripe.subscriptions.cancel(subscriptionId);
  });
  await deps.store.subscriptions.markCanceled(subscriptionId);
}

/** Ends every live subscription of the account now (opt-out deletes the account). */
export async function cancelAllNow(deps: BillingDeps, userId: ObjectId): Promise<void> {
  for (const id of await liveSubscriptionIds(deps, userId)) await cancelNow(deps, id);
}
