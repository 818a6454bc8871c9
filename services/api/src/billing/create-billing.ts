import type Stripe from 'stripe';
import type { ObjectId } from 'mongodb';
import type { PurchaseItem } from '@mailscout/contracts';
import { applyInvoice } from './apply-invoice';
import type { BillingDeps } from './billing-deps';
import { checkoutOffer, type Caller } from './buyer';
import { applyPaymentIntent, buyPack } from './buy-pack';
import { cancelAllAtPeriodEnd, cancelAllNow, cancelNow } from './cancel-subscriptions';
import { changeToMonthly } from './change-plan';
import { confirmFirstPayment } from './first-payment';
import { finishPaymentMethodUpdate, startPaymentMethodUpdate } from './payment-method-update';
import { confirmRefund, refundTrial } from './refunds';
import { sendRenewalReminder } from './renewal-reminder';
import { setupPayment } from './setup-payment';
import { startSubscription, type StartSubscriptionInput } from './start-subscription';
import { syncSubscription } from './subscription-records';
import { sendTrialReminder } from './trial-reminder';

/**
 * The product's side of Stripe, one use case per module (issue 12): state is always re-fetched
 * from Stripe, never taken from an event or a request; every grant is keyed by the Stripe object
 * that paid for it, so the webhook and the buyer's page can both apply a payment and it counts once.
 */
export function createBilling(deps: BillingDeps) {
  return {
    // Checkout (DECISIONS §3-4)
    offer: (email: string, caller: Caller | null) => checkoutOffer(deps, email, caller),
    setupPayment: (email: string, caller: Caller | null) => setupPayment(deps, email, caller),
    startSubscription: (input: StartSubscriptionInput, caller: Caller | null) => startSubscription(deps, input, caller),
    confirmFirstPayment: (subscriptionId: string, access: { caller: Caller | null; checkoutToken?: string }) => confirmFirstPayment(deps, subscriptionId, access),
    buyPack: (userId: ObjectId, input: { item: PurchaseItem; termsAccepted?: boolean }) => buyPack(deps, userId, input),
    changeToMonthly: (userId: ObjectId, input: { termsAccepted?: boolean }) => changeToMonthly(deps, userId, input),
    // Payments applied (webhook or the buyer's page)
    applyInvoice: (invoiceId: string, options?: { eventId?: string; mustSendReceipt?: boolean }) => applyInvoice(deps, invoiceId, options),
    applyPaymentIntent: (paymentIntentId: string, options?: { eventId?: string; mustSendReceipt?: boolean }) => applyPaymentIntent(deps, paymentIntentId, options),
    syncSubscription: (subscriptionId: string) => syncSubscription(deps, subscriptionId),
    // Cancelling and refunds
    cancelAllAtPeriodEnd: (userId: ObjectId) => cancelAllAtPeriodEnd(deps, userId),
    cancelNow: (subscriptionId: string) => cancelNow(deps, subscriptionId),
    cancelAllNow: (userId: ObjectId) => cancelAllNow(deps, userId),
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
