import type { ObjectId } from 'mongodb';
import type { CheckoutOfferResponse } from '@mailscout/contracts';
import { DomainError } from '../../errors/domain-error';
import type { UserDocument } from '../../store/repositories/users-repository';
import type { BillingDeps } from '../billing-deps';
import { accountHadSubscription } from '../subscriptions/live-subscriptions';

/** Who is asking, as the routes know it: the signed-in account, or nobody. */
export interface Caller {
  userId: ObjectId;
  email: string;
}

export const signInRequired = () =>
  new DomainError({
    code: 'SIGN_IN_REQUIRED',
    message: 'This address already has an account. Please sign in with the code we send to it before paying.',
  });

/**
 * docs/decisions.md#billing-proof, the billing address is proven before any charge: an address with an account is
 * used only by a caller signed in as that account; a new address is anyone's until it pays.
 * Answers the account (null for a new address); refuses before Stripe is asked anything.
 */
export async function provenBuyer(deps: BillingDeps, email: string, caller: Caller | null): Promise<UserDocument | null> {
  const user = await deps.store.users.findByEmail(email);
  if (!user) return null;
  if (!caller || !caller.userId.equals(user._id)) throw signInRequired();
  return user;
}

/** What the checkout may offer for a billing address (contract `CheckoutOfferResponse`). */
export async function checkoutOffer(deps: BillingDeps, email: string, caller: Caller | null): Promise<CheckoutOfferResponse> {
  const user = await deps.store.users.findByEmail(email);
  if (!user) return { account: 'new', offer: 'trial' };
  if (!caller || !caller.userId.equals(user._id)) return { account: 'sign-in-required' };
  const live = await deps.store.subscriptions.listLiveForUser(user._id);
  const credits = (await deps.store.credits.balance(user._id)) ?? 0;
  if (live.length > 0) {
    const lead = live[0]!;
    const onMonthly = live.some((record) => record.planType === 'monthly');
    return {
      account: 'signed-in',
      offer: 'subscriber',
      credits,
      plan: lead.planType,
      // The trial converts to weekly unless it was bought for monthly; its record says 'trial'.
      canChangeToMonthly: !onMonthly,
      card: live.find((record) => record.paymentMethod)?.paymentMethod ?? null,
    };
  }
  return { account: 'signed-in', offer: (await accountHadSubscription(deps, user._id)) ? 'plan' : 'trial', credits, plan: null, canChangeToMonthly: false, card: null };
}
