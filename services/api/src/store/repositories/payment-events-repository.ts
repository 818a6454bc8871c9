import type { Db } from 'mongodb';
import { z } from 'zod';

/** Every payment event id ever received: a redelivered event is recognised and skipped. */
export const PaymentEventDocument = z.object({
  _id: z.string(),
  type: z.string(),
  receivedAt: z.date(),
  processedAt: z.date().nullable(),
});
export type PaymentEventDocument = z.infer<typeof PaymentEventDocument>;

export function paymentEventsRepository(db: Db) {
  const events = db.collection<PaymentEventDocument>('payment_events');
  return {
    async ensureIndexes() {
      await events.createIndex({ receivedAt: 1 }, { name: 'received' });
    },
    /** True the first time an event id is seen; false for every redelivery. */
    async recordFirstDelivery(id: string, type: string): Promise<boolean> {
      try {
        await events.insertOne({ _id: id, type, receivedAt: new Date(), processedAt: null });
        return true;
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return false;
        throw error;
      }
    },
    /** True when the id (an event, or a mark such as `receipt:in_…`) was recorded. */
    async has(id: string): Promise<boolean> {
      return (await events.countDocuments({ _id: id }, { limit: 1 })) > 0;
    },
    /** True when the event was received and its processing finished. */
    async isProcessed(id: string): Promise<boolean> {
      const seen = await events.findOne({ _id: id }, { projection: { processedAt: 1 } });
      return Boolean(seen?.processedAt);
    },
    /** Forgets a mark whose work failed, so a retry (Stripe's redelivery) does it again. */
    async forget(id: string) {
      await events.deleteOne({ _id: id });
    },
    async markProcessed(id: string) {
      await events.updateOne({ _id: id }, { $set: { processedAt: new Date() } });
    },
    /** Events received but not processed (a crash between the two): to be processed again. */
    async unprocessed() {
      return events.find({ processedAt: null }).toArray();
    },
  };
}
export type PaymentEventsRepository = ReturnType<typeof paymentEventsRepository>;
