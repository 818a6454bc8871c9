import type { Db } from 'mongodb';
import { z } from 'zod';

/** What a data source answered about an address, reused until it expires (docs/decisions.md#retention). */
export const SourceCacheDocument = z.object({
  _id: z.string(), // `${source}:${targetHash}`
  source: z.string(),
  targetHash: z.string(),
  answer: z.record(z.string(), z.unknown()),
  /** When the source was asked for this answer (absent on entries written before it was kept). */
  askedAt: z.date().optional(),
  fetchedAt: z.date(),
  expiresAt: z.date(),
});
export type SourceCacheDocument = z.infer<typeof SourceCacheDocument>;

export function sourceCacheRepository(db: Db) {
  const cache = db.collection<SourceCacheDocument>('source_cache');
  return {
    async ensureIndexes() {
      await cache.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expires_ttl' });
      await cache.createIndex({ targetHash: 1 }, { name: 'by_target' });
    },
    async get(source: string, targetHash: string, now = new Date()) {
      const doc = await cache.findOne({ _id: `${source}:${targetHash}`, expiresAt: { $gt: now } });
      return doc ? SourceCacheDocument.parse(doc) : null;
    },
    async put(doc: Omit<SourceCacheDocument, '_id'>) {
      const full = SourceCacheDocument.parse({ ...doc, _id: `${doc.source}:${doc.targetHash}` });
      const { _id, ...fields } = full;
      await cache.updateOne({ _id }, { $set: fields }, { upsert: true });
    },
    /** Which sources have an answer cached (not expired at `now`) for each of these targets. */
    async cachedSourcesByTarget(targetHashes: string[], now = new Date()) {
      const entries = await cache.find({ targetHash: { $in: targetHashes }, expiresAt: { $gt: now } }, { projection: { source: 1, targetHash: 1 } }).toArray();
      const byTarget = new Map<string, Set<string>>();
      for (const entry of entries) {
        const set = byTarget.get(entry.targetHash) ?? new Set<string>();
        set.add(entry.source);
        byTarget.set(entry.targetHash, set);
      }
      return byTarget;
    },
    async deleteForTarget(targetHash: string) {
      await cache.deleteMany({ targetHash });
    },
  };
}
export type SourceCacheRepository = ReturnType<typeof sourceCacheRepository>;
