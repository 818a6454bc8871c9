import type { Db } from 'mongodb';

/** The series' counter and, per payment, the number it was given. */
type InvoiceNumberDocument = { _id: 'counter'; last: number } | { _id: string; number: string; assignedAt: Date };

const COUNTER = 'counter';
const PREFIX = 'MS-';
const DIGITS = 6;

/**
 * docs/decisions.md#invoice-numbers: the product's own invoice series (`MS-000001`, `MS-000002`, …) for the charges
 * Stripe gives no invoice number (credit packs, paid through a PaymentIntent). A payment gets its number once and
 * keeps it: a receipt sent again, or a second worker, reads the same number.
 */
export function invoiceNumbersRepository(db: Db) {
  const numbers = db.collection<InvoiceNumberDocument>('invoice_numbers');
  const assigned = async (paymentId: string) => {
    const doc = await numbers.findOne({ _id: paymentId });
    return doc && 'number' in doc ? doc.number : null;
  };
  return {
    async ensureIndexes() {
      // The _id index is enough: lookups are by the payment id.
    },
    async numberFor(paymentId: string): Promise<string> {
      if (paymentId === COUNTER) throw new Error('invoice_numbers: "counter" is not a payment id');
      const existing = await assigned(paymentId);
      if (existing) return existing;
      const counter = await numbers.findOneAndUpdate({ _id: COUNTER }, { $inc: { last: 1 } }, { upsert: true, returnDocument: 'after' });
      const next = counter && 'last' in counter ? counter.last : 1;
      const number = `${PREFIX}${String(next).padStart(DIGITS, '0')}`;
      try {
        await numbers.insertOne({ _id: paymentId, number, assignedAt: new Date() });
        return number;
      } catch (error) {
        // Another process numbered this payment meanwhile: its number stands (this one is left unused).
        if ((error as { code?: number }).code !== 11000) throw error;
        const other = await assigned(paymentId);
        if (!other) throw error;
        return other;
      }
    },
  };
}
export type InvoiceNumbersRepository = ReturnType<typeof invoiceNumbersRepository>;
