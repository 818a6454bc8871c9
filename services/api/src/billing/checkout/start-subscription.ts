import type Stripe from 'stripe';
import type { Language, PlanChoice } from '@mailscout/contracts';
import { DomainError } from '../../errors/domain-error';
import type { BillingDeps } from '../billing-deps';
import { provenBuyer, type Caller } from './buyer';
import { priceOf } from '../stripe/catalogue-prices';
import { withCheckoutLock } from './checkout-lock';
import { customerById, customerFor } from '../stripe/customers';
import { checkoutTokenHash, confirmFirstPayment, newCheckoutToken, type FirstPaymentOutcome } from './first-payment';
import { liveSubscriptionsOfCustomer, trialWasUsed } from '../subscriptions/live-subscriptions';
import { isMissingResource } from '../stripe/stripe-errors';
import { idOf } from '../stripe/stripe-id';
import { assertTermsAccepted } from './terms';

export interface StartSubscriptionInput {
  email: string;
  paymentMethodId: string;
  scanEmail: string;
  language: Language;
  plan?: PlanChoice;
  withTrial: boolean;
  termsAccepted?: boolean;
  /** From the attach-and-create call: must be the billing address's own customer. */
  customerId?: string;
  priceId?: string;
  /** The scan's request id, kept so the receipt links the report (docs/decisions.md#report-link-mail). */
  reportRequestId?: string;
}

export interface StartedSubscription extends Partial<Omit<FirstPaymentOutcome, 'status'>> {
  status: string;
  subscriptionId: string;
  clientSecret: string | null;
  customerId: string;
  checkoutToken: string;
}

export const subscriptionExists = () =>
  new DomainError({
    code: 'SUBSCRIPTION_EXISTS',
    message: 'This account already has a subscription. You can buy more credits or change your plan instead.',
  });
export const trialAlreadyUsed = () =>
  new DomainError({
    code: 'TRIAL_ALREADY_USED',
    message: 'The 7-day trial has already been used with this account or card. You can subscribe to a plan instead.',
  });

/** Attaches the browser's payment method to the customer (a declined card fails here already). */
async function attachPaymentMethod(deps: BillingDeps, paymentMethodId: string, customerId: string): Promise<Stripe.PaymentMethod> {
  if (!paymentMethodId.startsWith('pm_card_')) {
    const existing = await deps.stripe.paymentMethods.retrieve(paymentMethodId);
    const owner = idOf(existing.customer);
    if (owner === customerId) return existing;
    if (owner) throw new DomainError({ code: 'PAYMENT_METHOD_IN_USE', message: 'Failed to create subscription' });
  }
  return deps.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
}

/** The plan asked for: the one named, or the plan of the price id the attach-and-create call sends. */
async function chosenPlan(deps: BillingDeps, input: StartSubscriptionInput): Promise<PlanChoice> {
  const plan = input.plan ?? deps.catalogue.trial.convertsTo;
  if (!input.priceId) return plan;
  for (const candidate of ['weekly', 'monthly'] as const) {
    if ((await priceOf(deps, deps.catalogue.plans[candidate].lookupKey)).id === input.priceId) return candidate;
  }
  throw new DomainError({ code: 'UNKNOWN_PRICE', message: 'Failed to create subscription' });
}

/**
 * The trial (docs/decisions.md#trial): a subscription to the chosen plan with a 7-day trial whose first
 * invoice carries the trial fee; or, for an account or card that had its trial, the plan at
 * once. Refused before any charge when the address is not proven (docs/decisions.md#billing-proof), the account
 * already has a live subscription, the trial was used, or the terms were not accepted. The
 * server confirms the first invoice's PaymentIntent with the card: 3D Secure leaves it in
 * `requires_action` for the browser; a decline answers 402 and leaves nothing paid.
 */
export async function startSubscription(deps: BillingDeps, input: StartSubscriptionInput, caller: Caller | null): Promise<StartedSubscription> {
  assertTermsAccepted(input.termsAccepted);
  const buyer = await provenBuyer(deps, input.email, caller);
  const plan = await chosenPlan(deps, input);
  return withCheckoutLock(deps, `checkout:${deps.hashEmail(input.email)}`, async () => {
    const planPrice = await priceOf(deps, deps.catalogue.plans[plan].lookupKey);
    const trialFee = input.withTrial ? await priceOf(deps, deps.catalogue.trial.lookupKey) : null;
    const customer = input.customerId ? await customerById(deps, input.customerId, input.email) : await customerFor(deps, input.email);
    if ((await liveSubscriptionsOfCustomer(deps, customer.id)).length > 0) throw subscriptionExists();
    if (buyer && (await deps.store.subscriptions.listLiveForUser(buyer._id)).length > 0) throw subscriptionExists();
    if (input.withTrial && (await trialWasUsed(deps, buyer?._id ?? null, customer.id))) throw trialAlreadyUsed();

    const paymentMethod = await attachPaymentMethod(deps, input.paymentMethodId, customer.id);
    const fingerprint = paymentMethod.card?.fingerprint;
    if (input.withTrial && deps.trialOncePerCard && fingerprint && (await deps.store.trialCards.wasUsed(deps.keyedHash(`card:${fingerprint}`)))) throw trialAlreadyUsed();

    const subscription = await deps.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: planPrice.id }],
      ...(trialFee ? { trial_period_days: deps.catalogue.trial.days, add_invoice_items: [{ price: trialFee.id }] } : {}),
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      default_payment_method: paymentMethod.id,
      // Never the scan email itself: only its keyed hash (docs/decisions.md#opt-out).
      metadata: { product: 'mailscout', plan_type: plan, kind: trialFee ? 'trial' : 'plan', scan_email_hash: deps.hashEmail(input.scanEmail), language: input.language, ...(input.reportRequestId ? { report_request_id: input.reportRequestId } : {}) },
      expand: ['latest_invoice.confirmation_secret'],
    });
    // Recorded before the payment is confirmed, so whoever applies the paid invoice knows the buyer.
    const checkoutToken = newCheckoutToken();
    await deps.store.purchases.record({
      _id: subscription.id,
      kind: trialFee ? 'trial' : 'plan',
      userId: buyer?._id ?? null,
      customerId: customer.id,
      termsVersion: deps.termsVersion,
      termsAcceptedAt: new Date(),
      checkoutTokenHash: checkoutTokenHash(deps, checkoutToken),
      createdAt: new Date(),
    });

    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const clientSecret = invoice?.confirmation_secret?.client_secret ?? null;
    let status = subscription.status;
    if (status === 'incomplete' && clientSecret) {
      const paymentIntentId = clientSecret.split('_secret_')[0]!;
      try {
        const intent = await deps.stripe.paymentIntents.confirm(paymentIntentId, { payment_method: paymentMethod.id, use_stripe_sdk: true });
        if (intent.status === 'succeeded') status = (await deps.stripe.subscriptions.retrieve(subscription.id)).status;
      } catch (error) {
        // Nothing was paid: the incomplete subscription is cancelled so no unpaid trial lingers.
        await deps.stripe.subscriptions.cancel(subscription.id).catch((cancelError: unknown) => {
          if (!isMissingResource(cancelError)) deps.log.warn({ err: cancelError }, 'incomplete subscription not cancelled');
        });
        throw error;
      }
    }
    const result: StartedSubscription = { status, subscriptionId: subscription.id, clientSecret, customerId: customer.id, checkoutToken };
    if (status !== 'trialing' && status !== 'active') return result;
    const outcome = await confirmFirstPayment(deps, subscription.id, { caller, checkoutToken });
    return { ...result, ...outcome, status: outcome.status };
  });
}
