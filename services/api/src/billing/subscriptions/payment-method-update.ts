import type Stripe from 'stripe';
import type { ObjectId } from 'mongodb';
import type { CardSummary } from '@mailscout/contracts';
import { DomainError } from '../../errors/domain-error';
import type { BillingDeps } from '../billing-deps';
import { SETUP_INTENT_FAILED, isMissingResource } from '../stripe/stripe-errors';
import { idOf } from '../stripe/stripe-id';
import { cardSummary, storeSubscription } from './subscription-records';

/** The account's subscription whose card can be changed: the latest one Stripe knows that has not ended. */
async function updatableSubscription(deps: BillingDeps, userId: ObjectId) {
  const none = () => new DomainError({ code: 'NO_SUBSCRIPTION', message: 'There is no subscription to update a card for.' });
  const record = await deps.store.subscriptions.findLatestForUser(userId);
  const user = await deps.store.users.findById(userId);
  if (!record || !user) throw none();
  let subscription: Stripe.Subscription;
  try {
    subscription = await deps.stripe.subscriptions.retrieve(record._id);
  } catch (error) {
    // A record only the store has (no Stripe customer behind it): nothing to charge.
    if (isMissingResource(error)) throw none();
    throw error;
  }
  const customerId = idOf(subscription.customer);
  if (!customerId || ['canceled', 'incomplete_expired'].includes(subscription.status)) throw none();
  return { subscription, customerId, user };
}

/** docs/decisions.md#payment-method: a SetupIntent for the account's customer, confirmed by Stripe.js with the new card. */
export async function startPaymentMethodUpdate(deps: BillingDeps, userId: ObjectId): Promise<{ clientSecret: string }> {
  const { subscription, customerId } = await updatableSubscription(deps, userId);
  const intent = await deps.stripe.setupIntents.create({
    customer: customerId,
    usage: 'off_session',
    allowed_payment_method_types: ['card'],
    metadata: { product: 'mailscout', kind: 'payment_method_update', subscription: subscription.id },
  });
  if (!intent.client_secret) throw new DomainError({ code: 'PAYMENT_FAILED', message: SETUP_INTENT_FAILED });
  return { clientSecret: intent.client_secret };
}

/**
 * docs/decisions.md#payment-method: the confirmed SetupIntent's card becomes what the subscription (and the
 * customer's invoices) charge from the next renewal on; the store shows it at once.
 */
export async function finishPaymentMethodUpdate(deps: BillingDeps, userId: ObjectId, setupIntentId: string): Promise<{ paymentMethod: CardSummary }> {
  const { subscription, customerId, user } = await updatableSubscription(deps, userId);
  // Another customer's intent is answered exactly like one that does not exist.
  const notFound = () => new DomainError({ code: 'NOT_FOUND', message: 'This card setup was not found.' });
  let intent: Stripe.SetupIntent;
  try {
    intent = await deps.stripe.setupIntents.retrieve(setupIntentId);
  } catch (error) {
    if (isMissingResource(error)) throw notFound();
    throw error;
  }
  if (idOf(intent.customer) !== customerId) throw notFound();
  const paymentMethodId = idOf(intent.payment_method);
  if (intent.status !== 'succeeded' || !paymentMethodId) {
    throw new DomainError({ code: 'SETUP_NOT_COMPLETED', message: 'The new card has not been confirmed yet.' });
  }
  const paymentMethod = await deps.stripe.paymentMethods.retrieve(paymentMethodId);
  const card = cardSummary(paymentMethod);
  if (!card) throw new DomainError({ code: 'NOT_A_CARD', message: 'Only a card can be saved for the subscription.' });
  const updated = await deps.stripe.subscriptions.update(subscription.id, { default_payment_method: paymentMethod.id });
  await deps.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethod.id } });
  await storeSubscription(deps, { ...updated, default_payment_method: paymentMethod }, user);
  return { paymentMethod: card };
}
