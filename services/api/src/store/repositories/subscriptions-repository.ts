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
   * The card Stripe charges for it (brand and last four digits only, DECISIONS §7); null when
   * none is on file. Absent in documents written before it was stored, and left as it was when
   * the card could not be read.
   */
  paymentMethod: CardSummary.nullable().optional(),
  updatedAt: z.date(),
});
export type SubscriptionDocument = z.infer<typeof SubscriptionDocument>;

export function subscriptionsRepository(db: Db) {
  const subscriptions = db.collection<SubscriptionDocument>('subscriptions');
  return {
    collection: subscriptions,
    async ensureIndexes() {
      await subscriptions.createIndex({ userId: 1, updatedAt: -1 }, { name: 'by_user' });
    },
    async upsert(doc: SubscriptionDocument) {
      const { _id, ...fields } = SubscriptionDocument.parse(doc);
      await subscriptions.updateOne({ _id }, { $set: fields }, { upsert: true });
    },
    async findLatestForUser(userId: ObjectId) {
      const doc = await subscriptions.findOne({ userId }, { sort: { updatedAt: -1 } });
      return doc ? SubscriptionDocument.parse(doc) : null;
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
