import { ObjectId, type Db } from 'mongodb';
import { z } from 'zod';
import { normaliseEmail } from '../email-hash';

export const UserDocument = z.object({
  _id: z.instanceof(ObjectId),
  email: z.string(),
  credits: z.number().int().nonnegative(),
  /** Source keys of every credit change already applied to `credits`: makes each grant apply once. */
  appliedCreditSources: z.array(z.string()),
  language: z.enum(['en', 'de']),
  createdAt: z.date(),
  stripeCustomerId: z.string().optional(),
  /**
   * What created the account when it was not its owner signing in: `purchase:<subscription id>`
   * for a first payment (written with the account, atomically, so whoever applies that payment
   * can tell an account it created from one that existed).
   */
  createdFor: z.string().optional(),
  /**
   * Choices the account made; a choice never made is absent (documents from before a
   * preference existed parse too) and takes its default from `preferencesOf`.
   */
  preferences: z.object({ renewalReminders: z.boolean().optional() }).optional(),
});
export type UserDocument = z.infer<typeof UserDocument>;

export function usersRepository(db: Db) {
  const users = db.collection<UserDocument>('users');
  return {
    async ensureIndexes() {
      await users.createIndex({ email: 1 }, { unique: true, name: 'email_unique' });
      await users.createIndex({ stripeCustomerId: 1 }, { sparse: true, name: 'stripe_customer' });
    },
    async findByEmail(email: string) {
      const doc = await users.findOne({ email: normaliseEmail(email) });
      return doc ? UserDocument.parse(doc) : null;
    },
    /** About how many accounts there are (the public user-count claim, docs/decisions.md#honest-data). */
    async estimatedCount(): Promise<number> {
      return users.estimatedDocumentCount();
    },
    async findByStripeCustomer(customerId: string) {
      const doc = await users.findOne({ stripeCustomerId: customerId });
      return doc ? UserDocument.parse(doc) : null;
    },
    async findById(id: ObjectId) {
      const doc = await users.findOne({ _id: id });
      return doc ? UserDocument.parse(doc) : null;
    },
    /** Creates the account, or returns the existing one when the address already has one. */
    async findOrCreate(email: string, language: 'en' | 'de' = 'en', createdFor?: string): Promise<{ user: UserDocument; created: boolean }> {
      const doc = UserDocument.parse({
        _id: new ObjectId(),
        email: normaliseEmail(email),
        credits: 0,
        appliedCreditSources: [],
        language,
        createdAt: new Date(),
        ...(createdFor ? { createdFor } : {}),
      });
      try {
        await users.insertOne(doc);
        return { user: doc, created: true };
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
        const existing = await users.findOne({ email: doc.email });
        if (!existing) throw error;
        return { user: UserDocument.parse(existing), created: false };
      }
    },
    /** Stores the account's email choices; null when the account no longer exists. */
    async setPreferences(id: ObjectId, preferences: { renewalReminders: boolean }) {
      const doc = await users.findOneAndUpdate({ _id: id }, { $set: { 'preferences.renewalReminders': preferences.renewalReminders } }, { returnDocument: 'after' });
      return doc ? UserDocument.parse(doc) : null;
    },
    async setStripeCustomer(id: ObjectId, stripeCustomerId: string) {
      await users.updateOne({ _id: id }, { $set: { stripeCustomerId } });
    },
    async deleteById(id: ObjectId) {
      await users.deleteOne({ _id: id });
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
