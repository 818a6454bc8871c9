import { ObjectId, type Db } from 'mongodb';
import { z } from 'zod';

export const OtpPurpose = z.enum(['login', 'cancel', 'opt-out', 'self-check']);
export type OtpPurpose = z.infer<typeof OtpPurpose>;

/** A one-time code, stored only as a keyed hash (docs/decisions.md#sign-in-codes), swept by TTL after expiry. */
export const OtpCodeDocument = z.object({
  _id: z.instanceof(ObjectId),
  emailHash: z.string(),
  purpose: OtpPurpose,
  codeHash: z.string(),
  createdAt: z.date(),
  expiresAt: z.date(),
  wrongTries: z.number().int().nonnegative(),
  consumedAt: z.date().nullable(),
  /**
   * The language the code was asked for in, so the mails that follow its use (the opt-out
   * confirmation) are written in it too. Optional: codes issued before it existed have none.
   */
  language: z.enum(['en', 'de']).optional(),
});
export type OtpCodeDocument = z.infer<typeof OtpCodeDocument>;

export function otpCodesRepository(db: Db) {
  const codes = db.collection<OtpCodeDocument>('otp_codes');
  return {
    async ensureIndexes() {
      await codes.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expires_ttl' });
      await codes.createIndex({ emailHash: 1, purpose: 1, createdAt: -1 }, { name: 'latest_for_address' });
    },
    /** A new code replaces any earlier one for the same address and purpose. */
    async issue(input: Pick<OtpCodeDocument, 'emailHash' | 'purpose' | 'codeHash' | 'expiresAt' | 'language'>) {
      await codes.deleteMany({ emailHash: input.emailHash, purpose: input.purpose });
      const doc = OtpCodeDocument.parse({ _id: new ObjectId(), ...input, createdAt: new Date(), wrongTries: 0, consumedAt: null });
      await codes.insertOne(doc);
      return doc;
    },
    async findActive(emailHash: string, purpose: OtpPurpose, now = new Date()) {
      const doc = await codes.findOne({ emailHash, purpose, consumedAt: null, expiresAt: { $gt: now } }, { sort: { createdAt: -1 } });
      return doc ? OtpCodeDocument.parse(doc) : null;
    },
    /** Counts a wrong try; returns the count after it, atomically (parallel guesses all count). */
    async recordWrongTry(id: ObjectId): Promise<number> {
      const doc = await codes.findOneAndUpdate({ _id: id }, { $inc: { wrongTries: 1 } }, { returnDocument: 'after' });
      return doc?.wrongTries ?? Number.POSITIVE_INFINITY;
    },
    /** Single use: only one of several parallel attempts can consume the code. */
    async consume(id: ObjectId, maxWrongTries: number): Promise<boolean> {
      const doc = await codes.findOneAndUpdate(
        { _id: id, consumedAt: null, wrongTries: { $lt: maxWrongTries } },
        { $set: { consumedAt: new Date() } },
      );
      return doc !== null;
    },
    async deleteForAddress(emailHash: string) {
      await codes.deleteMany({ emailHash });
    },
  };
}
export type OtpCodesRepository = ReturnType<typeof otpCodesRepository>;
