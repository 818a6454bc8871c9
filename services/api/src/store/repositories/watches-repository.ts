import type { Db } from 'mongodb';
import { z } from 'zod';

/**
 * An owner's watch of their own address (docs/decisions.md#watch-my-address), one per address:
 * `_id` is the address's keyed hash. The address itself is kept because the watch has to ask the
 * sources about it; it goes with the watch (stop, lapse, opt-out, account deletion).
 */
export const WatchDocument = z.object({
  _id: z.string(),
  email: z.string(),
  language: z.enum(['en', 'de']),
  createdAt: z.date(),
  /** When the address last proved itself with a code; the watch lapses 12 months later. */
  provenAt: z.date(),
  nextRunAt: z.date(),
  lastRunAt: z.date().nullable(),
  /** A sweep holding the watch until then (another process leaves it alone). */
  leaseUntil: z.date().nullable(),
  /** What the last check found (one key per finding); null until the first check. */
  seen: z.array(z.string()).nullable(),
  reminderSentAt: z.date().nullable(),
});
export type WatchDocument = z.infer<typeof WatchDocument>;

export function watchesRepository(db: Db) {
  const watches = db.collection<WatchDocument>('watches');
  return {
    async ensureIndexes() {
      // _id is the address's hash: one watch per address by construction.
      await watches.createIndex({ nextRunAt: 1 }, { name: 'due' });
      await watches.createIndex({ provenAt: 1 }, { name: 'proven' });
    },
    async get(emailHash: string): Promise<WatchDocument | null> {
      return watches.findOne({ _id: emailHash });
    },
    /** Turns the watch on, or renews its proof when it is on already. Returns whether it is new. */
    async start(doc: Pick<WatchDocument, '_id' | 'email' | 'language' | 'provenAt' | 'nextRunAt'>): Promise<boolean> {
      const result = await watches.updateOne(
        { _id: doc._id },
        {
          $set: { email: doc.email, language: doc.language, provenAt: doc.provenAt, reminderSentAt: null },
          $setOnInsert: { createdAt: doc.provenAt, nextRunAt: doc.nextRunAt, lastRunAt: null, leaseUntil: null, seen: null },
        },
        { upsert: true },
      );
      return result.upsertedCount === 1;
    },
    /** Ends the watch; true when there was one. */
    async stop(emailHash: string): Promise<boolean> {
      return (await watches.deleteOne({ _id: emailHash })).deletedCount === 1;
    },
    /** Ends the watches of any of the hashes (opt-out, account deletion). */
    async stopAny(emailHashes: readonly string[]): Promise<void> {
      await watches.deleteMany({ _id: { $in: [...emailHashes] } });
    },
    /** Claims one due watch for `leaseMs`, or null when none is due. */
    async claimDue(now: Date, leaseMs: number): Promise<WatchDocument | null> {
      return watches.findOneAndUpdate(
        { nextRunAt: { $lte: now }, $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] },
        { $set: { leaseUntil: new Date(now.getTime() + leaseMs) } },
        { sort: { nextRunAt: 1 }, returnDocument: 'after' },
      );
    },
    async finishRun(emailHash: string, update: { seen: string[]; lastRunAt: Date; nextRunAt: Date }): Promise<void> {
      await watches.updateOne({ _id: emailHash }, { $set: { ...update, leaseUntil: null } });
    },
    /** Watches proven before `provenBefore` that were not yet reminded. */
    async needingReminder(provenBefore: Date, limit = 50): Promise<WatchDocument[]> {
      return watches.find({ provenAt: { $lte: provenBefore }, reminderSentAt: null }).limit(limit).toArray();
    },
    /** Marks the reminder sent; false when another process did it first. */
    async markReminded(emailHash: string, at: Date): Promise<boolean> {
      return (await watches.updateOne({ _id: emailHash, reminderSentAt: null }, { $set: { reminderSentAt: at } })).modifiedCount === 1;
    },
    /** The reminder could not be sent: the next sweep tries again. */
    async unmarkReminded(emailHash: string): Promise<void> {
      await watches.updateOne({ _id: emailHash }, { $set: { reminderSentAt: null } });
    },
    async lapsed(provenBefore: Date, limit = 50): Promise<WatchDocument[]> {
      return watches.find({ provenAt: { $lte: provenBefore } }).limit(limit).toArray();
    },
  };
}
export type WatchesRepository = ReturnType<typeof watchesRepository>;
