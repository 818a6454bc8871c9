import type { Db, ObjectId } from 'mongodb';
import { z } from 'zod';
import { SourceProgress } from '@mailscout/contracts';

/** `charging`: created, its credit not yet taken; no worker claims it. */
export const ScanStatus = z.enum(['charging', 'queued', 'running', 'completed', 'failed']);

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
  /**
   * The request id of the request that started it (docs/architecture.md#request-id): the worker
   * logs its work on the scan, and each source's answer, under it. Absent on scans started before.
   */
  startRequestId: z.string().optional(),
  /** Each source's progress by source id, written by the worker as answers arrive. */
  sources: z.record(z.string(), SourceProgress).default({}),
});
export type ScanDocument = z.infer<typeof ScanDocument>;

/**
 * The deadline a worker writes on a scan it claims (scans/scan-worker.ts). A field outside the
 * schema: the watchdog's own bookkeeping (scans/watchdog.ts), not part of the scan as the rest
 * of the product sees it, so only the methods below read and write it.
 */
export const SCAN_DEADLINE_FIELD = 'deadlineAt';

/** A running scan as the watchdog reads it: with the deadline its worker wrote, if any. */
export type ScanPastDeadline = ScanDocument & { [SCAN_DEADLINE_FIELD]?: Date };

export function scansRepository(db: Db) {
  const scans = db.collection<ScanDocument>('scans');
  return {
    async ensureIndexes() {
      await scans.createIndex({ status: 1, leaseUntil: 1 }, { name: 'claimable' });
      await scans.createIndex({ userId: 1, createdAt: -1 }, { name: 'by_user' });
      await scans.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expires_ttl' });
      // Deletion by address (opt-out) and the public ticker (newest completed email scans).
      await scans.createIndex({ targetHash: 1 }, { name: 'by_target' });
      await scans.createIndex({ status: 1, kind: 1, completedAt: -1, _id: -1 }, { name: 'ticker' });
    },
    async create(doc: z.input<typeof ScanDocument>) {
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
    async findForUser(id: string, userId: ObjectId) {
      const doc = await scans.findOne({ _id: id, userId });
      return doc ? ScanDocument.parse(doc) : null;
    },
    async setStatus(id: string, from: ScanDocument['status'], to: ScanDocument['status']) {
      return (await scans.updateOne({ _id: id, status: from }, { $set: { status: to } })).modifiedCount === 1;
    },
    async deleteById(id: string) {
      await scans.deleteOne({ _id: id });
    },
    /** A scan whose credit could not be taken goes; one already queued stays. */
    async deleteCharging(id: string) {
      await scans.deleteOne({ _id: id, status: 'charging' });
    },
    /** Scans by id as stored (the event streams' one read per turn: not validated again). */
    async findManyById(ids: Iterable<string>) {
      return scans.find({ _id: { $in: [...ids] } }).toArray();
    },
    /** The account's newest scans of a target that may be live (docs/decisions.md#never-twice), as stored. */
    async liveCandidates(userId: ObjectId, targetHash: string, now: Date, limit: number) {
      return scans
        .find({ userId, targetHash, status: { $in: ['queued', 'running', 'completed'] }, expiresAt: { $gt: now } })
        .sort({ createdAt: -1 })
        .limit(limit)
        .toArray();
    },
    /** The queue as operators see it: how many wait, and since when the oldest does. */
    async queueStats() {
      const [depth, oldest] = await Promise.all([
        scans.countDocuments({ status: 'queued' }),
        scans.find({ status: 'queued' }, { projection: { createdAt: 1 } }).sort({ createdAt: 1 }).limit(1).next(),
      ]);
      return { depth, oldestCreatedAt: oldest ? oldest.createdAt : null };
    },
    /** The oldest queued jobs, as stored (the fast lane looks at them before claiming one). */
    async oldestQueued(limit: number) {
      return scans.find({ status: 'queued' }).sort({ createdAt: 1 }).limit(limit).toArray();
    },
    /** Claims this queued job (the same claim as `claimNext`, for one job); null if another took it. */
    async claimQueued(id: string, worker: string, leaseMs: number, now = new Date()) {
      const doc = await scans.findOneAndUpdate(
        { _id: id, status: 'queued' },
        { $set: { status: 'running', leaseOwner: worker, leaseUntil: new Date(now.getTime() + leaseMs) }, $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      );
      return doc ? ScanDocument.parse(doc) : null;
    },
    /** The lease holder writes when the scan must be finished, by whichever process (the watchdog). */
    async setDeadline(id: string, worker: string, deadlineAt: Date) {
      await scans.updateOne({ _id: id, leaseOwner: worker }, { $set: { [SCAN_DEADLINE_FIELD]: deadlineAt } });
    },
    /**
     * Running scans past their deadline before `cutoff`; one claimed before deadlines were written
     * has only its lease, so it counts once that ran out before `legacyCutoff`.
     */
    async runningPastDeadline(cutoff: Date, legacyCutoff: Date, limit: number): Promise<ScanPastDeadline[]> {
      return scans
        .find({
          status: 'running',
          $or: [{ [SCAN_DEADLINE_FIELD]: { $lt: cutoff } }, { [SCAN_DEADLINE_FIELD]: { $exists: false }, leaseUntil: { $lt: legacyCutoff } }],
        })
        .limit(limit)
        .toArray();
    },
    /** Takes the lease over from the holder it was seen with; null if it finished or another took it. */
    async takeOver(id: string, from: string | null, worker: string, leaseMs: number) {
      const doc = await scans.findOneAndUpdate(
        { _id: id, status: 'running', leaseOwner: from },
        { $set: { leaseOwner: worker, leaseUntil: new Date(Date.now() + leaseMs) } },
        { returnDocument: 'after' },
      );
      return doc ? ScanDocument.parse(doc) : null;
    },
    /** Extends the lease while the holder is still working; false once it was lost. */
    async renewLease(id: string, worker: string, leaseMs: number) {
      const result = await scans.updateOne({ _id: id, leaseOwner: worker, status: 'running' }, { $set: { leaseUntil: new Date(Date.now() + leaseMs) } });
      return result.modifiedCount === 1;
    },
    /** The holder gives the job back unfinished (shutdown); it does not count as an attempt. */
    async release(id: string, worker: string) {
      await scans.updateOne({ _id: id, leaseOwner: worker, status: 'running' }, { $set: { status: 'queued', leaseOwner: null, leaseUntil: null, sources: {} }, $inc: { attempts: -1 } });
    },
    async recordSource(id: string, worker: string, progress: SourceProgress) {
      await scans.updateOne({ _id: id, leaseOwner: worker }, { $set: { [`sources.${progress.source}`]: progress } });
    },
    async latestForUserAndTarget(userId: ObjectId, targetHash: string) {
      const doc = await scans.findOne({ userId, targetHash }, { sort: { createdAt: -1 } });
      return doc ? ScanDocument.parse(doc) : null;
    },
    /** Completed email scans since `since`, newest first: only what the public ticker needs. */
    /**
     * The ticker's lookups (docs/decisions.md#ticker): one entry per address, its latest completed
     * scan, with how often the address was looked up since `since` and how many networked sources
     * found something in that scan (the local checks always answer and are left out).
     */
    async recentCompletedEmail(since: Date, limit: number) {
      const docs = await scans
        .find({ status: 'completed', kind: 'email', completedAt: { $gte: since } }, { projection: { _id: 1, target: 1, targetHash: 1, completedAt: 1, sources: 1 } })
        .sort({ completedAt: -1, _id: -1 })
        // Enough scans to fill the feed when some addresses were looked up many times.
        .limit(limit * 10)
        .toArray();
      const entries = new Map<string, { id: string; target: string; completedAt: Date; lookups: number; sourcesWithData: number; sourcesAsked: number }>();
      for (const doc of docs) {
        const known = entries.get(doc.targetHash);
        if (known) {
          known.lookups += 1;
          continue;
        }
        if (entries.size === limit) continue;
        const networked = Object.entries(doc.sources ?? {}).filter(([source, progress]) => source !== 'local-checks' && progress.state !== 'disabled');
        entries.set(doc.targetHash, {
          id: doc._id,
          target: doc.target,
          completedAt: doc.completedAt!,
          lookups: 1,
          sourcesWithData: networked.filter(([, progress]) => progress.state === 'found').length,
          sourcesAsked: networked.length,
        });
      }
      return [...entries.values()];
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
