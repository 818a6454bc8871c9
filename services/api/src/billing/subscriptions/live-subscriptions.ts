import type Stripe from 'stripe';
import type { ObjectId } from 'mongodb';
import { isLive } from '../../store/repositories/subscriptions-repository';
import type { BillingDeps } from '../billing-deps';

/**
 * The account's live MailScout subscriptions as Stripe has them now (docs/decisions.md#trial: trialing,
 * active or past_due block another and are what cancelling covers), oldest first. Stripe is
 * asked, not the store, so a subscription whose webhook has not arrived yet still counts.
 */
export async function liveSubscriptionsOfCustomer(deps: BillingDeps, customerId: string): Promise<Stripe.Subscription[]> {
  const live: Stripe.Subscription[] = [];
  for await (const subscription of deps.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
    if (subscription.metadata.product === 'mailscout' && isLive(subscription.status)) live.push(subscription);
  }
  return live.sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
}

/** Ids of every live subscription of an account: Stripe's (through its customer) and the store's. */
export async function liveSubscriptionIds(deps: BillingDeps, userId: ObjectId): Promise<string[]> {
  const ids = new Set((await deps.store.subscriptions.listLiveForUser(userId)).map((record) => record._id));
  const user = await deps.store.users.findById(userId);
  if (user?.stripeCustomerId) {
    for (const subscription of await liveSubscriptionsOfCustomer(deps, user.stripeCustomerId)) ids.add(subscription.id);
  }
  return [...ids];
}

// A declined first attempt (incomplete, then expired) never started: it was never a trial.
const neverStarted = (status: string) => status === 'incomplete' || status === 'incomplete_expired';

/** True when the store has a subscription of the account that started (the trial was had). */
export async function accountHadSubscription(deps: BillingDeps, userId: ObjectId): Promise<boolean> {
  return (await deps.store.subscriptions.listForUser(userId)).some((record) => !neverStarted(record.status));
}

/**
 * docs/decisions.md#one-subscription: the trial is once per account. Any earlier MailScout subscription of the
 * customer that had a trial, or any subscription the store has for the account, used it.
 */
export async function trialWasUsed(deps: BillingDeps, userId: ObjectId | null, customerId: string): Promise<boolean> {
  if (userId && (await accountHadSubscription(deps, userId))) return true;
  for await (const subscription of deps.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
    if (subscription.metadata.product === 'mailscout' && subscription.trial_start !== null && !neverStarted(subscription.status)) return true;
  }
  return false;
}
