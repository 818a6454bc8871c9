import type { Db, ObjectId } from 'mongodb';
import { z } from 'zod';
import { CardSummary } from '@mailscout/contracts';

/** The product's copy of a payment-provider subscription, re-fetched on every event. */
export const SubscriptionDocument = z.object({
  _id: z.string(), // the provider's subscription id
  userId: z.custom<ObjectId>(),
  status: z.string(),
  planType: z.enum(['trial', 'weekly', 'monthly']),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodStart: z.date(),
  currentPeriodEnd: z.date(),
  /**
   * The card Stripe charges for it (brand and last four digits only, docs/decisions.md#payment-method); null when
   * none is on file. Absent in documents written before it was stored, and left as it was when
   * the card could not be read.
   */
  paymentMethod: CardSummary.nullable().optional(),
  updatedAt: z.date(),
});
export type SubscriptionDocument = z.infer<typeof SubscriptionDocument>;

/** docs/decisions.md#one-subscription: a subscription in one of these states blocks another and is what cancelling covers. */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due'] as const;
export const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

const parse = (doc: SubscriptionDocument | null) => (doc ? SubscriptionDocument.parse(doc) : null);

export function subscriptionsRepository(db: Db) {
  const subscriptions = db.collection<SubscriptionDocument>('subscriptions');
  return {
    async ensureIndexes() {
      await subscriptions.createIndex({ userId: 1, updatedAt: -1 }, { name: 'by_user' });
    },
    async upsert(doc: SubscriptionDocument) {
      const { _id, ...fields } = SubscriptionDocument.parse(doc);
      await subscriptions.updateOne({ _id }, { $set: fields }, { upsert: true });
    },
    async findLatestForUser(userId: ObjectId) {
      return parse(await subscriptions.findOne({ userId }, { sort: { updatedAt: -1 } }));
    },
    async findById(id: string) {
      return parse(await subscriptions.findOne({ _id: id }));
    },
    /** The record only when it belongs to this account (another account's id reads as none). */
    async findForUser(id: string, userId: ObjectId) {
      return parse(await subscriptions.findOne({ _id: id, userId }));
    },
    /** Every trialing, active or past_due subscription of the account, newest first. */
    async listLiveForUser(userId: ObjectId) {
      const docs = await subscriptions.find({ userId, status: { $in: [...LIVE_STATUSES] } }, { sort: { updatedAt: -1 } }).toArray();
      return docs.map((d) => SubscriptionDocument.parse(d));
    },
    /** For a record Stripe does not know: the store's own copy is changed. Null when there is none. */
    async setCancelAtPeriodEnd(id: string) {
      return parse(await subscriptions.findOneAndUpdate({ _id: id }, { $set: { cancelAtPeriodEnd: true, updatedAt: new Date() } }, { returnDocument: 'after' }));
    },
    async markCanceled(id: string) {
      await subscriptions.updateOne({ _id: id }, { $set: { status: 'canceled', cancelAtPeriodEnd: false, updatedAt: new Date() } });
    },
    async listForUser(userId: ObjectId) {
      return (await subscriptions.find({ userId }).toArray()).map((d) => SubscriptionDocument.parse(d));
    },
    async deleteForUser(userId: ObjectId) {
      await subscriptions.deleteMany({ userId });
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
