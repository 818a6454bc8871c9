import type { Db } from 'mongodb';

interface LockDocument {
  _id: string;
  expiresAt: Date;
}

/**
 * One checkout at a time per billing address (docs/decisions.md#one-subscription: one live subscription per account):
 * 50 parallel checkouts for one address make one subscription, across API instances, because
 * the lock is a document with a unique id. A lock left by a crashed request expires by itself.
 */
export function checkoutLocksRepository(db: Db) {
  const locks = db.collection<LockDocument>('checkout_locks');
  return {
    async ensureIndexes() {
      await locks.createIndex({ expiresAt: 1 }, { name: 'expiry', expireAfterSeconds: 0 });
    },
    /** True when this caller holds the lock now; false while another checkout holds it. */
    async acquire(key: string, ttlMs: number): Promise<boolean> {
      const now = new Date();
      // TTL expiry runs only now and then: a lock past its time is taken over here.
      await locks.deleteOne({ _id: key, expiresAt: { $lt: now } });
      try {
        await locks.insertOne({ _id: key, expiresAt: new Date(now.getTime() + ttlMs) });
        return true;
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return false;
        throw error;
      }
    },
    async release(key: string) {
      await locks.deleteOne({ _id: key });
    },
  };
}
export type CheckoutLocksRepository = ReturnType<typeof checkoutLocksRepository>;
