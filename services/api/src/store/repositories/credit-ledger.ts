import type { Db, ObjectId } from 'mongodb';
import { z } from 'zod';
import type { UserDocument } from './users-repository';

/**
 * Every change of a balance is an entry (docs/decisions.md#credits): why, how much was asked, how much was
 * applied (a grant above the cap is cut and recorded), the balance after, and the payment event
 * it came from. The balance itself lives on the user document, so a change is one atomic
 * single-document update that also records its source key: a grant or spend applies once,
 * however often it is retried, without multi-document transactions.
 */
export const LedgerEntryDocument = z.object({
  _id: z.string(), // the source key, e.g. `invoice:in_123` or `scan:abc`
  userId: z.custom<ObjectId>(),
  reason: z.string(),
  requested: z.number().int(),
  applied: z.number().int(),
  balanceAfter: z.number().int().nonnegative(),
  eventId: z.string().optional(),
  createdAt: z.date(),
});
export type LedgerEntryDocument = z.infer<typeof LedgerEntryDocument>;

export type CreditChange =
  | { outcome: 'applied'; entry: LedgerEntryDocument }
  | { outcome: 'duplicate'; balance: number }
  | { outcome: 'insufficient'; balance: number }
  | { outcome: 'no-account' };

// Optimistic retries when parallel changes to one balance race; each round trip is one update.
const MAX_ATTEMPTS = 50;

export function creditLedger(db: Db) {
  const users = db.collection<UserDocument>('users');
  const entries = db.collection<LedgerEntryDocument>('credit_ledger');

  async function change(
    userId: ObjectId,
    input: { sourceKey: string; amount: number; reason: string; eventId?: string; cap: number },
  ): Promise<CreditChange> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const user = await users.findOne({ _id: userId }, { projection: { credits: 1, appliedCreditSources: 1 } });
      if (!user) return { outcome: 'no-account' };
      if (user.appliedCreditSources.includes(input.sourceKey)) {
        // Applied before (perhaps the entry write was interrupted): make sure the entry exists.
        return { outcome: 'duplicate', balance: user.credits };
      }
      let applied: number;
      if (input.amount >= 0) {
        // A grant is cut at the cap (never below what the user already has).
        applied = Math.max(0, Math.min(input.cap, user.credits + input.amount) - user.credits);
      } else {
        if (user.credits + input.amount < 0) return { outcome: 'insufficient', balance: user.credits };
        applied = input.amount;
      }
      const updated = await users.updateOne(
        { _id: userId, credits: user.credits, appliedCreditSources: { $ne: input.sourceKey } },
        { $set: { credits: user.credits + applied }, $push: { appliedCreditSources: input.sourceKey } },
      );
      if (updated.modifiedCount === 0) continue; // someone else changed the balance first
      const entry = LedgerEntryDocument.parse({
        _id: input.sourceKey,
        userId,
        reason: input.reason,
        requested: input.amount,
        applied,
        balanceAfter: user.credits + applied,
        // Left out rather than stored as null when there is none (the driver writes undefined as null).
        ...(input.eventId ? { eventId: input.eventId } : {}),
        createdAt: new Date(),
      });
      await entries.updateOne({ _id: entry._id }, { $setOnInsert: entry }, { upsert: true });
      return { outcome: 'applied', entry };
    }
    throw new Error(`credit change ${input.sourceKey} did not settle after ${MAX_ATTEMPTS} attempts`);
  }

  return {
    async ensureIndexes() {
      await entries.createIndex({ userId: 1, createdAt: -1 }, { name: 'by_user' });
    },
    /** Adds credits up to the cap; the same source key never applies twice. */
    grant: (userId: ObjectId, input: { sourceKey: string; amount: number; reason: string; eventId?: string; cap: number }) =>
      change(userId, { ...input, amount: Math.abs(input.amount) }),
    /** Takes credits; refused (nothing changes) when the balance would go below zero. */
    spend: (userId: ObjectId, input: { sourceKey: string; amount: number; reason: string }) =>
      change(userId, { ...input, amount: -Math.abs(input.amount), cap: Number.MAX_SAFE_INTEGER }),
    async balance(userId: ObjectId): Promise<number | null> {
      const user = await users.findOne({ _id: userId }, { projection: { credits: 1 } });
      return user ? user.credits : null;
    },
    async history(userId: ObjectId) {
      return (await entries.find({ userId }).sort({ createdAt: -1 }).toArray()).map((d) => LedgerEntryDocument.parse(d));
    },
    async deleteForUser(userId: ObjectId) {
      await entries.deleteMany({ userId });
    },
  };
}
export type CreditLedger = ReturnType<typeof creditLedger>;
