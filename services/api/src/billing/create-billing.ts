import type Stripe from 'stripe';
import type { ObjectId } from 'mongodb';
import type { Language, PurchaseItem } from '@mailscout/contracts';
import { applyInvoice } from './payments/apply-invoice';
import { countedPayment } from './payment-metrics';
import type { BillingDeps } from './billing-deps';
import { checkoutOffer, type Caller } from './checkout/buyer';
import { applyPaymentIntent, buyPack } from './purchases/buy-pack';
import { cancelAllAtPeriodEnd, cancelAllNow, cancelNow } from './subscriptions/cancel-subscriptions';
import { changeToMonthly } from './purchases/change-plan';
import { confirmFirstPayment } from './checkout/first-payment';
import { finishPaymentMethodUpdate, startPaymentMethodUpdate } from './subscriptions/payment-method-update';
import { confirmRefund, refundTrial } from './payments/refunds';
import { sendRenewalReminder } from './subscriptions/renewal-reminder';
import { setupPayment } from './checkout/setup-payment';
import { startSubscription, type StartSubscriptionInput } from './checkout/start-subscription';
import { syncSubscription } from './subscriptions/subscription-records';
import { forgetCustomer } from './stripe/forget-customer';
import { sendTrialReminder } from './subscriptions/trial-reminder';

/**
 * The product's side of Stripe, one use case per module (docs/decisions.md#prices-and-credits): state is always re-fetched
 * from Stripe, never taken from an event or a request; every grant is keyed by the Stripe object
 * that paid for it, so the webhook and the buyer's page can both apply a payment and it counts once.
 */
export function createBilling(deps: BillingDeps) {
  return {
    // Checkout (docs/decisions.md#prices-and-credits, docs/decisions.md#identity)
    offer: (email: string, caller: Caller | null) => checkoutOffer(deps, email, caller),
    setupPayment: (email: string, caller: Caller | null) => setupPayment(deps, email, caller),
    // Attempts that take money are counted (docs/operations.md#payments).
    startSubscription: (input: StartSubscriptionInput, caller: Caller | null) => countedPayment('subscription', () => startSubscription(deps, input, caller)),
    confirmFirstPayment: (subscriptionId: string, access: { caller: Caller | null; checkoutToken?: string }) => confirmFirstPayment(deps, subscriptionId, access),
    buyPack: (userId: ObjectId, input: { item: PurchaseItem; termsAccepted?: boolean; language: Language }) => countedPayment('pack', () => buyPack(deps, userId, input)),
    changeToMonthly: (userId: ObjectId, input: { termsAccepted?: boolean; language: Language }) => countedPayment('plan_change', () => changeToMonthly(deps, userId, input)),
    // Payments applied (webhook or the buyer's page)
    applyInvoice: (invoiceId: string, options?: { eventId?: string; mustSendReceipt?: boolean }) => applyInvoice(deps, invoiceId, options),
    applyPaymentIntent: (paymentIntentId: string, options?: { eventId?: string; mustSendReceipt?: boolean }) => applyPaymentIntent(deps, paymentIntentId, options),
    syncSubscription: (subscriptionId: string) => syncSubscription(deps, subscriptionId),
    // Cancelling and refunds
    cancelAllAtPeriodEnd: (userId: ObjectId) => cancelAllAtPeriodEnd(deps, userId),
    cancelNow: (subscriptionId: string) => cancelNow(deps, subscriptionId),
    cancelAllNow: (userId: ObjectId) => cancelAllNow(deps, userId),
    forgetCustomer: (email: string, userId: ObjectId | null) => forgetCustomer(deps, email, userId),
    refundTrial: (userId: ObjectId) => refundTrial(deps, userId),
    confirmRefund: (refundId: string) => confirmRefund(deps, refundId, { mustSend: true }),
    // Reminders and the saved card
    sendTrialReminder: (subscriptionId: string) => sendTrialReminder(deps, subscriptionId),
    sendRenewalReminder: (upcoming: Stripe.Invoice) => sendRenewalReminder(deps, upcoming),
    startPaymentMethodUpdate: (userId: ObjectId) => startPaymentMethodUpdate(deps, userId),
    finishPaymentMethodUpdate: (userId: ObjectId, setupIntentId: string) => finishPaymentMethodUpdate(deps, userId, setupIntentId),
  };
}
export type Billing = ReturnType<typeof createBilling>;
