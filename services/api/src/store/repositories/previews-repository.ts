import type { Db } from 'mongodb';
import { z } from 'zod';
import { EmailChecks, PhoneChecks, PreviewHints, SourceProgress } from '@mailscout/contracts';
import { coalesce } from '../coalesce';
import { recentPreviews } from '../recent-previews';

/**
 * The free part of a lookup (docs/decisions.md#honest-data): which sources answered, the checks and the hints.
 * It holds no personal detail and not the address itself, only its keyed hash; what the
 * sources found stays in the source cache for the paid report.
 */
export const PreviewDocument = z.object({
  _id: z.string(),
  kind: z.enum(['email', 'phone']),
  targetHash: z.string(),
  status: z.enum(['running', 'completed']),
  /** By source id, in the order the sources were listed (a map: one atomic $set per answer). */
  sources: z.record(z.string(), SourceProgress),
  emailChecks: EmailChecks.nullable(),
  phoneChecks: PhoneChecks.nullable(),
  hints: PreviewHints,
  createdAt: z.date(),
  /** After this a running preview is known to have been abandoned (its process stopped). */
  deadlineAt: z.date(),
  expiresAt: z.date(),
});
export type PreviewDocument = z.infer<typeof PreviewDocument>;

/** What a lookup needs to reuse a preview: which one, and when it started (not its contents). */
export const ReusablePreview = PreviewDocument.pick({ _id: true, createdAt: true });
export type ReusablePreview = z.infer<typeof ReusablePreview>;

export function previewsRepository(db: Db) {
  const previews = db.collection<PreviewDocument>('previews');
  const known = recentPreviews();
  // Every lookup of an address with no opt-out asks; concurrent asks share one query (by_target).
  const latest = coalesce(async (asked: { targetHash: string; since: Date }[]) => {
    const since = new Date(Math.min(...asked.map((ask) => ask.since.getTime())));
    const docs = await previews
      .find({ targetHash: { $in: [...new Set(asked.map((ask) => ask.targetHash))] }, createdAt: { $gte: since } }, { projection: { _id: 1, targetHash: 1, createdAt: 1, expiresAt: 1 } })
      .toArray();
    return asked.map((ask) => {
      let newest: (typeof docs)[number] | null = null;
      for (const doc of docs) {
        if (doc.targetHash === ask.targetHash && doc.createdAt >= ask.since && (!newest || doc.createdAt > newest.createdAt)) newest = doc;
      }
      return newest;
    });
  });
  return {
    async ensureIndexes() {
      await previews.createIndex({ targetHash: 1, createdAt: -1 }, { name: 'by_target' });
      await previews.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expires_ttl' });
    },
    async create(doc: PreviewDocument) {
      await previews.insertOne(PreviewDocument.parse(doc));
      known.remember(doc.targetHash, doc);
    },
    async findById(id: string) {
      const doc = await previews.findOne({ _id: id });
      return doc ? PreviewDocument.parse(doc) : null;
    },
    /**
     * A preview of the target created at or after `since` (the newest one unless this process
     * already knows one, see recent-previews.ts), or null: its id and start, without the rest
     * (parsing a whole preview for every reused lookup was 4% of its CPU).
     */
    async latestForTarget(targetHash: string, since: Date): Promise<ReusablePreview | null> {
      const remembered = known.find(targetHash, since);
      if (remembered) return { _id: remembered._id, createdAt: remembered.createdAt };
      const stamp = known.stamp();
      const doc = await latest({ targetHash, since });
      if (doc) known.remember(targetHash, doc, stamp);
      return doc ? ReusablePreview.parse(doc) : null;
    },
    /** One source answered; the local checks are kept at once (the checklist shows them first). */
    async recordSource(id: string, progress: SourceProgress, checks: Partial<Pick<PreviewDocument, 'emailChecks' | 'phoneChecks'>> = {}) {
      await previews.updateOne({ _id: id }, { $set: { [`sources.${progress.source}`]: progress, ...checks } });
    },
    async complete(id: string, fields: Pick<PreviewDocument, 'sources' | 'emailChecks' | 'phoneChecks' | 'hints'>) {
      await previews.updateOne({ _id: id }, { $set: { ...fields, status: 'completed' } });
    },
    /** Previews by id as stored (the event streams' one read per turn: not validated again). */
    async findManyById(ids: Iterable<string>) {
      return previews.find({ _id: { $in: [...ids] } }).toArray();
    },
    /** Running previews whose deadline passed before `cutoff`: their process stopped (the watchdog ends them). */
    async runningPastDeadline(cutoff: Date, limit: number) {
      return previews.find({ status: 'running', deadlineAt: { $lt: cutoff } }).limit(limit).toArray();
    },
    /** Completes a preview still running (the watchdog's end of an abandoned one); false if it ended meanwhile. */
    async completeAbandoned(id: string, fields: Pick<PreviewDocument, 'sources' | 'hints'>) {
      return (await previews.updateOne({ _id: id, status: 'running' }, { $set: { ...fields, status: 'completed' } })).modifiedCount === 1;
    },
    async deleteForTarget(targetHash: string) {
      known.forget(targetHash);
      await previews.deleteMany({ targetHash });
      known.forget(targetHash);
    },
  };
}
export type PreviewsRepository = ReturnType<typeof previewsRepository>;
