import type { Db, ObjectId } from 'mongodb';
import { z } from 'zod';

/** A session is known only by the hash of its token (DECISIONS §4); expired ones are swept by TTL. */
export const SessionDocument = z.object({
  _id: z.string(), // sha256 of the token
  userId: z.custom<ObjectId>(),
  createdAt: z.date(),
  expiresAt: z.date(),
  lastSeenAt: z.date(),
  userAgent: z.string().max(300).optional(),
});
export type SessionDocument = z.infer<typeof SessionDocument>;

export function sessionsRepository(db: Db) {
  const sessions = db.collection<SessionDocument>('sessions');
  return {
    collection: sessions,
    async ensureIndexes() {
      await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expires_ttl' });
      await sessions.createIndex({ userId: 1 }, { name: 'by_user' });
    },
    async create(session: SessionDocument) {
      await sessions.insertOne(SessionDocument.parse(session));
    },
    async findActive(tokenHash: string, now = new Date()) {
      const doc = await sessions.findOne({ _id: tokenHash, expiresAt: { $gt: now } });
      return doc ? SessionDocument.parse(doc) : null;
    },
    async listForUser(userId: ObjectId, now = new Date()) {
      return (await sessions.find({ userId, expiresAt: { $gt: now } }).sort({ createdAt: -1 }).toArray()).map((d) => SessionDocument.parse(d));
    },
    async revoke(tokenHash: string) {
      await sessions.deleteOne({ _id: tokenHash });
    },
    async revokeAllForUser(userId: ObjectId) {
      return (await sessions.deleteMany({ userId })).deletedCount;
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
