import { ObjectId, type Db } from 'mongodb';
import { z } from 'zod';

/** Who looked up which address (as a hash), when and why: for accountability, not marketing. */
export const AuditEntryDocument = z.object({
  _id: z.instanceof(ObjectId),
  at: z.date(),
  actorUserId: z.custom<ObjectId>().nullable(),
  action: z.string(),
  subjectHash: z.string().nullable(),
  purpose: z.string().max(200).nullable(),
});
export type AuditEntryDocument = z.infer<typeof AuditEntryDocument>;

/** 12 months (docs/decisions.md#retention), counted as 365 days. */
export const AUDIT_RETENTION_SECONDS = 365 * 24 * 60 * 60;

/** IndexNotFound (27) or NamespaceNotFound (26): nothing to drop. */
function isMissingIndex(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 27 || code === 26;
}

export function auditLogRepository(db: Db) {
  const audit = db.collection<AuditEntryDocument>('audit_log');
  return {
    async ensureIndexes() {
      // The daily scan cap (actor, then a range of `at`), deleteForActor and anonymise.
      await audit.createIndex({ actorUserId: 1, at: -1 }, { name: 'by_actor' });
      // docs/decisions.md#retention: the audit log is kept 12 months, then expires. The TTL index replaces the
      // plain time index of older deployments (same key, other options: it has to go first).
      await audit.dropIndex('by_time').catch((error: unknown) => {
        if (!isMissingIndex(error)) throw error;
      });
      await audit.createIndex({ at: 1 }, { name: 'retention_ttl', expireAfterSeconds: AUDIT_RETENTION_SECONDS });
      // The self-check's lookup counts per address (docs/decisions.md#self-check).
      await audit.createIndex({ subjectHash: 1, at: -1 }, { name: 'by_subject' });
    },
    async append(entry: Omit<AuditEntryDocument, '_id' | 'at'>) {
      await audit.insertOne(AuditEntryDocument.parse({ _id: new ObjectId(), at: new Date(), ...entry }));
    },
    /** The account's own trail goes with the account (opt-out). */
    async deleteForActor(actorUserId: ObjectId) {
      await audit.deleteMany({ actorUserId });
    },
    /**
     * docs/decisions.md#deletion, an opt-out: the fact of each lookup stays, never who looked up whom. Every
     * entry by the account or about the address loses its actor and its subject.
     */
    async anonymise(match: { actorUserId?: ObjectId; subjectHash: string }) {
      const who = [{ subjectHash: match.subjectHash }, ...(match.actorUserId ? [{ actorUserId: match.actorUserId }] : [])];
      await audit.updateMany({ $or: who }, { $set: { actorUserId: null, subjectHash: null } });
    },
    /** The actions of these kinds about an address since `since`: what and when, never who. */
    async actionsAbout(subjectHash: string, actions: string[], since: Date) {
      return audit.find({ subjectHash, action: { $in: actions }, at: { $gte: since } }, { projection: { _id: 0, action: 1, at: 1 } }).toArray();
    },
    async countForActorSince(actorUserId: ObjectId, action: string, since: Date) {
      return audit.countDocuments({ actorUserId, action, at: { $gte: since } });
    },
  };
}
export type AuditLogRepository = ReturnType<typeof auditLogRepository>;
