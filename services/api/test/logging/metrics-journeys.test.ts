import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { scrape } from '@mailscout/ops';
import { CircuitBreakers } from '../../src/scans/circuit-breaker';
import { after, buildEngine, defaultSources, fakeSource, paidReport, previewOf, signedInUser, waitFor } from '../lookup-engine-harness';
import { delta, sample, sampleOf } from '../metrics-scrape';
import { withTestMongo } from '../mongo';
import { createRunningPreviews, openStream } from '../stream-harness';

// docs/operations.md#metrics: each metric moves on the journey that should move it, read as
// Prometheus reads it (the scrape's text), before and after.
const mongo = withTestMongo();
jest.setTimeout(60_000);

describe('HTTP requests', () => {
  it('are counted by route pattern and status, never by URL, and timed', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()));
    const id = randomUUID();
    const health = { method: 'GET', route: '/api/health', status: '200' };
    expect(await delta(() => sample('mailscout_http_requests_total', health), () => api.inject({ url: '/api/health' }))).toBe(1);
    const timed = await delta(() => sample('mailscout_http_request_duration_seconds_count', { method: 'GET', route: '/api/health' }), () => api.inject({ url: '/api/health' }));
    expect(timed).toBe(1);

    // The pattern with its parameter, not the id asked for.
    await api.inject({ url: `/api/previews/${id}` });
    const text = await scrape();
    expect(text).not.toContain(id);
    expect(sampleOf(text, 'mailscout_http_requests_total', { route: '/api/previews/:id', status: '404' })).toBeGreaterThanOrEqual(1);

    // No route at all: one label value for every such URL.
    const stray = `/api/nothing-here-${id}`;
    expect(await delta(() => sample('mailscout_http_requests_total', { route: 'unmatched', status: '404' }), () => api.inject({ url: stray }))).toBe(1);
    expect(await scrape()).not.toContain(stray);
  });
});

describe('scans and sources', () => {
  it('a paid scan counts as started and finished (completed), timed; each source by outcome and latency; a repeat from the cache', async () => {
    const sources = defaultSources();
    const api = await buildEngine(mongo.uri(), Object.values(sources));
    const { headers } = await signedInUser(api, 'buyer@example.com', 5);
    const started = () => sample('mailscout_scans_started_total', { kind: 'email' });
    const completed = () => sample('mailscout_scans_finished_total', { kind: 'email', outcome: 'completed' });
    const timed = () => sample('mailscout_scan_duration_seconds_count', { kind: 'email', outcome: 'completed' });
    const gravatarFound = () => sample('mailscout_source_calls_total', { source: 'gravatar', outcome: 'found' });
    const gravatarTimed = () => sample('mailscout_source_call_duration_seconds_count', { source: 'gravatar' });
    const gravatarCached = () => sample('mailscout_source_calls_total', { source: 'gravatar', outcome: 'cached' });
    const before = await Promise.all([started(), completed(), timed(), gravatarFound(), gravatarTimed(), gravatarCached()]);

    await paidReport(api, { email: 'ada@example.com' }, headers);
    // The worker finishes the scan just after the report is readable: wait for the count.
    await waitFor(completed, (value) => value === before[1] + 1);
    expect(await started()).toBe(before[0] + 1);
    expect(await timed()).toBe(before[2] + 1);
    expect(await gravatarFound()).toBe(before[3] + 1);
    expect(await gravatarTimed()).toBe(before[4] + 1);

    // The same target for another account: the answer comes from the cache, no call goes out.
    const other = await signedInUser(api, 'second-buyer@example.com', 5);
    await paidReport(api, { email: 'ada@example.com' }, other.headers);
    await waitFor(completed, (value) => value === before[1] + 2);
    expect(await gravatarCached()).toBe(before[5] + 1);
    expect(await gravatarTimed()).toBe(before[4] + 1);
  });

  it('a failing source shows as error, then its circuit as open (2), then skipped as circuit_open', async () => {
    const breakers = new CircuitBreakers({ consecutiveFailures: 2, coolDownMs: 60_000 });
    for (let i = 0; i < 2; i++) breakers.acquire('github')!.failed();
    expect(await sample('mailscout_source_circuit_state', { source: 'github' })).toBe(2);

    const failing = fakeSource('hibp', ['email'], async () => ({ state: 'error', reason: 'the service answered 500' }));
    const api = await buildEngine(mongo.uri(), [defaultSources().local, failing]);
    api.lookup.deps.breakers.configure({ consecutiveFailures: 1, coolDownMs: 60_000 });
    const errors = () => sample('mailscout_source_calls_total', { source: 'hibp', outcome: 'error' });
    const skipped = () => sample('mailscout_source_calls_total', { source: 'hibp', outcome: 'circuit_open' });
    const [errorsBefore, skippedBefore] = [await errors(), await skipped()];
    await previewOf(api, { email: 'one@example.com' });
    expect(await errors()).toBe(errorsBefore + 1);
    expect(await sample('mailscout_source_circuit_state', { source: 'hibp' })).toBe(2);
    await previewOf(api, { email: 'two@example.com' });
    expect(await skipped()).toBe(skippedBefore + 1);
    expect(failing.calls).toHaveLength(1);
  });

  it('the queue: how many scans wait and how long the oldest has waited, read at each scrape', async () => {
    // No worker in this process: what is queued stays queued.
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()), { SCAN_WORKER: 'off' });
    expect(await sample('mailscout_scan_queue_depth')).toBe(0);
    expect(await sample('mailscout_scan_queue_oldest_age_seconds')).toBe(0);
    const { user } = await api.store.users.findOrCreate('queued@example.com');
    const now = Date.now();
    const queued = (minutesAgo: number) => ({
      _id: randomUUID(),
      userId: user._id,
      kind: 'email' as const,
      target: 'someone@example.com',
      targetHash: `hash-${minutesAgo}`,
      status: 'queued' as const,
      leaseOwner: null,
      leaseUntil: null,
      attempts: 0,
      completedAt: null,
      error: null,
      createdAt: new Date(now - minutesAgo * 60_000),
      expiresAt: new Date(now + 86_400_000),
    });
    await api.store.scans.create(queued(5));
    await api.store.scans.create(queued(1));
    expect(await sample('mailscout_scan_queue_depth')).toBe(2);
    expect(await sample('mailscout_scan_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(5 * 60);
  });
});

describe('event streams', () => {
  it('are counted while open, by kind of job, and refusals by reason', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()), { STREAMS_PER_CLIENT: '1' });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    const [first, second] = await createRunningPreviews(api, 2);
    const open = () => sample('mailscout_event_streams_open', { feed: 'previews' });
    const before = await open();

    const stream = await openStream(`${base}/api/previews/${first}/events`);
    expect(stream.status).toBe(200);
    await waitFor(open, (value) => value === before + 1);
    const refused = await delta(
      () => sample('mailscout_event_streams_refused_total', { reason: 'client' }),
      async () => expect((await openStream(`${base}/api/previews/${second}/events`)).status).toBe(429),
    );
    expect(refused).toBe(1);

    stream.close();
    await waitFor(open, (value) => value === before);
  });
});

describe('sign-in codes', () => {
  it('requests are counted, refusals by reason, and checks by outcome', async () => {
    const api = await buildEngine(mongo.uri(), Object.values(defaultSources()), { OTP_REQUESTS_PER_CLIENT_PER_HOUR: '2' });
    const ask = () => api.inject({ method: 'POST', url: '/api/request-login-otp', payload: { email: 'nobody@example.com' } });
    const requested = () => sample('mailscout_sign_in_codes_requested_total', { purpose: 'login' });
    const refused = () => sample('mailscout_sign_in_codes_refused_total', { purpose: 'login', reason: 'client_limit' });
    const [requestedBefore, refusedBefore] = [await requested(), await refused()];
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    expect(await requested()).toBe(requestedBefore + 3);
    expect(await refused()).toBe(refusedBefore + 1);

    const wrong = await delta(
      () => sample('mailscout_sign_in_code_checks_total', { purpose: 'login', outcome: 'wrong' }),
      () => api.inject({ method: 'POST', url: '/api/verify-login-otp', payload: { email: 'nobody@example.com', otp: '000000' } }),
    );
    expect(wrong).toBe(1);
  });
});

test('a source that is slow is timed as it took', async () => {
  const slow = fakeSource('github', ['email'], (_input, signal) => after(150, { state: 'not_found' as const }, signal));
  const api = await buildEngine(mongo.uri(), [defaultSources().local, slow]);
  const slowCalls = () => sample('mailscout_source_call_duration_seconds_bucket', { source: 'github', le: '0.1' });
  const allCalls = () => sample('mailscout_source_call_duration_seconds_count', { source: 'github' });
  const [fastBefore, allBefore] = [await slowCalls(), await allCalls()];
  await previewOf(api, { email: 'slow@example.com' });
  expect(await allCalls()).toBe(allBefore + 1);
  // Over 0.1 s: not in the 0.1 s bucket.
  expect(await slowCalls()).toBe(fastBefore);
});
