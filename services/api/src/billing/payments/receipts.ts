import type { ObjectId } from 'mongodb';
import type { Language } from '@mailscout/contracts';
import type { MailTemplate } from '../../mail/render-mail';
import type { BillingDeps } from '../billing-deps';
import { reportIdFor } from '../../store/report-id';
import type { UserDocument } from '../../store/repositories/users-repository';

type ReceiptTemplate = Extract<MailTemplate, { kind: 'receipt' | 'refund-receipt' }>;

/** The money of a charge or refund as the product records it for the account's billing history (docs/decisions.md#billing-history). */
export interface ReceiptMoney {
  /** The account it belongs to; looked up by the receipt's address when not given. */
  userId?: ObjectId;
  /** Minor units. */
  amount: number;
  currency: string;
  occurredAt: Date;
}

/**
 * docs/decisions.md#receipts-and-terms: every charge and every refund sends a receipt, once per payment, however often
 * Stripe delivers the event and whether the webhook or the buyer's page applies it first. The
 * mark is taken before sending; a send that fails gives it back, so the next delivery sends.
 * With `mustSend` (the webhook) the failure is thrown, so Stripe delivers the event again;
 * otherwise (the buyer's page) it is logged and the webhook still sends it. The template may be composed only
 * once the mark is taken (a pack's invoice number is assigned then, so two deliveries do not number it twice).
 */
export async function sendReceiptOnce(
  deps: BillingDeps,
  mark: string,
  mail: { to: string; language: Language; template: ReceiptTemplate | (() => Promise<ReceiptTemplate>); money: ReceiptMoney },
  options: { mustSend: boolean },
): Promise<void> {
  const kind = typeof mail.template === 'function' ? 'receipt' : mail.template.kind;
  if (!(await deps.store.paymentEvents.recordFirstDelivery(mark, `mail.${kind}`))) return;
  try {
    const template = typeof mail.template === 'function' ? await mail.template() : mail.template;
    await recordBilling(deps, mark, mail.to, mail.language, template, mail.money);
    await deps.sendMail(mail.to, template, mail.language);
  } catch (error) {
    await deps.store.paymentEvents.forget(mark);
    deps.log.error({ err: error, mark }, 'receipt not sent; it is sent on the next delivery of the payment');
    if (options.mustSend) throw error;
  }
}

/**
 * docs/decisions.md#billing-history: the charge or refund joins its account's billing history with the receipt it is
 * mailed with, before the mail goes out (kept once per mark, so a retried send changes nothing). A refund to an
 * address without an account (a payment that could not be delivered) belongs to no account's history.
 */
async function recordBilling(deps: BillingDeps, mark: string, to: string, language: Language, template: ReceiptTemplate, money: ReceiptMoney) {
  const userId = money.userId ?? (await deps.store.users.findByEmail(to))?._id;
  if (!userId) return;
  await deps.store.billingRecords.record({
    _id: mark,
    userId,
    kind: template.kind === 'receipt' ? 'charge' : 'refund',
    amount: money.amount,
    currency: money.currency,
    occurredAt: money.occurredAt,
    language,
    receipt: { ...template },
    recordedAt: new Date(),
  });
}

export const receiptMark = (paymentId: string) => `receipt:${paymentId}`;
export const refundReceiptMark = (refundId: string) => `refund-receipt:${refundId}`;
export const cancelUrlOf = (deps: BillingDeps) => `${deps.publicOrigin}/cancel-subscription`;
export const accountUrlOf = (deps: BillingDeps) => `${deps.publicOrigin}/account`;
/**
 * The report a trial or plan was bought for: `/reports/:id`, the id its scan will have, when the page named the
 * scan's request id with the purchase (docs/decisions.md#report-link-mail); otherwise the account's history,
 * where every report it bought is kept until it expires (docs/decisions.md#history-tab).
 */
export const reportLinkOf = (deps: BillingDeps, user: Pick<UserDocument, '_id'>, requestId: string | undefined) =>
  requestId && REQUEST_ID.test(requestId)
    ? { href: `${deps.publicOrigin}/reports/${reportIdFor(user._id, requestId)}`, inHistory: false }
    : { href: `${deps.publicOrigin}/account#history`, inHistory: true };

const REQUEST_ID = /^[\w-]{8,64}$/;
