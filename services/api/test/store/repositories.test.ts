import { createStore } from '../../src/store/create-store';
import { emailHasher } from '../../src/store/email-hash';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();
const hash = emailHasher('test-secret-test-secret-test-secret');

async function store() {
  const s = createStore(await mongo.db());
  await s.ensureIndexes();
  await s.ensureIndexes(); // idempotent at every start
  return s;
}

describe('store repositories through the driver', () => {
  it('keeps one account per normalised address', async () => {
    const s = await store();
    const [a, b] = await Promise.all([s.users.findOrCreate('Jane@Example.com'), s.users.findOrCreate(' jane@example.com ')]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.user._id.equals(b.user._id)).toBe(true);
    expect((await s.users.findByEmail('JANE@example.com'))?.email).toBe('jane@example.com');
  });

  it('lets a one-time code be consumed once, and not after too many wrong tries', async () => {
    const s = await store();
    const code = await s.otpCodes.issue({ emailHash: hash('a@b.co'), purpose: 'login', codeHash: 'h', expiresAt: new Date(Date.now() + 600_000) });
    const attempts = await Promise.all(Array.from({ length: 10 }, () => s.otpCodes.consume(code._id, 5)));
    expect(attempts.filter(Boolean)).toHaveLength(1);

    const second = await s.otpCodes.issue({ emailHash: hash('a@b.co'), purpose: 'login', codeHash: 'h2', expiresAt: new Date(Date.now() + 600_000) });
    for (let i = 0; i < 5; i += 1) await s.otpCodes.recordWrongTry(second._id);
    expect(await s.otpCodes.consume(second._id, 5)).toBe(false);
  });

  it('replaces an earlier code and ignores expired ones', async () => {
    const s = await store();
    await s.otpCodes.issue({ emailHash: 'x', purpose: 'cancel', codeHash: 'old', expiresAt: new Date(Date.now() + 600_000) });
    await s.otpCodes.issue({ emailHash: 'x', purpose: 'cancel', codeHash: 'new', expiresAt: new Date(Date.now() + 600_000) });
    expect((await s.otpCodes.findActive('x', 'cancel'))?.codeHash).toBe('new');
    await s.otpCodes.issue({ emailHash: 'y', purpose: 'cancel', codeHash: 'gone', expiresAt: new Date(Date.now() - 1) });
    expect(await s.otpCodes.findActive('y', 'cancel')).toBeNull();
  });

  it('hands a scan job to one worker, and to another when the lease runs out', async () => {
    const s = await store();
    const { user } = await s.users.findOrCreate('owner@example.com');
    const now = new Date();
    await s.scans.create({
      _id: 'scan-1', userId: user._id, kind: 'email', target: 't@example.com', targetHash: hash('t@example.com'), status: 'queued',
      leaseOwner: null, leaseUntil: null, attempts: 0, createdAt: now, completedAt: null, expiresAt: new Date(now.getTime() + 86_400_000), error: null,
    });
    const claims = await Promise.all(['w1', 'w2', 'w3'].map((w) => s.scans.claimNext(w, 30_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const owner = claims.find(Boolean)!.leaseOwner!;

    const later = new Date(Date.now() + 31_000);
    const takeover = await s.scans.claimNext('w9', 30_000, later);
    expect(takeover).toMatchObject({ _id: 'scan-1', leaseOwner: 'w9', attempts: 2 });
    expect(await s.scans.finish('scan-1', owner, { status: 'completed' })).toBe(false); // lost its lease
    expect(await s.scans.finish('scan-1', 'w9', { status: 'completed' })).toBe(true);
  });

  it('reads a report only with the owning account', async () => {
    const s = await store();
    const { user: owner } = await s.users.findOrCreate('owner@example.com');
    const { user: other } = await s.users.findOrCreate('other@example.com');
    await s.reports.save({ _id: 'scan-9', userId: owner._id, targetHash: 'h', createdAt: new Date(), expiresAt: new Date(Date.now() + 1e6), report: { a: 1 } });
    expect(await s.reports.findForUser('scan-9', owner._id)).not.toBeNull();
    expect(await s.reports.findForUser('scan-9', other._id)).toBeNull();
  });

  it('suppresses a hashed address idempotently and records each payment event once', async () => {
    const s = await store();
    await s.suppressions.add(hash('a@b.co'));
    await s.suppressions.add(hash('A@B.co'));
    expect(await s.suppressions.has(hash(' a@b.co'))).toBe(true);
    expect(await s.suppressions.has(hash('c@b.co'))).toBe(false);
    expect(await s.paymentEvents.recordFirstDelivery('evt_1', 'invoice.paid')).toBe(true);
    expect(await s.paymentEvents.recordFirstDelivery('evt_1', 'invoice.paid')).toBe(false);
  });
});
