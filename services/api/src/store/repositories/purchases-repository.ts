import type { Db, ObjectId } from 'mongodb';
import { z } from 'zod';

/**
 * What the buyer agreed to for each purchase (docs/decisions.md#receipts-and-terms: terms acceptance stored with the
 * purchase), who it belongs to, and, for a buyer without a session yet, the keyed hash of the
 * checkout token that lets only that browser confirm it.
 */
export const PurchaseKind = z.enum(['trial', 'plan', 'pack', 'plan-change']);
export type PurchaseKind = z.infer<typeof PurchaseKind>;

export const PurchaseDocument = z.object({
  _id: z.string(), // the Stripe subscription or PaymentIntent id
  kind: PurchaseKind,
  /** The account it belongs to: known before the charge when the buyer was signed in. */
  userId: z.custom<ObjectId>().nullable(),
  customerId: z.string(),
  termsVersion: z.string(),
  termsAcceptedAt: z.date(),
  checkoutTokenHash: z.string().nullable(),
  createdAt: z.date(),
});
export type PurchaseDocument = z.infer<typeof PurchaseDocument>;

export function purchasesRepository(db: Db) {
  const purchases = db.collection<PurchaseDocument>('purchases');
  return {
    async ensureIndexes() {
      await purchases.createIndex({ userId: 1, createdAt: -1 }, { name: 'by_user' });
    },
    async record(doc: PurchaseDocument) {
      const { _id, ...fields } = PurchaseDocument.parse(doc);
      await purchases.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
    },
    async findById(id: string) {
      const doc = await purchases.findOne({ _id: id });
      return doc ? PurchaseDocument.parse(doc) : null;
    },
    async attachUser(id: string, userId: ObjectId) {
      await purchases.updateOne({ _id: id, userId: null }, { $set: { userId } });
    },
    /** The account's purchases, newest first (its export, docs/decisions.md#account-export). */
    async listForUser(userId: ObjectId) {
      const docs = await purchases.find({ userId }).sort({ createdAt: -1 }).toArray();
      return docs.map((doc) => PurchaseDocument.parse(doc));
    },
    async deleteForUser(userId: ObjectId) {
      await purchases.deleteMany({ userId });
    },
  };
}
export type PurchasesRepository = ReturnType<typeof purchasesRepository>;
