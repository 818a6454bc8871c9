import type Stripe from 'stripe';
import type { ObjectId } from 'mongodb';
import type { Language } from '@mailscout/contracts';
import { DomainError } from '../../errors/domain-error';
import type { BillingDeps } from '../billing-deps';
import { planOfSubscription, priceOf } from '../stripe/catalogue-prices';
import { withCheckoutLock } from '../checkout/checkout-lock';
import { checkoutTokenHash, confirmFirstPayment, newCheckoutToken } from '../checkout/first-payment';
import { savedCardOf } from './saved-card';
import { isMissingResource } from '../stripe/stripe-errors';
import { assertTermsAccepted } from '../checkout/terms';

const notAvailable = () =>
  new DomainError({ code: 'PLAN_CHANGE_NOT_AVAILABLE', message: 'Only the weekly plan (or its trial) can be changed to the monthly plan.' });

/**
 * docs/decisions.md#saved-card: a weekly subscriber (or one in the trial) moves to the monthly plan, paid now with
 * the saved card. The monthly plan is a new subscription that names the one it replaces; once
 * its first invoice is paid, the weekly one ends at once (apply-invoice), so there is one live
 * subscription again. If the payment fails or needs 3D Secure that is not completed, nothing
 * changes: the weekly plan stays as it was. Its receipts are in `language`, the one the buyer is using
 * (docs/decisions.md#receipt-language).
 */
export async function changeToMonthly(deps: BillingDeps, userId: ObjectId, input: { termsAccepted?: boolean; language: Language }) {
  assertTermsAccepted(input.termsAccepted);
  return withCheckoutLock(deps, `plan:${userId.toHexString()}`, async () => {
    const { user, customerId, live, paymentMethodId } = await savedCardOf(deps, userId);
    if (live.some((subscription) => planOfSubscription(deps, subscription) === 'monthly' && subscription.status !== 'trialing')) throw notAvailable();
    const current = live[live.length - 1]!;
    const monthly = await priceOf(deps, deps.catalogue.plans.monthly.lookupKey);
    const subscription = await deps.stripe.subscriptions.create({
      customer: customerId,
      items: [{ price: monthly.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      default_payment_method: paymentMethodId,
      metadata: { product: 'mailscout', plan_type: 'monthly', kind: 'plan-change', replaces: current.id, language: input.language },
      expand: ['latest_invoice.confirmation_secret'],
    });
    const checkoutToken = newCheckoutToken();
    await deps.store.purchases.record({
      _id: subscription.id,
      kind: 'plan-change',
      userId: user._id,
      customerId,
      termsVersion: deps.termsVersion,
      termsAcceptedAt: new Date(),
      checkoutTokenHash: checkoutTokenHash(deps, checkoutToken),
      createdAt: new Date(),
    });
    const clientSecret = (subscription.latest_invoice as Stripe.Invoice | null)?.confirmation_secret?.client_secret ?? null;
    if (subscription.status === 'incomplete' && clientSecret) {
      try {
        const intent = await deps.stripe.paymentIntents.confirm(clientSecret.split('_secret_')[0]!, { payment_method: paymentMethodId, use_stripe_sdk: true });
        if (intent.status !== 'succeeded') return { status: intent.status, subscriptionId: subscription.id, clientSecret };
      } catch (error) {
        await deps.stripe.subscriptions.cancel(subscription.id).catch((cancelError: unknown) => {
          if (!isMissingResource(cancelError)) deps.log.warn({ err: cancelError }, 'incomplete plan change not cancelled');
        });
        throw error;
      }
    }
    const outcome = await confirmFirstPayment(deps, subscription.id, { caller: { userId: user._id, email: user.email } });
    return { status: outcome.status, subscriptionId: subscription.id, clientSecret: null, ...(outcome.credits !== undefined ? { credits: outcome.credits } : {}) };
  });
}
