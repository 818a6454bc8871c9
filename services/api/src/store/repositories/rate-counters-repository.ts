import type { Db } from 'mongodb';

interface CounterDocument {
  _id: string;
  count: number;
  expiresAt: Date;
}

/**
 * Fixed-window counters in the database, so limits hold across several API processes:
 * per-address code requests, per-address wrong tries (a new code does not reset them).
 */
export function rateCountersRepository(db: Db) {
  const counters = db.collection<CounterDocument>('rate_counters');
  return {
    collection: counters,
    async ensureIndexes() {
      await counters.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expires_ttl' });
    },
    /** Counts one hit in the current window and returns the count including it. */
    async hit(key: string, windowMs: number, now = Date.now()): Promise<number> {
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const doc = await counters.findOneAndUpdate(
        { _id: `${key}:${windowStart}` },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(windowStart + windowMs) } },
        { upsert: true, returnDocument: 'after' },
      );
      return doc?.count ?? 1;
    },
    async current(key: string, windowMs: number, now = Date.now()): Promise<number> {
      const windowStart = Math.floor(now / windowMs) * windowMs;
      return (await counters.findOne({ _id: `${key}:${windowStart}` }))?.count ?? 0;
    },
    /** Counters about one address (its hash is part of their keys), e.g. when it opts out. */
    async deleteForSubject(subjectHash: string) {
      await counters.deleteMany({ _id: { $regex: subjectHash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') } });
    },
  };
}
export type RateCountersRepository = ReturnType<typeof rateCountersRepository>;
