import type { Db } from 'mongodb';
import { windowHits } from './window-hits';

export interface CounterDocument {
  _id: string;
  count: number;
  expiresAt: Date;
}

/**
 * Counters in the database, so limits hold across several API processes (docs/architecture.md#client-address): per-client
 * and per-address code requests, wrong tries per address and per address and client (a new code
 * does not reset them), and the HTTP rate limits of @fastify/rate-limit. Expired documents are
 * swept by a TTL index; until the sweep runs (once a minute) the windows below ignore them.
 */
export function rateCountersRepository(db: Db) {
  const counters = db.collection<CounterDocument>('rate_counters');

  const hits = windowHits(counters);
  const windowId = (key: string, windowMs: number, now: number) => `${key}:${Math.floor(now / windowMs) * windowMs}`;

  return {
    async ensureIndexes() {
      await counters.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expires_ttl' });
    },
    /** Counts one hit in the current fixed window and returns the count including it. */
    async hit(key: string, windowMs: number, now = Date.now()): Promise<number> {
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const doc = await counters.findOneAndUpdate(
        { _id: `${key}:${windowStart}` },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(windowStart + 2 * windowMs) } },
        { upsert: true, returnDocument: 'after' },
      );
      return doc?.count ?? 1;
    },
    async current(key: string, windowMs: number, now = Date.now()): Promise<number> {
      return (await counters.findOne({ _id: windowId(key, windowMs, now) }))?.count ?? 0;
    },
    /**
     * The count over the last `windowMs` (a sliding window, docs/decisions.md#identity), estimated from this and
     * the previous fixed window as the previous one's share still inside the sliding window.
     */
    async sliding(key: string, windowMs: number, now = Date.now()): Promise<number> {
      const docs = await counters.find({ _id: { $in: [windowId(key, windowMs, now), windowId(key, windowMs, now - windowMs)] } }).toArray();
      const current = docs.find((doc) => doc._id === windowId(key, windowMs, now))?.count ?? 0;
      const previous = docs.find((doc) => doc._id === windowId(key, windowMs, now - windowMs))?.count ?? 0;
      const elapsed = (now % windowMs) / windowMs;
      // Rounded up: a limit is never undercounted (a burst just before the hour still counts whole just after it).
      return current + Math.ceil(previous * (1 - elapsed));
    },
    /**
     * One hit in a window that starts with the first hit of `key` and lasts `windowMs` (as
     * @fastify/rate-limit's own stores count); answers the count including it and the time left.
     * Concurrent hits are counted together (see window-hits.ts): each is in the database before
     * it is answered, and its count is never lower than its real place among all instances' hits.
     * Without `now` the time the hit is sent to the database is used.
     */
    async hitWindow(key: string, windowMs: number, now?: number): Promise<{ count: number; ttlMs: number }> {
      return hits({ key, windowMs, now });
    },
    /** Counters about one address (its hash is part of their keys), e.g. when it opts out. */
    async deleteForSubject(subjectHash: string) {
      await counters.deleteMany({ _id: { $regex: subjectHash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') } });
    },
  };
}
export type RateCountersRepository = ReturnType<typeof rateCountersRepository>;
