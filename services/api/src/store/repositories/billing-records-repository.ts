import type { Db, ObjectId } from 'mongodb';
import { z } from 'zod';

/**
 * docs/decisions.md#billing-history: every charge and refund of an account as the product recorded it when it sent the
 * receipt — the raw amount, the currency, when, and the receipt's own content (in the language of the purchase), so
 * the account's Billing tab and its receipt PDF come from the product's records, not from Stripe, and the PDF has the
 * mailed receipt's anatomy. One document per receipt mark (`receipt:<payment id>`, `refund-receipt:<refund id>`).
 */
export const BillingRecordDocument = z.object({
  _id: z.string(),
  userId: z.custom<ObjectId>(),
  kind: z.enum(['charge', 'refund']),
  /** Minor units (cents, pence). */
  amount: z.number().int(),
  currency: z.string(),
  occurredAt: z.date(),
  language: z.enum(['en', 'de']),
  /** The receipt's template as mailed (ReceiptMail or RefundReceiptMail). */
  receipt: z.record(z.string(), z.unknown()),
  recordedAt: z.date(),
});
export type BillingRecordDocument = z.infer<typeof BillingRecordDocument>;

export function billingRecordsRepository(db: Db) {
  const records = db.collection<BillingRecordDocument>('billing_records');
  return {
    async ensureIndexes() {
      await records.createIndex({ userId: 1, occurredAt: -1 }, { name: 'by_user' });
    },
    /** Once per receipt: a receipt composed again (a retried send) keeps the first record. */
    async record(doc: BillingRecordDocument) {
      const { _id, ...fields } = BillingRecordDocument.parse(doc);
      await records.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
    },
    /** Newest first. */
    async listForUser(userId: ObjectId) {
      const docs = await records.find({ userId }).sort({ occurredAt: -1, _id: 1 }).toArray();
      return docs.map((doc) => BillingRecordDocument.parse(doc));
    },
    /** The owner check is part of the query: another account's record is simply not found. */
    async findForUser(id: string, userId: ObjectId) {
      const doc = await records.findOne({ _id: id, userId });
      return doc ? BillingRecordDocument.parse(doc) : null;
    },
    async deleteForUser(userId: ObjectId) {
      await records.deleteMany({ userId });
    },
  };
}
export type BillingRecordsRepository = ReturnType<typeof billingRecordsRepository>;
