import type { Db } from 'mongodb';
import { z } from 'zod';
import { EmailChecks, PhoneChecks, PreviewHints, SourceProgress } from '@mailscout/contracts';

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

export function previewsRepository(db: Db) {
  const previews = db.collection<PreviewDocument>('previews');
  return {
    collection: previews,
    async ensureIndexes() {
      await previews.createIndex({ targetHash: 1, createdAt: -1 }, { name: 'by_target' });
      await previews.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expires_ttl' });
    },
    async create(doc: PreviewDocument) {
      await previews.insertOne(PreviewDocument.parse(doc));
    },
    async findById(id: string) {
      const doc = await previews.findOne({ _id: id });
      return doc ? PreviewDocument.parse(doc) : null;
    },
    async latestForTarget(targetHash: string, since: Date) {
      const doc = await previews.findOne({ targetHash, createdAt: { $gte: since } }, { sort: { createdAt: -1 } });
      return doc ? PreviewDocument.parse(doc) : null;
    },
    /** One source answered; the local checks are kept at once (the checklist shows them first). */
    async recordSource(id: string, progress: SourceProgress, checks: Partial<Pick<PreviewDocument, 'emailChecks' | 'phoneChecks'>> = {}) {
      await previews.updateOne({ _id: id }, { $set: { [`sources.${progress.source}`]: progress, ...checks } });
    },
    async complete(id: string, fields: Pick<PreviewDocument, 'sources' | 'emailChecks' | 'phoneChecks' | 'hints'>) {
      await previews.updateOne({ _id: id }, { $set: { ...fields, status: 'completed' } });
    },
    async deleteForTarget(targetHash: string) {
      await previews.deleteMany({ targetHash });
    },
  };
}
export type PreviewsRepository = ReturnType<typeof previewsRepository>;
