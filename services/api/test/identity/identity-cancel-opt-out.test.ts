import { BSON } from 'mongodb';
import type { App } from '../../src/app';
import { build } from '../helper';
import { rawCollection } from '../raw-db';
import { bearer, solveCaptcha } from '../identity-helpers';
import { withMailDev } from '../maildev';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();
const mail = withMailDev();
const DAY = 86_400_000;

async function signedIn(email: string): Promise<{ api: App; token: string; userId: import('mongodb').ObjectId }> {
  const api = await build({ mongoUri: mongo.uri(), env: { SMTP_URL: mail.smtpUrl() } });
  const { user } = await api.store.users.findOrCreate(email);
  const before = (await mail.to(email)).length;
  await api.inject({ method: 'POST', url: '/api/request-login-otp', payload: { email } });
  const otp = await mail.waitForCode(email, before);
  const token = (await api.inject({ method: 'POST', url: '/api/verify-login-otp', payload: { email, otp } })).json().token as string;
  return { api, token, userId: user._id };
}

describe('cancellation with a code (docs/product.md#screens, docs/product.md#states)', () => {
  it('cancels at the end of the period after the bot challenge and a code', async () => {
    const { api, token, userId } = await signedIn('cancel@example.com');
    const periodEnd = new Date(Date.now() + 5 * DAY);
    await api.store.subscriptions.upsert({
      _id: 'sub_test_1', userId, status: 'active', planType: 'weekly', cancelAtPeriodEnd: false,
      currentPeriodStart: new Date(Date.now() - 2 * DAY), currentPeriodEnd: periodEnd, updatedAt: new Date(),
    });

    const noCaptcha = await api.inject({ method: 'POST', url: '/api/request-cancel-otp', headers: bearer(token), payload: { email: 'cancel@example.com' } });
    expect(noCaptcha.json()).toEqual({ error: 'CAPTCHA_REQUIRED', message: 'Please complete the CAPTCHA verification.' });
    const badCaptcha = await api.inject({ method: 'POST', url: '/api/request-cancel-otp', headers: bearer(token), payload: { email: 'cancel@example.com', captchaToken: 'bm9wZQ==' } });
    expect(badCaptcha.statusCode).toBe(400);

    const captchaToken = await solveCaptcha(api);
    const before = (await mail.to('cancel@example.com')).length;
    const requested = await api.inject({ method: 'POST', url: '/api/request-cancel-otp', headers: bearer(token), payload: { email: 'cancel@example.com', captchaToken } });
    expect(requested.statusCode).toBe(200);
    const replay = await api.inject({ method: 'POST', url: '/api/request-cancel-otp', headers: bearer(token), payload: { email: 'cancel@example.com', captchaToken } });
    expect(replay.statusCode).toBe(400); // a solution is accepted once
    const otp = await mail.waitForCode('cancel@example.com', before);

    expect((await api.inject({ method: 'POST', url: '/api/verify-cancel-otp', headers: bearer(token), payload: { email: 'cancel@example.com', otp } })).statusCode).toBe(200);
    const cancelled = await api.inject({ method: 'POST', url: '/api/cancel-subscription-with-otp', headers: bearer(token), payload: { email: 'cancel@example.com', otp, language: 'de' } });
    expect(cancelled.json()).toEqual({
      message: 'Your subscription has been successfully cancelled and will end at the end of your current billing period.',
      accessUntil: Math.floor(periodEnd.getTime() / 1000),
    });
    const me = (await api.inject({ url: '/api/me', headers: bearer(token) })).json();
    expect(me.subscription).toMatchObject({ id: 'sub_test_1', status: 'active', cancelAtPeriodEnd: true });
    const confirmation = (await mail.to('cancel@example.com')).at(-1)!;
    expect(confirmation.subject).toBe('Ihr MailScout-Abonnement wurde gekündigt');
  });

  it('requires sign-in and the account’s own address', async () => {
    const { api, token } = await signedIn('owner@example.com');
    const anonymous = await api.inject({ method: 'POST', url: '/api/request-cancel-otp', payload: { email: 'owner@example.com', captchaToken: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    const other = await api.inject({ method: 'POST', url: '/api/request-cancel-otp', headers: bearer(token), payload: { email: 'someone@example.com', captchaToken: 'x' } });
    expect(other.statusCode).toBe(403);
  });
});

describe('opt-out (docs/decisions.md#opt-out)', () => {
  it('suppresses the address and leaves it nowhere else in the database', async () => {
    const email = 'leaving@example.com';
    const { api, token, userId } = await signedIn(email);
    await api.store.credits.grant(userId, { sourceKey: 'invoice:in_1', amount: 2, reason: 'trial', cap: 100 });
    await api.store.subscriptions.upsert({
      _id: 'sub_leaving', userId, status: 'trialing', planType: 'trial', cancelAtPeriodEnd: false,
      currentPeriodStart: new Date(), currentPeriodEnd: new Date(Date.now() + 7 * DAY), updatedAt: new Date(),
    });
    const targetHash = api.hashEmail(email);
    await api.store.sourceCache.put({ source: 'gravatar', targetHash, answer: { email }, fetchedAt: new Date(), expiresAt: new Date(Date.now() + DAY) });

    const missing = await api.inject({ method: 'POST', url: '/api/request-opt-out-otp', payload: { email } });
    expect(missing.statusCode).toBe(400);

    const before = (await mail.to(email)).length;
    const sent = await api.inject({ method: 'POST', url: '/api/request-opt-out-otp', payload: { email, captchaToken: await solveCaptcha(api) } });
    expect(sent.json()).toEqual({ message: 'OTP sent successfully. Please check your email.' });
    const otp = await mail.waitForCode(email, before);
    const done = await api.inject({ method: 'POST', url: '/api/verify-opt-out-otp', payload: { email, otp } });
    expect(done.json()).toEqual({ message: 'Your opt-out request has been processed successfully.' });

    expect(await api.suppression.isSuppressed(email)).toBe(true);
    expect((await api.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);

    const db = (await rawCollection(api, 'users')).db;
    const collections = await db.listCollections().toArray();
    for (const { name } of collections) {
      const dump = BSON.EJSON.stringify(await db.collection(name).find().toArray());
      expect({ name, hasAddress: dump.includes(email) }).toEqual({ name, hasAddress: false });
      expect({ name, hasUser: dump.includes(userId.toHexString()) }).toEqual({ name, hasUser: false });
      if (name !== 'suppressions') expect({ name, hasHash: dump.includes(targetHash) }).toEqual({ name, hasHash: false });
    }

    expect(await (await rawCollection(api, 'audit_log')).countDocuments({ action: 'opt-out' })).toBe(1);

    // A later sign-up with the same address is allowed, and the address stays unsearchable (docs/decisions.md#opt-out).
    expect((await api.store.users.findOrCreate(email)).created).toBe(true);
    const search = await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email } });
    expect(search.json().status).toBe('opted-out');
  });

  it('is safe to repeat for an address without an account', async () => {
    const api = await build({ mongoUri: mongo.uri(), env: { SMTP_URL: mail.smtpUrl() } });
    for (let round = 0; round < 2; round += 1) {
      const before = (await mail.to('stranger@example.com')).length;
      await api.inject({ method: 'POST', url: '/api/request-opt-out-otp', payload: { email: 'stranger@example.com', captchaToken: await solveCaptcha(api) } });
      const otp = await mail.waitForCode('stranger@example.com', before);
      expect((await api.inject({ method: 'POST', url: '/api/verify-opt-out-otp', payload: { email: 'stranger@example.com', otp } })).statusCode).toBe(200);
    }
  });
});
