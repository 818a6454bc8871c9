import type { Db, ObjectId } from 'mongodb';
import { z } from 'zod';

/** A session is known only by the hash of its token (docs/decisions.md#sessions); expired ones are swept by TTL. */
export const SessionDocument = z.object({
  _id: z.string(), // sha256 of the token
  userId: z.custom<ObjectId>(),
  createdAt: z.date(),
  /** Set when a one-time code proved the account's address as the session began (not a first payment's sign-in). */
  provenAt: z.date().optional(),
  expiresAt: z.date(),
  lastSeenAt: z.date(),
  userAgent: z.string().max(300).optional(),
});
export type SessionDocument = z.infer<typeof SessionDocument>;

/**
 * How a stored session is read: tolerant of what older code or a broken write left (a null or
 * over-long user agent), so a session row can never turn a request into a 500.
 */
const StoredSession = SessionDocument.extend({
  userAgent: z
    .string()
    .nullish()
    .transform((value) => (value ? value.slice(0, 300) : undefined)),
});

/** Only the fields that exist: the driver would store an undefined field as null. */
function forWrite(session: SessionDocument): SessionDocument {
  const parsed = SessionDocument.parse(session);
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as SessionDocument;
}

export function sessionsRepository(db: Db) {
  const sessions = db.collection<SessionDocument>('sessions');
  return {
    async ensureIndexes() {
      await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expires_ttl' });
      await sessions.createIndex({ userId: 1 }, { name: 'by_user' });
    },
    async create(session: SessionDocument) {
      await sessions.insertOne(forWrite(session));
    },
    /** The live session of a token hash; a row that cannot be read is revoked and reads as none. */
    async findActive(tokenHash: string, now = new Date()) {
      const doc = await sessions.findOne({ _id: tokenHash, expiresAt: { $gt: now } });
      if (!doc) return null;
      const parsed = StoredSession.safeParse(doc);
      if (parsed.success) return parsed.data;
      await sessions.deleteOne({ _id: tokenHash });
      return null;
    },
    /** The account's live sessions; unreadable rows are left out (and revoked). */
    async listForUser(userId: ObjectId, now = new Date()) {
      const docs = await sessions.find({ userId, expiresAt: { $gt: now } }).sort({ createdAt: -1 }).toArray();
      const readable: SessionDocument[] = [];
      for (const doc of docs) {
        const parsed = StoredSession.safeParse(doc);
        if (parsed.success) readable.push(parsed.data);
        else await sessions.deleteOne({ _id: doc._id });
      }
      return readable;
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
