import type { Db } from 'mongodb';
import { z } from 'zod';
import { coalesce } from '../coalesce';

/** Opted-out addresses, kept only as keyed hashes (docs/decisions.md#opt-out). */
export const SuppressionDocument = z.object({ _id: z.string(), createdAt: z.date() });
export type SuppressionDocument = z.infer<typeof SuppressionDocument>;

export function suppressionsRepository(db: Db) {
  const suppressions = db.collection<SuppressionDocument>('suppressions');
  // Every lookup asks (docs/decisions.md#opt-out-and-deletion); concurrent checks share one query, sent after each was asked.
  const listed = coalesce(async (asked: (readonly string[])[]) => {
    const found = await suppressions.find({ _id: { $in: [...new Set(asked.flat())] } }, { projection: { _id: 1 } }).toArray();
    const hashes = new Set(found.map((doc) => doc._id));
    return asked.map((emailHashes) => emailHashes.some((hash) => hashes.has(hash)));
  });
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
    async hasAny(emailHashes: readonly string[]): Promise<boolean> {
      return listed(emailHashes);
    },
  };
}
export type SuppressionsRepository = ReturnType<typeof suppressionsRepository>;
