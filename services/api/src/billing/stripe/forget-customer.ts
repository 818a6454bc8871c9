import type { ObjectId } from 'mongodb';
import Stripe from 'stripe';
import { normaliseEmail } from '../../store/email-hash';
import type { BillingDeps } from '../billing-deps';
import { cancelAllNow } from '../subscriptions/cancel-subscriptions';
import { isMissingResource } from './stripe-errors';

/**
 * docs/decisions.md#deletion, an opt-out reaches the payment provider: every live subscription of the account
 * ends now, then each MailScout customer of the address (the account's, and any a checkout left
 * by email) is deleted at Stripe, which removes its email and cards.
 */
export async function forgetCustomer(deps: BillingDeps, email: string, userId: ObjectId | null): Promise<void> {
  if (userId) await cancelAllNow(deps, userId);
  const user = userId ? await deps.store.users.findById(userId) : null;
  const ids = new Set<string>(user?.stripeCustomerId ? [user.stripeCustomerId] : []);
  try {
    for await (const customer of deps.stripe.customers.list({ email: normaliseEmail(email), limit: 100 })) {
      if (customer.metadata.product === 'mailscout') ids.add(customer.id);
    }
  } catch (error) {
    // An address without an account has no customer we know of: a payment provider that cannot
    // be asked does not stop its opt-out (a known customer below must be deleted, or it fails).
    if (ids.size > 0 || !(error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError)) throw error;
    deps.log.warn({ err: error }, 'Stripe not reachable: customers of an address without an account were not searched');
  }
  for (const id of ids) {
    for await (const subscription of deps.stripe.subscriptions.list({ customer: id, limit: 100 })) {
      await deps.stripe.subscriptions.cancel(subscription.id).catch((error: unknown) => {
        if (!isMissingResource(error)) throw error;
      });
    }
    await deps.stripe.customers.del(id).catch((error: unknown) => {
      if (!isMissingResource(error)) throw error;
    });
  }
}
