import type { ObjectId } from 'mongodb';
import { DomainError } from '../../errors/domain-error';
import type { UserDocument } from '../../store/repositories/users-repository';
import type { BillingDeps } from '../billing-deps';
import { liveSubscriptionsOfCustomer } from '../subscriptions/live-subscriptions';
import { paymentMethodIdOf } from '../subscriptions/subscription-records';

export const noSavedCard = () =>
  new DomainError({ code: 'NO_SAVED_CARD', message: 'There is no saved card on this account. Please start a subscription first.' });

/**
 * docs/decisions.md#saved-card: packs and plan changes are paid with the saved card: the one the account's live
 * subscription charges. Answers the account, its customer, that subscription and the card.
 */
export async function savedCardOf(deps: BillingDeps, userId: ObjectId) {
  const user: UserDocument | null = await deps.store.users.findById(userId);
  if (!user?.stripeCustomerId) throw noSavedCard();
  const live = await liveSubscriptionsOfCustomer(deps, user.stripeCustomerId);
  // The newest live subscription leads (after a plan change, the new plan's card).
  const subscription = live[live.length - 1];
  if (!subscription) throw noSavedCard();
  const paymentMethodId = await paymentMethodIdOf(deps, subscription);
  if (!paymentMethodId) throw noSavedCard();
  return { user, customerId: user.stripeCustomerId, subscription, live, paymentMethodId };
}
