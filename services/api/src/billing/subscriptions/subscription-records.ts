import type Stripe from 'stripe';
import type { CardSummary } from '@mailscout/contracts';
import type { UserDocument } from '../../store/repositories/users-repository';
import type { BillingDeps } from '../billing-deps';
import { planOfSubscription } from '../stripe/catalogue-prices';
import { userForCustomer } from '../stripe/customers';
import { isMissingResource } from '../stripe/stripe-errors';
import { idOf } from '../stripe/stripe-id';

/** Brand and last four digits of a card payment method; null for anything that is not a card. */
export function cardSummary(paymentMethod: Stripe.PaymentMethod): CardSummary | null {
  return paymentMethod.card ? { brand: paymentMethod.card.brand, last4: paymentMethod.card.last4 } : null;
}

/** The id of the card Stripe charges for a subscription: its own default, else the customer's invoice default. */
export async function paymentMethodIdOf(deps: BillingDeps, subscription: Stripe.Subscription): Promise<string | null> {
  const own = idOf(subscription.default_payment_method);
  if (own) return own;
  const customer = typeof subscription.customer === 'string' ? await deps.stripe.customers.retrieve(subscription.customer) : subscription.customer;
  return customer.deleted ? null : idOf(customer.invoice_settings.default_payment_method);
}

async function cardOfSubscription(deps: BillingDeps, subscription: Stripe.Subscription): Promise<CardSummary | null> {
  const method = subscription.default_payment_method;
  if (method && typeof method !== 'string') return cardSummary(method);
  const id = await paymentMethodIdOf(deps, subscription);
  return id ? cardSummary(await deps.stripe.paymentMethods.retrieve(id)) : null;
}

/** Writes Stripe's subscription into the store (periods from the subscription item, the card it charges). */
export async function storeSubscription(deps: BillingDeps, subscription: Stripe.Subscription, user: UserDocument): Promise<void> {
  const item = subscription.items.data[0];
  if (!item) return;
  let paymentMethod: CardSummary | null | undefined;
  try {
    paymentMethod = await cardOfSubscription(deps, subscription);
  } catch (error) {
    // The card is shown, not needed to apply a payment: the stored one stays (no card data logged).
    deps.log.warn({ err: error, subscriptionId: subscription.id }, 'card of the subscription not read; the stored one is kept');
  }
  await deps.store.subscriptions.upsert({
    _id: subscription.id,
    userId: user._id,
    status: subscription.status,
    planType: subscription.status === 'trialing' ? 'trial' : planOfSubscription(deps, subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    // Left out (not written) when unread, so the previous value stays.
    ...(paymentMethod === undefined ? {} : { paymentMethod }),
    updatedAt: new Date(),
  });
}

/** Re-fetches a subscription and records it for its account (if the account exists yet). */
export async function syncSubscription(deps: BillingDeps, subscriptionId: string): Promise<Stripe.Subscription | null> {
  let subscription: Stripe.Subscription;
  try {
    subscription = await deps.stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (isMissingResource(error)) return null;
    throw error;
  }
  if (subscription.metadata.product !== 'mailscout') return subscription;
  const owner = await userForCustomer(deps, idOf(subscription.customer)!, { create: false });
  if (owner) await storeSubscription(deps, subscription, owner.user);
  return subscription;
}
