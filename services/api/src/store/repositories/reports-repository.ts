import type { Db, ObjectId } from 'mongodb';
import { z } from 'zod';

/** An assembled report, readable only by the account that paid for it; expires by TTL. */
export const ReportDocument = z.object({
  _id: z.string(), // the scan id
  userId: z.custom<ObjectId>(),
  targetHash: z.string(),
  createdAt: z.date(),
  expiresAt: z.date(),
  report: z.record(z.string(), z.unknown()),
});
export type ReportDocument = z.infer<typeof ReportDocument>;

export function reportsRepository(db: Db) {
  const reports = db.collection<ReportDocument>('reports');
  return {
    async ensureIndexes() {
      await reports.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expires_ttl' });
      await reports.createIndex({ userId: 1, createdAt: -1 }, { name: 'by_user' });
      await reports.createIndex({ targetHash: 1 }, { name: 'by_target' });
    },
    async save(doc: ReportDocument) {
      const { _id, ...fields } = ReportDocument.parse(doc);
      await reports.updateOne({ _id }, { $set: fields }, { upsert: true });
    },
    /**
     * Stores the scan's report unless one is stored already, and answers the stored one: the
     * first report a scan's finishing step stores is its report, so a worker that finishes a
     * job again (after a crash, or a lost lease) adopts it and its credit decision instead of
     * writing a different one.
     */
    async saveFirst(doc: ReportDocument): Promise<ReportDocument> {
      const { _id, ...fields } = ReportDocument.parse(doc);
      try {
        await reports.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
      } catch (error) {
        // Two upserts of one id at once: the loser is told "duplicate key"; the winner's report stands.
        if ((error as { code?: unknown }).code !== 11000) throw error;
      }
      return ReportDocument.parse(await reports.findOne({ _id }));
    },
    /** The owner check is part of the query: another account's report is simply not found. */
    async findForUser(scanId: string, userId: ObjectId) {
      const doc = await reports.findOne({ _id: scanId, userId });
      return doc ? ReportDocument.parse(doc) : null;
    },
    /** Whether the account's report of this scan is still kept at `now` (its id only is read). */
    async isKept(scanId: string, userId: ObjectId, now: Date) {
      return (await reports.findOne({ _id: scanId, userId, expiresAt: { $gt: now } }, { projection: { _id: 1 } })) !== null;
    },
    /** The reports the account bought and still keeps (not yet expired at `now`), newest first. */
    async listForUser(userId: ObjectId, now = new Date()) {
      const docs = await reports.find({ userId, expiresAt: { $gt: now } }).sort({ createdAt: -1 }).toArray();
      return docs.map((doc) => ReportDocument.parse(doc));
    },
    async deleteForUser(userId: ObjectId) {
      await reports.deleteMany({ userId });
    },
    async deleteForTarget(targetHash: string) {
      await reports.deleteMany({ targetHash });
    },
  };
}
export type ReportsRepository = ReturnType<typeof reportsRepository>;
