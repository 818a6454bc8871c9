import crypto from 'node:crypto';
import { BSON } from 'mongodb';
import { bearer, buyTrial, withBilling } from '../billing-harness';
import { solveCaptcha } from '../identity-helpers';

/**
 * docs/decisions.md#deletion: an opt-out deletes or anonymises everything about the address, at
 * the payment provider too, and the suppression list survives a rotation of either key.
 */
const h = withBilling();

const EMAIL = 'Zq7Optout.Person@example.org';
const ADDRESS = EMAIL.toLowerCase();
const LOCAL = 'zq7optout.person';

function traces(hashEmail: (email: string) => string): string[] {
  const digest = (algorithm: string, encoding: 'hex' | 'base64' | 'base64url') => crypto.createHash(algorithm).update(ADDRESS).digest(encoding);
  return [
    ADDRESS,
    EMAIL,
    ADDRESS.toUpperCase(),
    LOCAL,
    digest('sha256', 'hex'),
    digest('sha256', 'base64'),
    digest('sha256', 'base64url'),
    digest('md5', 'hex'),
    hashEmail(ADDRESS),
  ];
}

async function codeSentTo(address: string): Promise<string> {
  const sent = [...h.mails].reverse().find((mail) => mail.to === address && (mail.template as { kind: string }).kind === 'code');
  if (!sent) throw new Error(`no code sent to ${address}`);
  return (sent.template as { code: string }).code;
}

async function optOut(email: string) {
  const requested = await h.api.inject({ method: 'POST', url: '/api/request-opt-out-otp', payload: { email, captchaToken: await solveCaptcha(h.api) } });
  expect(requested.statusCode).toBe(200);
  const done = await h.api.inject({ method: 'POST', url: '/api/verify-opt-out-otp', payload: { email, otp: await codeSentTo(email.toLowerCase()) } });
  expect(done.json()).toEqual({ message: 'Your opt-out request has been processed successfully.' });
}

describe('opt-out reaches everything about the address', () => {
  it('after opt-out no collection holds the address, its local part, a plain or keyed hash of it, or the account; Stripe forgot the customer', async () => {
    // The address's own account, with a paid trial (a Stripe customer with its email and card).
    const own = (await buyTrial(h, ADDRESS)).json();
    const ownUser = (await h.api.store.users.findByEmail(ADDRESS))!;
    // Someone else looks the address up: audit entries, a preview, cached answers, a records hit.
    const other = (await buyTrial(h, 'looker@example.com', 'pm_card_mastercard')).json();
    await h.api.inject({ method: 'POST', url: '/api/email-lookup', headers: bearer(other.token), payload: { email: ADDRESS } });
    const targetHash = h.api.hashEmail(ADDRESS);
    await h.api.store.auditLog.append({ actorUserId: (await h.api.store.users.findByEmail('looker@example.com'))!._id, action: 'lookup', subjectHash: targetHash, purpose: 'Checking who wrote to me' });
    await h.api.store.sourceCache.put({ source: 'gravatar', targetHash, answer: { email: ADDRESS }, fetchedAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) });
    await h.api.store.records.upsertMany([
      { _id: 'rec-zq7', names: ['Zq Person'], age: null, gender: null, locations: [], phones: [], emails: [{ address: ADDRESS, primary: true }], profiles: [], importedAt: new Date() },
    ]);
    await h.emulator.control.webhooksIdle();
    const auditBefore = await (await h.collection('audit_log')).countDocuments();

    await optOut(EMAIL);
    await h.emulator.control.webhooksIdle();

    const names = (await (await h.collection('users')).db.listCollections().toArray()).map((c) => c.name);
    const needles = [...traces(h.api.hashEmail), ownUser._id.toHexString(), own.customerId];
    for (const name of names) {
      const dump = BSON.EJSON.stringify(await (await h.collection(name)).find().toArray());
      for (const needle of needles) expect({ name, needle, found: dump.toLowerCase().includes(needle.toLowerCase()) }).toEqual({ name, needle, found: false });
    }
    // The facts of the lookups stay, anonymous.
    const audit = await (await h.collection('audit_log')).find().toArray();
    expect(audit.length).toBeGreaterThanOrEqual(auditBefore);
    expect(audit.filter((entry) => entry.action === 'lookup')).toEqual([expect.objectContaining({ actorUserId: null, subjectHash: null })]);
    // Stripe: the customer is gone, so are its email and cards; its subscription ended at once.
    expect((await h.stripe.customers.list({ email: ADDRESS })).data).toHaveLength(0);
    expect((await h.stripe.customers.retrieve(own.customerId)).deleted).toBe(true);
    // The address is unsearchable.
    const search = await h.api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: ADDRESS } });
    expect(search.json().status).toBe('opted-out');
  });

  it('rotating the suppression key (old key listed) or the code secret never makes an opted-out address searchable', async () => {
    const key1 = 'first-suppression-key-of-at-least-32-chars';
    const key2 = 'second-suppression-key-of-at-least-32-chars';
    await h.emulator.control.webhooksIdle();
    await h.api.close();
    await h.start({ SUPPRESSION_KEY: key1 }, { keepDatabase: true });
    await optOut('rotated@example.com');
    const searched = async () => (await h.api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'rotated@example.com' } })).json().status;
    expect(await searched()).toBe('opted-out');

    await h.emulator.control.webhooksIdle();
    await h.api.close();
    await h.start({ SUPPRESSION_KEY: key2, SUPPRESSION_PREVIOUS_KEYS: key1, OTP_SECRET: 'a-rotated-otp-secret-of-at-least-32-characters' }, { keepDatabase: true });
    expect(await searched()).toBe('opted-out');
    // The suppression entry is not the code secret's hash: rotating that secret changes nothing.
    const entries = await (await h.collection('suppressions')).find().toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]!._id).not.toBe(h.api.hashEmail('rotated@example.com'));
    await h.emulator.control.webhooksIdle();
  });
});
