import { EmailLookupResponse, RecentLookupsResponse } from '@mailscout/contracts';
import { build } from './helper';
import { withTestMongo } from './mongo';

const mongo = withTestMongo();

describe('POST /api/email-lookup', () => {
  it("answers 'opted-out' for a suppressed address before anything else, 'not-found' otherwise", async () => {
    const api = await build({ mongoUri: mongo.uri() });
    await api.store.suppressions.add(api.hashEmail('gone@example.com'));
    const gone = await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: ' Gone@Example.com' } });
    expect(EmailLookupResponse.parse(gone.json())).toEqual({ status: 'opted-out', message: 'This email address has opted out.' });
    const fresh = await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'new@example.com' } });
    expect(fresh.json().status).toBe('not-found');
  });

  it('rejects bad input with a readable message and limits each client', async () => {
    const api = await build({ mongoUri: mongo.uri(), env: { LOOKUPS_PER_MINUTE_PER_CLIENT: '2' } });
    const bad = await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'not-an-address' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('email: Please enter a valid email address');
    await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'a@example.com' } });
    const limited = await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'a@example.com' } });
    expect(limited.statusCode).toBe(429);
  });
});

describe('GET /api/recent-lookups', () => {
  it('lists completed email lookups of the last 24 h, masked, newest first, and nothing else', async () => {
    const api = await build({ mongoUri: mongo.uri() });
    const { user } = await api.store.users.findOrCreate('buyer@example.com');
    const scan = (id: string, target: string, status: 'completed' | 'running', ageMs: number) => ({
      _id: id, userId: user._id, kind: 'email' as const, target, targetHash: api.hashEmail(target), status, leaseOwner: null, leaseUntil: null,
      attempts: 1, createdAt: new Date(Date.now() - ageMs), completedAt: status === 'completed' ? new Date(Date.now() - ageMs) : null,
      expiresAt: new Date(Date.now() + 86_400_000), error: null,
    });
    await api.store.scans.create(scan('s1', 'john.smith@gmail.com', 'completed', 60_000));
    await api.store.scans.create(scan('s2', 'anna@outlook.com', 'completed', 5_000));
    await api.store.scans.create(scan('s3', 'old@yahoo.com', 'completed', 2 * 86_400_000));
    await api.store.scans.create(scan('s4', 'busy@example.com', 'running', 1_000));
    const body = RecentLookupsResponse.parse((await api.inject({ url: '/api/recent-lookups' })).json());
    expect(body.items.map((i) => [i.maskedEmail, i.provider])).toEqual([
      ['a•••@outlook.com', 'outlook'],
      ['j•••@gmail.com', 'gmail'],
    ]);
  });
});
