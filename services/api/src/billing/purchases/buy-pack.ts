import type { ObjectId } from 'mongodb';
import { Language, type PurchaseItem } from '@mailscout/contracts';
import { DomainError } from '../../errors/domain-error';
import { formatLongDate } from '../../mail/format-date';
import { formatMoney } from '../../mail/format-money';
import type { BillingDeps } from '../billing-deps';
import { priceOf } from '../stripe/catalogue-prices';
import { withCheckoutLock } from '../checkout/checkout-lock';
import { undeliverableMark } from '../payments/payment-marks';
import { accountUrlOf, cancelUrlOf, receiptMark, sendReceiptOnce } from '../payments/receipts';
import { refundUndeliverable } from '../payments/refunds';
import { savedCardOf } from './saved-card';
import { idOf } from '../stripe/stripe-id';
import { assertTermsAccepted } from '../checkout/terms';

function packOf(deps: BillingDeps, item: string) {
  const pack = deps.catalogue.packs.find((entry) => entry.id === item);
  if (!pack) throw new DomainError({ code: 'UNKNOWN_ITEM', message: 'This item is not for sale.' });
  return pack;
}

/**
 * A credit pack (docs/decisions.md#saved-card), charged to the saved card while the buyer is on the page: the
 * server confirms the PaymentIntent; a bank that asks for 3D Secure leaves it `requires_action`
 * for Stripe.js, then sync-payment applies it. Granted once (`payment_intent:<id>`). `language` is the one the buyer
 * is using: kept on the PaymentIntent, so the receipt the webhook sends is in it (docs/decisions.md#receipt-language).
 */
export async function buyPack(deps: BillingDeps, userId: ObjectId, input: { item: PurchaseItem; termsAccepted?: boolean; language: Language }) {
  assertTermsAccepted(input.termsAccepted);
  const pack = packOf(deps, input.item);
  return withCheckoutLock(deps, `pack:${userId.toHexString()}`, async () => {
    const price = await priceOf(deps, pack.lookupKey);
    const { user, customerId, paymentMethodId } = await savedCardOf(deps, userId);
    const intent = await deps.stripe.paymentIntents.create({
      amount: price.unit_amount ?? 0,
      currency: price.currency,
      customer: customerId,
      payment_method: paymentMethodId,
      confirm: true,
      use_stripe_sdk: true,
      allowed_payment_method_types: ['card'],
      description: `MailScout ${pack.credits} credits`,
      metadata: { product: 'mailscout', kind: 'pack', item: pack.id, user_id: user._id.toHexString(), language: input.language },
    } as Parameters<typeof deps.stripe.paymentIntents.create>[0]);
    await deps.store.purchases.record({
      _id: intent.id,
      kind: 'pack',
      userId: user._id,
      customerId,
      termsVersion: deps.termsVersion,
      termsAcceptedAt: new Date(),
      checkoutTokenHash: null,
      createdAt: new Date(),
    });
    const applied = intent.status === 'succeeded' ? await applyPaymentIntent(deps, intent.id) : null;
    return {
      status: intent.status,
      paymentIntentId: intent.id,
      clientSecret: intent.status === 'succeeded' ? null : intent.client_secret,
      amount: intent.amount,
      currency: intent.currency,
      ...(applied?.credits !== undefined ? { credits: applied.credits } : {}),
    };
  });
}

/**
 * Re-fetches a PaymentIntent; a succeeded pack is granted to the account that bought it, once,
 * with its receipt. A pack whose account is gone is refunded (docs/decisions.md#identity).
 */
export async function applyPaymentIntent(deps: BillingDeps, paymentIntentId: string, options: { eventId?: string; mustSendReceipt?: boolean } = {}) {
  const intent = await deps.stripe.paymentIntents.retrieve(paymentIntentId);
  if (intent.metadata.product !== 'mailscout' || intent.metadata.kind !== 'pack') return { status: intent.status };
  if (intent.status !== 'succeeded') return { status: intent.status };
  const purchase = await deps.store.purchases.findById(intent.id);
  const ownerId = purchase?.userId ?? null;
  const user = ownerId ? await deps.store.users.findById(ownerId) : idOf(intent.customer) ? await deps.store.users.findByStripeCustomer(idOf(intent.customer)!) : null;
  const pack = deps.catalogue.packs.find((entry) => entry.id === intent.metadata.item);
  // The language of the purchase (docs/decisions.md#receipt-language); a pack from before it was kept: the account's.
  const purchaseLanguage = Language.safeParse(intent.metadata.language);
  if (!user || !pack) {
    if (!(await deps.store.paymentEvents.has(undeliverableMark(intent.id)))) {
      await refundUndeliverable(deps, intent.id, { to: null, language: purchaseLanguage.success ? purchaseLanguage.data : 'en', what: 'pack', reason: 'undeliverable' });
      await deps.store.paymentEvents.recordFirstDelivery(undeliverableMark(intent.id), 'billing.refunded_undeliverable');
    }
    return { status: intent.status, refunded: true };
  }
  await deps.store.credits.grant(user._id, { sourceKey: `payment_intent:${intent.id}`, amount: pack.credits, reason: `pack:${pack.id}`, eventId: options.eventId, cap: deps.catalogue.creditCap });
  const language = purchaseLanguage.success ? purchaseLanguage.data : user.language;
  await sendReceiptOnce(
    deps,
    receiptMark(intent.id),
    {
      to: user.email,
      language,
      template: async () => ({
        kind: 'receipt',
        what: 'pack',
        credits: pack.credits,
        amount: formatMoney(intent.amount_received || intent.amount, intent.currency, language),
        date: formatLongDate(new Date(intent.created * 1000), language),
        // A PaymentIntent has no invoice: the pack is numbered in the product's own series (docs/decisions.md#invoice-numbers).
        invoiceNumber: await deps.store.invoiceNumbers.numberFor(intent.id),
        cancelUrl: cancelUrlOf(deps),
        accountUrl: accountUrlOf(deps),
      }),
      money: { userId: user._id, amount: intent.amount_received || intent.amount, currency: intent.currency, occurredAt: new Date(intent.created * 1000) },
    },
    { mustSend: options.mustSendReceipt ?? false },
  );
  return { status: intent.status, userId: user._id, credits: (await deps.store.credits.balance(user._id)) ?? 0 };
}
