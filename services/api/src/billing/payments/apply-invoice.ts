import type Stripe from 'stripe';
import { Language } from '@mailscout/contracts';
import { formatLongDate } from '../../mail/format-date';
import { formatMoney } from '../../mail/format-money';
import type { PurchaseDocument } from '../../store/repositories/purchases-repository';
import { isLive } from '../../store/repositories/subscriptions-repository';
import type { UserDocument } from '../../store/repositories/users-repository';
import type { BillingDeps } from '../billing-deps';
import { planOfSubscription } from '../stripe/catalogue-prices';
import { userForCustomer } from '../stripe/customers';
import { liveSubscriptionsOfCustomer } from '../subscriptions/live-subscriptions';
import { accountCreatedMark, undeliverableMark } from './payment-marks';
import { accountUrlOf, cancelUrlOf, receiptMark, reportLinkOf, sendReceiptOnce } from './receipts';
import { paymentIntentOfInvoice, refundUndeliverable } from './refunds';
import { isMissingResource } from '../stripe/stripe-errors';
import { idOf } from '../stripe/stripe-id';
import { paymentMethodIdOf, storeSubscription } from '../subscriptions/subscription-records';

export interface InvoiceOutcome {
  granted: boolean;
  userCreated: boolean;
  /** The payment could not be delivered to the buyer and was refunded (docs/decisions.md#identity). */
  refunded: boolean;
}
const purchaseMark = (subscriptionId: string) => `purchase:${subscriptionId}`;
const NOTHING: InvoiceOutcome = { granted: false, userCreated: false, refunded: false };

type What = 'trial' | 'plan' | 'plan-change' | 'renewal';

/** What a paid MailScout invoice bought, in credits; null for an invoice that grants nothing. */
function purchaseOfInvoice(deps: BillingDeps, invoice: Stripe.Invoice, subscription: Stripe.Subscription): { what: What; credits: number; reason: string } | null {
  const plan = planOfSubscription(deps, subscription);
  if (invoice.billing_reason === 'subscription_create') {
    if (subscription.trial_end) return { what: 'trial', credits: deps.catalogue.trial.credits, reason: 'trial' };
    return { what: subscription.metadata.kind === 'plan-change' ? 'plan-change' : 'plan', credits: deps.catalogue.plans[plan].credits, reason: `plan:${plan}` };
  }
  if (invoice.billing_reason === 'subscription_cycle') return { what: 'renewal', credits: deps.catalogue.plans[plan].credits, reason: `plan:${plan}` };
  return null;
}

/**
 * Why a paid invoice cannot be delivered, if it cannot: a renewal paid after the subscription
 * ended (Stripe stops collecting, but a late payment must not buy credits for a dead plan), a
 * first payment whose account is not the buyer's, or a second live subscription (docs/decisions.md#one-subscription).
 */
async function undeliverableReason(
  deps: BillingDeps,
  invoice: Stripe.Invoice,
  subscription: Stripe.Subscription,
  owner: { user: UserDocument; created: boolean } | null,
  purchase: PurchaseDocument | null,
): Promise<'undeliverable' | 'duplicate' | null> {
  if (!owner) return 'undeliverable';
  if (invoice.billing_reason === 'subscription_cycle') return isLive(subscription.status) ? null : 'undeliverable';
  // A buyer without a session paid for a new address: only an account this payment created is
  // the buyer's. One the address got meanwhile (its owner signed up) is someone else's.
  if (purchase && purchase.userId === null && owner.user.createdFor !== purchaseMark(subscription.id)) return 'undeliverable';
  const replaces = subscription.metadata.replaces;
  const others = (await liveSubscriptionsOfCustomer(deps, idOf(subscription.customer)!)).filter((other) => other.id !== subscription.id && other.id !== replaces);
  const olderLive = others.some((other) => other.created < subscription.created || (other.created === subscription.created && other.id < subscription.id));
  return olderLive ? 'duplicate' : null;
}

async function refundInvoice(deps: BillingDeps, invoice: Stripe.Invoice, subscription: Stripe.Subscription, to: string | null, language: Language, what: What, reason: 'undeliverable' | 'duplicate') {
  if (isLive(subscription.status) || subscription.status === 'incomplete') {
    await deps.stripe.subscriptions.cancel(subscription.id, { prorate: false }).catch((error: unknown) => {
      if (!isMissingResource(error)) throw error;
    });
  }
  const intentId = await paymentIntentOfInvoice(deps, invoice.id);
  if (intentId) await refundUndeliverable(deps, intentId, { to, language, what: what === 'renewal' ? 'renewal' : what, reason });
  await deps.store.paymentEvents.recordFirstDelivery(undeliverableMark(invoice.id), `billing.refunded_${reason}`);
}

async function recordTrialCard(deps: BillingDeps, subscription: Stripe.Subscription) {
  const methodId = await paymentMethodIdOf(deps, subscription);
  if (!methodId) return;
  const fingerprint = (await deps.stripe.paymentMethods.retrieve(methodId)).card?.fingerprint;
  if (fingerprint) await deps.store.trialCards.recordUse(deps.keyedHash(`card:${fingerprint}`));
}

/** A trial or plan bought in the funnel (the subscription names the address searched) was bought to unlock that report. */
const boughtAReport = (subscription: Stripe.Subscription, what: What) => (what === 'trial' || what === 'plan') && Boolean(subscription.metadata.scan_email_hash);

/**
 * The receipt of a paid invoice, in the language of the purchase (docs/decisions.md#receipt-language): the one the
 * buyer used when they subscribed, kept on the subscription, so its renewals follow it too.
 */
async function sendInvoiceReceipt(deps: BillingDeps, invoice: Stripe.Invoice, subscription: Stripe.Subscription, user: UserDocument, language: Language, bought: { what: What; credits: number }, mustSend: boolean) {
  const plan = planOfSubscription(deps, subscription);
  const planEntry = deps.catalogue.plans[plan];
  const renewsAt = subscription.trial_end && subscription.status === 'trialing' ? subscription.trial_end : subscription.items.data[0]?.current_period_end;
  const paidAt = invoice.status_transitions.paid_at ?? invoice.created;
  await sendReceiptOnce(
    deps,
    receiptMark(invoice.id),
    {
      to: user.email,
      language,
      template: async () => ({
        kind: 'receipt',
        what: bought.what,
        plan,
        credits: bought.credits,
        amount: formatMoney(invoice.amount_paid, invoice.currency, language),
        date: formatLongDate(new Date(paidAt * 1000), language),
        // A paid Stripe invoice is finalized, so numbered; the own series only covers an invoice that is not
        // (docs/decisions.md#invoice-numbers): never the invoice's id.
        invoiceNumber: invoice.number ?? (await deps.store.invoiceNumbers.numberFor(invoice.id)),
        ...(renewsAt && !subscription.cancel_at_period_end && isLive(subscription.status)
          ? {
              nextRenewal: {
                date: formatLongDate(new Date(renewsAt * 1000), language),
                price: formatMoney(planEntry.price[invoice.currency === 'gbp' ? 'gbp' : 'eur'], invoice.currency, language),
                interval: planEntry.interval,
              },
            }
          : {}),
        cancelUrl: cancelUrlOf(deps),
        accountUrl: accountUrlOf(deps),
        ...(boughtAReport(subscription, bought.what) ? { report: reportLinkOf(deps, user, subscription.metadata.report_request_id) } : {}),
      }),
      money: { userId: user._id, amount: invoice.amount_paid, currency: invoice.currency, occurredAt: new Date(paidAt * 1000) },
    },
    { mustSend },
  );
}

/**
 * Re-fetches a paid invoice and delivers what it paid for, once (`invoice:<id>` in the ledger,
 * `receipt:<id>` for the mail): credits to the buyer's account, the trial's card remembered,
 * the replaced plan ended after a plan change. A payment that cannot be delivered is refunded.
 */
export async function applyInvoice(deps: BillingDeps, invoiceId: string, options: { eventId?: string; mustSendReceipt?: boolean } = {}): Promise<InvoiceOutcome> {
  const invoice = await deps.stripe.invoices.retrieve(invoiceId);
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const customerId = idOf(invoice.customer);
  // No credits for an unpaid period: only a paid invoice with money received grants.
  if (invoice.status !== 'paid' || invoice.amount_paid <= 0 || !subscriptionId || !customerId) return NOTHING;
  const subscription = await deps.stripe.subscriptions.retrieve(subscriptionId);
  if (subscription.metadata.product !== 'mailscout') return NOTHING;
  const bought = purchaseOfInvoice(deps, invoice, subscription);
  if (!bought) return NOTHING;
  if (await deps.store.paymentEvents.has(undeliverableMark(invoice.id))) return { ...NOTHING, refunded: true };

  // The language of the purchase (docs/decisions.md#receipt-language), kept on the subscription when it was bought;
  // a subscription from before it was kept falls back to the account's.
  const purchaseLanguage = Language.safeParse(subscription.metadata.language);
  const language: Language = purchaseLanguage.success ? purchaseLanguage.data : 'en';
  const purchase = await deps.store.purchases.findById(subscription.id);
  const first = invoice.billing_reason === 'subscription_create';
  let owner: { user: UserDocument; created: boolean } | null;
  if (purchase?.userId) {
    const user = await deps.store.users.findById(purchase.userId);
    owner = user ? { user, created: false } : null;
  } else {
    const anonymousBuyer = purchase !== null && purchase.userId === null;
    owner = await userForCustomer(deps, customerId, { create: first, language, createdFor: purchaseMark(subscription.id), linkExisting: !anonymousBuyer });
  }
  if (owner?.created && first) await deps.store.paymentEvents.recordFirstDelivery(accountCreatedMark(subscription.id), 'account.created_by_payment');

  const alreadyGranted = owner ? (await deps.store.credits.history(owner.user._id)).some((entry) => entry._id === `invoice:${invoice.id}`) : false;
  const refusal = alreadyGranted ? null : await undeliverableReason(deps, invoice, subscription, owner, purchase);
  if (refusal) {
    const customer = await deps.stripe.customers.retrieve(customerId);
    const to = owner?.user.email ?? (customer.deleted ? null : customer.email);
    await refundInvoice(deps, invoice, subscription, to, purchaseLanguage.success ? language : (owner?.user.language ?? language), bought.what, refusal);
    // Recorded for its account only when it is that account's (a duplicate, a late renewal).
    if (owner && (refusal === 'duplicate' || invoice.billing_reason === 'subscription_cycle')) await storeSubscription(deps, await deps.stripe.subscriptions.retrieve(subscription.id), owner.user);
    return { granted: false, userCreated: false, refunded: true };
  }
  const user = owner!.user;
  if (purchase && !purchase.userId) await deps.store.purchases.attachUser(purchase._id, user._id);

  await deps.store.credits.grant(user._id, { sourceKey: `invoice:${invoice.id}`, amount: bought.credits, reason: bought.reason, eventId: options.eventId, cap: deps.catalogue.creditCap });
  if (bought.what === 'trial') await recordTrialCard(deps, subscription);
  if (bought.what === 'plan-change' && subscription.metadata.replaces) await endReplacedPlan(deps, subscription.metadata.replaces, user);
  await storeSubscription(deps, subscription, user);
  await sendInvoiceReceipt(deps, invoice, subscription, user, purchaseLanguage.success ? language : user.language, bought, options.mustSendReceipt ?? false);
  return { granted: true, userCreated: owner!.created, refunded: false };
}

/** After a paid plan change the old plan ends at once: one live subscription per account. */
async function endReplacedPlan(deps: BillingDeps, replacedId: string, user: UserDocument) {
  try {
    const replaced = await deps.stripe.subscriptions.retrieve(replacedId);
    if (isLive(replaced.status)) await deps.stripe.subscriptions.cancel(replacedId, { prorate: false });
    await storeSubscription(deps, await deps.stripe.subscriptions.retrieve(replacedId), user);
  } catch (error) {
    if (!isMissingResource(error)) throw error;
  }
}
