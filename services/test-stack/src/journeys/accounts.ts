import crypto from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';

/**
 * Accounts are created by payment, which does not exist yet: tests seed the account (and a
 * subscription) straight into the API's database (E2E_MONGO_URI, set by the global setup), in the
 * shapes of services/api/src/store/repositories.
 */

/** A fresh address per test: the database and MailDev are shared by every test of a run. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}@example.com`;
}

async function withDb<T>(run: (db: ReturnType<MongoClient['db']>) => Promise<T>): Promise<T> {
  const uri = process.env.E2E_MONGO_URI;
  if (!uri) throw new Error('E2E_MONGO_URI is not set: the global setup starts MongoDB');
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000 });
  try {
    await client.connect();
    return await run(client.db());
  } finally {
    await client.close();
  }
}

/** services/api/src/store/repositories/subscriptions-repository.ts */
interface SubscriptionDocument {
  _id: string;
  userId: ObjectId;
  status: string;
  planType: 'trial' | 'weekly' | 'monthly';
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  updatedAt: Date;
}

export interface SeededSubscription {
  id: string;
  planType: 'trial' | 'weekly' | 'monthly';
  currentPeriodEnd: Date;
}

export interface SeededAccount {
  email: string;
  userId: ObjectId;
  credits: number;
  subscription?: SeededSubscription;
}

const DAY_MS = 86_400_000;

/**
 * A user with `credits`, and unless `subscription: false`, an active weekly subscription whose
 * period ends in `periodDays` days (noon UTC, so the shown date is the same in every time zone).
 */
export async function seedAccount(
  email: string,
  options: { credits?: number; language?: 'en' | 'de'; subscription?: boolean; periodDays?: number } = {},
): Promise<SeededAccount> {
  const { credits = 0, language = 'en', subscription = true, periodDays = 5 } = options;
  const userId = new ObjectId();
  const now = new Date();
  const periodEnd = new Date(now.getTime() + periodDays * DAY_MS);
  periodEnd.setUTCHours(12, 0, 0, 0);
  const subscriptionId = `sub_${crypto.randomBytes(12).toString('hex')}`;
  await withDb(async (db) => {
    await db.collection('users').insertOne({ _id: userId, email: email.toLowerCase(), credits, appliedCreditSources: [], language, createdAt: now });
    if (subscription) {
      await db.collection<SubscriptionDocument>('subscriptions').insertOne({
        _id: subscriptionId,
        userId,
        status: 'active',
        planType: 'weekly',
        cancelAtPeriodEnd: false,
        currentPeriodStart: new Date(periodEnd.getTime() - 7 * DAY_MS),
        currentPeriodEnd: periodEnd,
        updatedAt: now,
      });
    }
  });
  return {
    email: email.toLowerCase(),
    userId,
    credits,
    subscription: subscription ? { id: subscriptionId, planType: 'weekly', currentPeriodEnd: periodEnd } : undefined,
  };
}

/** Whether the address still has an account (opt-out deletes it). */
export async function accountExists(email: string): Promise<boolean> {
  return withDb(async (db) => (await db.collection('users').countDocuments({ email: email.toLowerCase() })) > 0);
}

/** The subscription as the API stored it. */
export async function findSubscription(id: string) {
  return withDb((db) => db.collection<SubscriptionDocument>('subscriptions').findOne({ _id: id }));
}

/** The date as the account page writes it (docs/decisions.md#language: long format in the page's language). */
export function longDate(date: Date, language: 'en' | 'de'): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long' }).format(date);
}

/**
 * A session the server knows for `email` (its account made with `credits` if missing), as the API
 * stores one: the token's SHA-256 in `sessions` (docs/decisions.md#sessions). Returns the token for
 * the `authToken` cookie. A session the page only claims is signed out at the first 401.
 */
export async function seedServerSession(email: string, credits: number): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = new Date();
  await withDb(async (db) => {
    const users = db.collection('users');
    const address = email.toLowerCase();
    const upsert = () =>
      users.findOneAndUpdate(
        { email: address },
        { $set: { credits }, $setOnInsert: { email: address, appliedCreditSources: [], language: 'en', createdAt: now } },
        { upsert: true, returnDocument: 'after' },
      );
    // Two tests seeding the same address at once: the second upsert finds the first's account.
    const user = await upsert().catch(upsert);
    await db.collection('sessions').insertOne({
      _id: crypto.createHash('sha256').update(token).digest('base64url') as unknown as ObjectId,
      userId: user!._id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + DAY_MS),
    });
  });
  return token;
}
