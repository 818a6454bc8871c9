import { ApiError, ScanResultsResponse, ScanStatusResponse } from '@mailscout/contracts';
import { streamHub } from '../../src/scans/event-stream';
import { after, buildEngine, defaultSources, fakeSource, signedInUser, waitFor } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { createRunningPreviews, openStream, until, type LiveStream } from '../stream-harness';
import { rawCollection } from '../raw-db';
import type { PreviewDocument } from '../../src/store/repositories/previews-repository';

const mongo = withTestMongo();

// The global request limit is not what these tests are about.
const LIMITS = { RATE_LIMIT_MAX: '100000' };

const opened: LiveStream[] = [];
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

async function open(url: string, headers: Record<string, string> = {}) {
  const stream = await openStream(url, headers);
  opened.push(stream);
  return stream;
}

describe('caps on open event streams', () => {
  it('refuses a client its 3rd stream with 429, Retry-After and a readable message in the one error shape; another client is still served', async () => {
    const api = await buildEngine(mongo.uri(), [], { ...LIMITS, STREAMS_PER_CLIENT: '2', STREAMS_MAX: '100' });
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    const [a, b, c] = await createRunningPreviews(api, 3);

    const first = await open(`${address}/api/previews/${a}/events`);
    const second = await open(`${address}/api/previews/${b}/events`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);

    const refused = await open(`${address}/api/previews/${c}/events`);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    await refused.ended;
    const body = ApiError.parse(JSON.parse(refused.body()));
    expect(body).toEqual({
      error: 'TOO_MANY_STREAMS',
      message: 'Too many live updates are open from your connection (at most 2). Close another MailScout tab or try again in 5 seconds; your lookup keeps running.',
    });

    // The cap is per client: another address is served.
    const elsewhere = api.inject({ url: `/api/previews/${c}/events`, remoteAddress: '203.0.113.9' });
    await until(() => streamHub(api).stats().open === 3, 5_000, 'the other client’s stream');

    // Closing one stream gives its place back.
    first.close();
    await until(() => streamHub(api).stats().open === 2, 5_000, 'the place given back');
    const again = await open(`${address}/api/previews/${c}/events`);
    expect(again.status).toBe(200);

    // The app closing ends every stream, telling each client to reconnect (to another instance,
    // docs/deploy.md#graceful-shutdown): SSE's `retry:` and `reconnect` in the close event.
    await api.close();
    const closed = await elsewhere;
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toMatch(/retry: \d{4}\nevent: close\ndata: \{"reason":"shutdown","reconnect":true,"retryMs":\d{4},/);
    expect(streamHub(api).stats()).toMatchObject({ open: 0, watchedJobs: 0 });
  });

  it('refuses any stream over the overall cap with 503 and Retry-After, whoever asks', async () => {
    const api = await buildEngine(mongo.uri(), [], { ...LIMITS, STREAMS_PER_CLIENT: '10', STREAMS_MAX: '3' });
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    const ids = await createRunningPreviews(api, 4);
    for (const id of ids.slice(0, 3)) expect((await open(`${address}/api/previews/${id}/events`)).status).toBe(200);

    const refused = await api.inject({ url: `/api/previews/${ids[3]}/events`, remoteAddress: '198.51.100.7' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(ApiError.parse(refused.json())).toEqual({
      error: 'STREAMS_AT_CAPACITY',
      message: 'Live updates are busy right now. Your lookup keeps running; please try again in 30 seconds.',
    });
    // The preview itself is still there to poll.
    expect((await api.inject({ url: `/api/previews/${ids[3]}`, remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
  });

  it('a refused request for an unknown job takes no place; a 404 before the stream gives its place back', async () => {
    const api = await buildEngine(mongo.uri(), [], { ...LIMITS, STREAMS_PER_CLIENT: '1' });
    const missing = await api.inject({ url: '/api/previews/00000000-0000-0000-0000-000000000000/events' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('PREVIEW_NOT_FOUND');
    expect(streamHub(api).stats()).toMatchObject({ open: 0, watchedJobs: 0 });
    const [id] = await createRunningPreviews(api, 1);
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    expect((await open(`${address}/api/previews/${id}/events`)).status).toBe(200);
  });

  it('caps scan streams too, and a refused client still gets its results by polling scan-status and scan-results', async () => {
    const { local, gravatar } = defaultSources();
    const slow = fakeSource('hibp', ['email'], (_input, signal) => after(800, { state: 'not_found' as const }, signal));
    const api = await buildEngine(mongo.uri(), [local, gravatar, slow], { ...LIMITS, STREAMS_PER_CLIENT: '1' });
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    const { headers } = await signedInUser(api, 'buyer@example.com', 2);
    // Another tab holds the client's one place.
    const [previewId] = await createRunningPreviews(api, 1);
    expect((await open(`${address}/api/previews/${previewId}/events`)).status).toBe(200);

    const payload = { email: 'ada@example.com', billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' };
    const { scan_id } = (await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload })).json();
    const refused = await open(`${address}/api/scans/${scan_id}/events`, headers);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');

    // docs/product.md#states: poll the status, then read the results.
    const status = await waitFor(
      async () => ScanStatusResponse.parse((await api.inject({ url: '/api/scan-status/ada%40example.com', headers })).json()),
      (s) => s.status === 'completed',
    );
    expect(status.sources.map((s) => s.state)).not.toContain('pending');
    const results = ScanResultsResponse.parse((await api.inject({ url: '/api/scan-results/ada%40example.com', headers })).json());
    expect(results.lookupCredits).toBe(1);
    expect(results.usernames).toEqual(['ada']);
  });
});

describe('closing streams that are idle or too old', () => {
  it('closes a stream with no change for STREAM_IDLE_TIMEOUT: event close (idle), no end, its place given back', async () => {
    const api = await buildEngine(mongo.uri(), [], { ...LIMITS, STREAM_IDLE_TIMEOUT: '1s', STREAM_POLL_INTERVAL: '100' });
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    const [id] = await createRunningPreviews(api, 1);
    const openedAt = Date.now();
    const stream = await open(`${address}/api/previews/${id}/events`);
    await stream.ended;
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(1_000);
    expect(stream.events.map((e) => e.event)).toEqual(['close']);
    expect(stream.events[0]!.data).toEqual({ reason: 'idle', message: expect.stringContaining('checked every few seconds') });
    expect(streamHub(api).stats()).toMatchObject({ open: 0, watchedJobs: 0 });
  });

  it('a change resets the idle clock', async () => {
    const api = await buildEngine(mongo.uri(), [], { ...LIMITS, STREAM_IDLE_TIMEOUT: '2s', STREAM_POLL_INTERVAL: '100' });
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    const [id] = await createRunningPreviews(api, 1);
    const openedAt = Date.now();
    const stream = await open(`${address}/api/previews/${id}/events`);
    // A source answers every 400 ms for 2.4 s (longer than the idle time), straight to the database.
    const sources = ['local-checks', 'gravatar', 'github', 'hibp', 'records', 'phone-numbering'] as const;
    for (const source of sources) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await api.store.previews.recordSource(id!, { source, state: 'not_found', at: new Date().toISOString() });
    }
    await until(() => stream.events.length === sources.length, 5_000, 'every source event');
    expect(stream.events.every((e) => e.event === 'source')).toBe(true);
    await stream.ended;
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(2_400 + 2_000 - 100);
    expect(stream.events.at(-1)).toEqual({ event: 'close', data: { reason: 'idle', message: expect.any(String) } });
  });

  it('ends a stream at STREAM_MAX_LIFETIME however busy it is', async () => {
    const api = await buildEngine(mongo.uri(), [], { ...LIMITS, STREAM_MAX_LIFETIME: '1s', STREAM_POLL_INTERVAL: '100' });
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    const [id] = await createRunningPreviews(api, 1);
    const stream = await open(`${address}/api/previews/${id}/events`);
    await api.store.previews.recordSource(id!, { source: 'local-checks', state: 'found', at: new Date().toISOString() });
    await stream.ended;
    expect(stream.events.map((e) => e.event)).toEqual(['source', 'close']);
    expect(stream.events.at(-1)!.data).toEqual({ reason: 'lifetime', message: expect.any(String) });
    expect(streamHub(api).stats().open).toBe(0);
  });
});

describe('changes made by another process', () => {
  it('reach the stream without the in-process bus (the shared re-read), then the preview and end', async () => {
    const api = await buildEngine(mongo.uri(), [], { ...LIMITS, STREAM_POLL_INTERVAL: '100' });
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    const [id] = await createRunningPreviews(api, 1);
    const streams = await Promise.all([1, 2, 3].map(() => open(`${address}/api/previews/${id}/events`)));
    await until(() => streamHub(api).stats().open === 3);
    expect(streamHub(api).stats().watchedJobs).toBe(1);
    // As a worker elsewhere would: straight to the database, nothing on this process's bus.
    await api.store.previews.recordSource(id!, { source: 'local-checks', state: 'found', at: new Date().toISOString() });
    await until(() => streams.every((s) => s.events.length === 1), 5_000, 'the source event on every stream');
    await (await rawCollection<PreviewDocument>(api, 'previews')).updateOne({ _id: id! }, { $set: { status: 'completed', 'sources.gravatar': { source: 'gravatar', state: 'not_found', at: new Date().toISOString() } } });
    await Promise.all(streams.map((s) => s.ended));
    for (const stream of streams) expect(stream.events.map((e) => e.event)).toEqual(['source', 'source', 'preview', 'end']);
    expect(streamHub(api).stats()).toMatchObject({ open: 0, watchedJobs: 0 });
  });
});
