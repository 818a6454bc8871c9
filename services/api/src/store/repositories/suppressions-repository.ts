import type { Db } from 'mongodb';
import { z } from 'zod';

/** Opted-out addresses, kept only as keyed hashes (docs/decisions.md#opt-out-and-deletion). */
export const SuppressionDocument = z.object({ _id: z.string(), createdAt: z.date() });
export type SuppressionDocument = z.infer<typeof SuppressionDocument>;

export function suppressionsRepository(db: Db) {
  const suppressions = db.collection<SuppressionDocument>('suppressions');
  return {
    async ensureIndexes() {
      // _id is the hash: unique by construction.
    },
    /** Idempotent: suppressing twice is the same as once. */
    async add(emailHash: string) {
      await suppressions.updateOne({ _id: emailHash }, { $setOnInsert: { createdAt: new Date() } }, { upsert: true });
    },
    async has(emailHash: string) {
      return (await suppressions.countDocuments({ _id: emailHash }, { limit: 1 })) > 0;
    },
    /** True when any of the hashes (current and earlier keys) is on the list. */
    async hasAny(emailHashes: readonly string[]) {
      return (await suppressions.countDocuments({ _id: { $in: [...emailHashes] } }, { limit: 1 })) > 0;
    },
  };
}
export type SuppressionsRepository = ReturnType<typeof suppressionsRepository>;
