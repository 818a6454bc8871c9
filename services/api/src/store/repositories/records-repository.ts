import type { Db } from 'mongodb';
import { z } from 'zod';
import { normaliseEmail } from '../email-hash';

/** Profile categories that are never stored nor reported (docs/decisions.md#sources: adult, medical). */
export const SENSITIVE_PROFILE_CATEGORIES: ReadonlySet<string> = new Set(['adult', 'medical']);

export const isSensitiveProfile = (profile: { category: string | null }) => profile.category !== null && SENSITIVE_PROFILE_CATEGORIES.has(profile.category.toLowerCase());

export const RecordProfile = z.object({
  platform: z.string().min(1),
  username: z.string().min(1).nullable(),
  url: z.string().nullable(),
  category: z.string().nullable(),
});
export type RecordProfile = z.infer<typeof RecordProfile>;

/**
 * One person of the local records index (docs/decisions.md#sources), loaded by an operator from licensed data
 * with the import command (`src/records/import-records.ts`). `_id` is the data set's own
 * stable id, so a re-import replaces rather than duplicates.
 */
export const RecordDocument = z.object({
  _id: z.string().min(1),
  names: z.array(z.string().min(1)),
  age: z.number().int().min(0).max(130).nullable(),
  gender: z.string().min(1).nullable(),
  locations: z.array(z.object({ address: z.string().min(1), current: z.boolean() })),
  phones: z.array(z.object({ number: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be in E.164'), type: z.string().nullable() })),
  emails: z.array(z.object({ address: z.string().min(3).transform(normaliseEmail), primary: z.boolean() })),
  profiles: z.array(RecordProfile).transform((profiles) => profiles.filter((p) => !isSensitiveProfile(p))),
  importedAt: z.date(),
});
export type RecordDocument = z.output<typeof RecordDocument>;
export type RecordInput = z.input<typeof RecordDocument>;

export function recordsRepository(db: Db) {
  const records = db.collection<RecordDocument>('records');
  // Read through the schema: a sensitive profile written by other means is still never read.
  const read = (docs: unknown[]) => docs.map((doc) => RecordDocument.parse(doc));
  return {
    async ensureIndexes() {
      await records.createIndex({ 'emails.address': 1 }, { name: 'by_email' });
      await records.createIndex({ 'phones.number': 1 }, { name: 'by_phone' });
    },
    /** Inserts or replaces each person by id (idempotent); sensitive profiles are dropped first. */
    async upsertMany(people: RecordInput[]): Promise<{ inserted: number; replaced: number }> {
      if (people.length === 0) return { inserted: 0, replaced: 0 };
      const docs = people.map((person) => RecordDocument.parse(person));
      const result = await records.bulkWrite(
        docs.map((doc) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } })),
        { ordered: false },
      );
      return { inserted: result.upsertedCount, replaced: result.matchedCount };
    },
    async findByEmail(email: string): Promise<RecordDocument[]> {
      return read(await records.find({ 'emails.address': normaliseEmail(email) }).toArray());
    },
    /** `number` in E.164, as the lookup normalises it. */
    async findByPhone(number: string): Promise<RecordDocument[]> {
      return read(await records.find({ 'phones.number': number }).toArray());
    },
    /** Everything known about the people an address belongs to (an opt-out deletes it). */
    async deleteForEmail(email: string): Promise<number> {
      return (await records.deleteMany({ 'emails.address': normaliseEmail(email) })).deletedCount;
    },
    async count(): Promise<number> {
      return records.countDocuments({});
    },
  };
}
export type RecordsRepository = ReturnType<typeof recordsRepository>;
