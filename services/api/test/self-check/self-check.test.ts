import { ObjectId } from 'mongodb';
import type { App } from '../../src/app';
import { build } from '../helper';
import { defaultSources, signedInUser, sourceSet } from '../lookup-engine-harness';
import { solveCaptcha } from '../identity-helpers';
import { withMailDev } from '../maildev';
import { withTestMongo } from '../mongo';
import { rawCollection } from '../raw-db';
import type { ScanDocument } from '../../src/store/repositories/scans-repository';

/** docs/decisions.md#self-check: the free self-check at /api/self-check/*. */
const mongo = withTestMongo();
const mail = withMailDev();

async function selfCheckApp(): Promise<{ api: App; sources: ReturnType<typeof defaultSources> }> {
  const sources = defaultSources();
  const api = await build({ mongoUri: mongo.uri(), env: { SMTP_URL: mail.smtpUrl() }, sources: sourceSet(Object.values(sources)) });
  return { api, sources };
}

/** Asks for a code as the page does and reads it from the mail. */
async function codeFor(api: App, email: string, language?: 'en' | 'de'): Promise<string> {
  const before = (await mail.to(email)).length;
  const res = await api.inject({ method: 'POST', url: '/api/self-check/request-code', payload: { email, ...(language ? { language } : {}) } });
  expect(res.json()).toEqual({ message: 'We have sent a 6-digit code to this address. Please check your email.' });
  return mail.waitForCode(email, before);
}

const check = (api: App, email: string, otp: string, extra: Record<string, unknown> = {}) =>
  api.inject({ method: 'POST', url: '/api/self-check/report', payload: { email, otp, ...extra } });

const monthKey = (date: Date) => date.toISOString().slice(0, 7);

describe('self-check: code, report and lookups (docs/decisions.md#self-check)', () => {
  it('mails a code in the page’s language; with it the owner gets the buyer’s report, free', async () => {
    const { api, sources } = await selfCheckApp();
    const email = 'owner@example.com';
    const { user } = await signedInUser(api, email, 3);
    const otp = await codeFor(api, email, 'de');
    expect((await mail.to(email)).at(-1)!.subject).toBe('Ihr Code für Ihre Daten bei MailScout');

    const res = await check(api, email, otp);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('report');
    expect(body.report.results).toMatchObject({ kind: 'email', target: email });
    expect(body.report.results.names).toEqual([expect.objectContaining({ value: 'Ada Example', source: 'gravatar' })]);
    expect(body.report.breaches).toEqual(['Adobe']);
    expect(body.report.accounts).toEqual([{ site: 'github', url: 'https://github.com/ada' }]);
    expect(sources.gravatar.calls).toEqual([{ kind: 'email', email }]);
    expect(Date.parse(body.nextCheckAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    // Free: the account's credits are untouched and no paid scan exists.
    expect(await api.store.credits.balance(user._id)).toBe(3);
    expect(await (await rawCollection<ScanDocument>(api, 'scans')).countDocuments({})).toBe(0);
  });

  it('a code is used once; a wrong, missing or foreign code is refused with a clear message', async () => {
    const { api, sources } = await selfCheckApp();
    const email = 'codes@example.com';
    const wrong = await check(api, email, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'INVALID_OTP', message: 'Invalid or expired OTP code' });
    const missing = await api.inject({ method: 'POST', url: '/api/self-check/report', payload: { email } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('VALIDATION_ERROR');

    // A sign-in code is not a self-check code (codes are bound to their purpose).
    await api.store.users.findOrCreate(email);
    const before = (await mail.to(email)).length;
    await api.inject({ method: 'POST', url: '/api/request-login-otp', payload: { email } });
    const loginCode = await mail.waitForCode(email, before);
    expect((await check(api, email, loginCode)).json().error).toBe('INVALID_OTP');

    const otp = await codeFor(api, email);
    expect((await check(api, email, otp)).statusCode).toBe(200);
    const again = await check(api, email, otp);
    expect(again.json()).toEqual({ error: 'INVALID_OTP', message: 'Invalid or expired OTP code' });
    expect(sources.gravatar.calls).toHaveLength(1);
  });

  it('once a day per address: a second check within 24 hours is refused, whoever asks and with a fresh code', async () => {
    const { api, sources } = await selfCheckApp();
    const email = 'daily@example.com';
    expect((await check(api, email, await codeFor(api, email))).statusCode).toBe(200);
    const second = await check(api, email, await codeFor(api, email));
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ error: 'SELF_CHECK_USED_TODAY', message: 'This address has already had its free check in the last 24 hours. Please try again tomorrow.' });
    expect(sources.gravatar.calls).toHaveLength(1);
    // Another address has its own day.
    expect((await check(api, 'other@example.com', await codeFor(api, 'other@example.com'))).statusCode).toBe(200);
  });

  it('counts lookups of the address per month over the last 12 months, never who looked', async () => {
    const { api } = await selfCheckApp();
    const email = 'looked-up@example.com';
    const subjectHash = api.hashEmail(email);
    const { user: looker } = await signedInUser(api, 'looker@example.com', 0);
    const now = new Date();
    const monthsAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 10));
    await (await rawCollection(api, 'audit_log')).insertMany(
      [
        { at: monthsAgo(0), action: 'preview' },
        { at: monthsAgo(0), action: 'preview' },
        { at: monthsAgo(0), action: 'lookup' },
        { at: monthsAgo(3), action: 'lookup' },
        { at: monthsAgo(11), action: 'preview' },
        { at: monthsAgo(12), action: 'preview' }, // older than 12 months
        { at: monthsAgo(1), action: 'sign-in' }, // not a lookup
      ].map((entry) => ({ ...entry, _id: new ObjectId(), actorUserId: looker._id, subjectHash, purpose: 'hiring' })),
    );
    await api.store.auditLog.append({ actorUserId: looker._id, action: 'lookup', subjectHash: api.hashEmail('someone-else@example.com'), purpose: null });

    const body = (await check(api, email, await codeFor(api, email))).json();
    expect(body.lookups.months).toHaveLength(12);
    expect(body.lookups.months.at(-1)).toEqual({ month: monthKey(now), searches: 2, reports: 1 });
    expect(body.lookups.months.at(-4)).toEqual({ month: monthKey(monthsAgo(3)), searches: 0, reports: 1 });
    expect(body.lookups.months[0]).toEqual({ month: monthKey(monthsAgo(11)), searches: 1, reports: 0 });
    expect(body.lookups).toMatchObject({ searches: 3, reports: 2 });
    const text = JSON.stringify(body.lookups);
    expect(text).not.toContain('looker');
    expect(text).not.toContain(looker._id.toHexString());
    expect(text).not.toContain('hiring');
    // The owner's own check is recorded, but not counted as someone looking the address up.
    expect(await (await rawCollection(api, 'audit_log')).countDocuments({ action: 'self-check', subjectHash, actorUserId: null })).toBe(1);
  });

  it('an opted-out address: no source is asked and the owner is told nothing is held', async () => {
    const { api, sources } = await selfCheckApp();
    const email = 'gone@example.com';
    await api.suppression.suppress(email);
    const res = await check(api, email, await codeFor(api, email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'opted-out', lookups: { searches: 0, reports: 0 } });
    expect(res.json().report).toBeUndefined();
    expect(Object.values(sources).every((source) => source.calls.length === 0)).toBe(true);
  });

  it('parallel checks with one code: one report, the rest refused, never a 5xx', async () => {
    const { api, sources } = await selfCheckApp();
    const email = 'parallel@example.com';
    const otp = await codeFor(api, email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => check(api, email, otp)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status < 500)).toBe(true);
    expect(sources.gravatar.calls).toHaveLength(1);
  });

  it('parallel code requests and checks for many addresses: no 5xx', async () => {
    const { api } = await selfCheckApp();
    const emails = Array.from({ length: 6 }, (_, i) => `many-${i}@example.com`);
    const requests = await Promise.all(emails.map((email) => api.inject({ method: 'POST', url: '/api/self-check/request-code', payload: { email } })));
    expect(requests.map((res) => res.statusCode)).toEqual(emails.map(() => 200));
    const codes = await Promise.all(emails.map((email) => mail.waitForCode(email, 0)));
    const checks = await Promise.all(emails.map((email, i) => check(api, email, codes[i]!)));
    expect(checks.map((res) => res.statusCode)).toEqual(emails.map(() => 200));
  });
});

describe('self-check: the same answers for every address (docs/decisions.md#self-check)', () => {
  it('an address with an account and lookups meets the same answers and limits as an unknown one', async () => {
    const { api } = await selfCheckApp();
    const known = 'known@example.com';
    const { user } = await signedInUser(api, known, 2);
    await api.store.auditLog.append({ actorUserId: user._id, action: 'lookup', subjectHash: api.hashEmail(known), purpose: null });
    const run = async (email: string, from: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await api.inject({ method: 'POST', url: '/api/self-check/request-code', payload: { email }, remoteAddress: from });
        seen.push(`${res.statusCode} ${res.body}`);
      }
      for (let i = 0; i < 12; i += 1) {
        const res = await api.inject({ method: 'POST', url: '/api/self-check/report', payload: { email, otp: '000000' }, remoteAddress: from });
        seen.push(`${res.statusCode} ${res.body}`);
      }
      return seen;
    };
    const withAccount = await run(known, '203.0.113.20');
    const without = await run('unknown@example.com', '203.0.113.21');
    expect(without).toEqual(withAccount);
    // The bot challenge was asked for after repeated wrong codes (so the limits were compared).
    expect(withAccount.some((answer) => answer.includes('CAPTCHA_REQUIRED'))).toBe(true);
  });

  it('after the bot challenge is asked for, a solved challenge lets the owner through', async () => {
    const { api } = await selfCheckApp();
    const email = 'challenged@example.com';
    const from = '203.0.113.30';
    for (let i = 0; i < 5; i += 1) await api.inject({ method: 'POST', url: '/api/self-check/report', payload: { email, otp: '000000' }, remoteAddress: from });
    const before = (await mail.to(email)).length;
    await api.inject({ method: 'POST', url: '/api/self-check/request-code', payload: { email }, remoteAddress: from });
    const otp = await mail.waitForCode(email, before);
    const asked = await api.inject({ method: 'POST', url: '/api/self-check/report', payload: { email, otp }, remoteAddress: from });
    expect(asked.json()).toEqual({ error: 'CAPTCHA_REQUIRED', message: 'Please complete the CAPTCHA verification.' });
    const solved = await api.inject({ method: 'POST', url: '/api/self-check/report', payload: { email, otp, captchaToken: await solveCaptcha(api) }, remoteAddress: from });
    expect(solved.statusCode).toBe(200);
    expect(solved.json().status).toBe('report');
  });
});
