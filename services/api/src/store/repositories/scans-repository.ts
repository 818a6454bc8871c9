import type { Db, ObjectId } from 'mongodb';
import { z } from 'zod';

export const ScanStatus = z.enum(['queued', 'running', 'completed', 'failed']);

/**
 * A scan job. Workers claim jobs with a lease; a worker that dies loses its lease and another
 * one takes the job over, so the user is charged once and gets one report.
 */
export const ScanDocument = z.object({
  _id: z.string(),
  userId: z.custom<ObjectId>(),
  kind: z.enum(['email', 'phone']),
  /** The address or number searched; deleted with the report when it expires. */
  target: z.string(),
  targetHash: z.string(),
  status: ScanStatus,
  leaseOwner: z.string().nullable(),
  leaseUntil: z.date().nullable(),
  attempts: z.number().int().nonnegative(),
  createdAt: z.date(),
  completedAt: z.date().nullable(),
  expiresAt: z.date(),
  error: z.string().nullable(),
});
export type ScanDocument = z.infer<typeof ScanDocument>;

export function scansRepository(db: Db) {
  const scans = db.collection<ScanDocument>('scans');
  return {
    collection: scans,
    async ensureIndexes() {
      await scans.createIndex({ status: 1, leaseUntil: 1 }, { name: 'claimable' });
      await scans.createIndex({ userId: 1, createdAt: -1 }, { name: 'by_user' });
      await scans.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expires_ttl' });
    },
    async create(doc: ScanDocument) {
      await scans.insertOne(ScanDocument.parse(doc));
    },
    async findById(id: string) {
      const doc = await scans.findOne({ _id: id });
      return doc ? ScanDocument.parse(doc) : null;
    },
    /** Takes the oldest job that is queued, or running under a lease that has run out. */
    async claimNext(worker: string, leaseMs: number, now = new Date()) {
      const doc = await scans.findOneAndUpdate(
        { $or: [{ status: 'queued' }, { status: 'running', leaseUntil: { $lt: now } }] },
        { $set: { status: 'running', leaseOwner: worker, leaseUntil: new Date(now.getTime() + leaseMs) }, $inc: { attempts: 1 } },
        { sort: { createdAt: 1 }, returnDocument: 'after' },
      );
      return doc ? ScanDocument.parse(doc) : null;
    },
    /** Only the current lease holder may finish a job. */
    async finish(id: string, worker: string, outcome: { status: 'completed' | 'failed'; error?: string }) {
      const result = await scans.updateOne(
        { _id: id, leaseOwner: worker, status: 'running' },
        { $set: { status: outcome.status, completedAt: new Date(), error: outcome.error ?? null, leaseOwner: null, leaseUntil: null } },
      );
      return result.modifiedCount === 1;
    },
    async latestForUserAndTarget(userId: ObjectId, targetHash: string) {
      const doc = await scans.findOne({ userId, targetHash }, { sort: { createdAt: -1 } });
      return doc ? ScanDocument.parse(doc) : null;
    },
    async listForUser(userId: ObjectId) {
      return (await scans.find({ userId }).sort({ createdAt: -1 }).toArray()).map((d) => ScanDocument.parse(d));
    },
    async deleteForUser(userId: ObjectId) {
      await scans.deleteMany({ userId });
    },
    async deleteForTarget(targetHash: string) {
      await scans.deleteMany({ targetHash });
    },
  };
}
export type ScansRepository = ReturnType<typeof scansRepository>;
