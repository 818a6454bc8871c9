import { HealthResponse } from '@mailscout/contracts';
import { startSourceStubs, type RunningSourceStubs } from '@mailscout/source-stubs';
import { CircuitBreakers } from '../../src/scans/circuit-breaker';
import { SourceRateLimiter } from '../../src/scans/rate-limiter';
import { CIRCUIT_OPEN_REASON, runSources } from '../../src/scans/source-runner';
import { gravatarSource } from '../../src/sources/gravatar/gravatar-source';
import type { SourceAnswer } from '../../src/sources/source';
import type { SourceCacheRepository } from '../../src/store/repositories/source-cache-repository';
import { buildEngine, defaultSources, fakeSource, waitFor } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';

const mongo = withTestMongo();
const noCache = { get: async () => null, put: async () => undefined } as unknown as SourceCacheRepository;

describe('CircuitBreakers', () => {
  it('opens after five failures in a row, skips while open, lets one trial through after the cool-down, closes on success', () => {
    let now = 0;
    const breakers = new CircuitBreakers({ coolDownMs: 1_000 }, () => now);
    for (let i = 0; i < 4; i += 1) breakers.acquire('gravatar')!.failed();
    expect(breakers.health(['gravatar'])).toEqual({ gravatar: 'degraded' });
    breakers.acquire('gravatar')!.failed();
    expect(breakers.health(['gravatar', 'github'])).toEqual({ gravatar: 'open', github: 'ok' });
    expect(breakers.acquire('gravatar')).toBeNull();
    expect(breakers.isOpen('gravatar')).toBe(true);

    now = 1_000;
    const trial = breakers.acquire('gravatar');
    expect(trial).not.toBeNull();
    expect(breakers.acquire('gravatar')).toBeNull(); // one trial at a time
    expect(breakers.health(['gravatar'])).toEqual({ gravatar: 'degraded' });
    trial!.succeeded();
    expect(breakers.health(['gravatar'])).toEqual({ gravatar: 'ok' });
    expect(breakers.acquire('gravatar')).not.toBeNull();
  });

  it('opens again when the trial fails, and on a failure rate over the window', () => {
    let now = 0;
    const breakers = new CircuitBreakers({ coolDownMs: 1_000, minCallsInWindow: 10, failureRate: 0.5 }, () => now);
    for (let i = 0; i < 5; i += 1) breakers.acquire('github')!.failed();
    now = 1_000;
    breakers.acquire('github')!.failed();
    expect(breakers.health(['github'])).toEqual({ github: 'open' });
    expect(breakers.acquire('github')).toBeNull();

    // Alternating failures never make five in a row, but six of ten is over half.
    for (let i = 0; i < 10; i += 1) {
      const permit = breakers.acquire('hibp')!;
      if (i % 2 === 0 || i === 9) permit.failed();
      else permit.succeeded();
    }
    expect(breakers.health(['hibp'])).toEqual({ hibp: 'open' });
  });

  it('counts a call still outstanding after slowCallMs as a failure at once, and only once', () => {
    const breakers = new CircuitBreakers({ consecutiveFailures: 3 });
    const hung = [1, 2].map(() => breakers.acquire('gravatar')!);
    for (const permit of hung) permit.slow();
    expect(breakers.health(['gravatar'])).toEqual({ gravatar: 'degraded' });
    // Their timeouts later are not counted again: still two in a row.
    for (const permit of hung) permit.failed();
    expect(breakers.acquire('gravatar')).not.toBeNull();
    breakers.acquire('gravatar')!.slow();
    expect(breakers.health(['gravatar'])).toEqual({ gravatar: 'open' });
  });

  it('does not count calls cut off by a stop (released) or rate limits', () => {
    const breakers = new CircuitBreakers();
    for (let i = 0; i < 10; i += 1) breakers.acquire('gravatar')!.released();
    expect(breakers.health(['gravatar'])).toEqual({ gravatar: 'ok' });
  });
});

describe('the runner with a circuit per source', () => {
  let stubs: RunningSourceStubs;
  beforeAll(async () => {
    stubs = await startSourceStubs({ port: 0 });
  });
  afterAll(async () => {
    await stubs.close();
  });

  it('skips a source whose circuit is open at once (error, circuit open), half-opens after the cool-down and closes on success', async () => {
    const breakers = new CircuitBreakers({ coolDownMs: 300 });
    const gravatar = gravatarSource({ url: stubs.url, apiKey: null });
    const run = (email: string, deadlineMs = 400) =>
      runSources({ sources: [gravatar], input: { kind: 'email', email }, targetHash: email, deadlineMs, cache: noCache, cacheTtlMs: 60_000, limiter: new SourceRateLimiter(), breakers });

    stubs.setFault('gravatar', 'hang');
    for (let i = 0; i < 5; i += 1) expect((await run(`a${i}@example.com`))[0]!.answer.state).toBe('timeout');
    expect(breakers.health(['gravatar'])).toEqual({ gravatar: 'open' });

    // Skipped at once: no waiting for a timeout, and no connection made.
    const started = Date.now();
    const [skipped] = await run('b@example.com', 5_000);
    expect(Date.now() - started).toBeLessThan(100);
    expect(skipped!.answer).toEqual({ state: 'error', reason: CIRCUIT_OPEN_REASON });
    await waitFor(async () => stubs.openConnections(), (n) => n === 0, 2_000);
    expect(stubs.openConnections()).toBe(0);

    // After the cool-down the service is back: the trial goes through and closes the circuit.
    stubs.setFault('gravatar', null);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await run('maren.holt@example.com', 5_000))[0]!.answer.state).toBe('found');
    expect(breakers.health(['gravatar'])).toEqual({ gravatar: 'ok' });
  });
});

describe('GET /api/health with the lookup engine', () => {
  it("reports each source's circuit (ok, degraded, open) without personal data, and stays fast", async () => {
    const { local } = defaultSources();
    const failing = fakeSource('gravatar', ['email'], async (): Promise<SourceAnswer> => ({ state: 'error', reason: 'Gravatar answered HTTP 500 for ada@example.com' }));
    const flaky = fakeSource('hibp', ['email'], async (): Promise<SourceAnswer> => ({ state: 'timeout' }));
    const api = await buildEngine(mongo.uri(), [local, failing, flaky]);
    expect(HealthResponse.parse((await api.inject({ url: '/api/health' })).json()).sources).toEqual({ 'local-checks': 'ok', gravatar: 'ok', hibp: 'ok' });

    for (let i = 0; i < 5; i += 1) {
      const { previewId } = (await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: `person${i}@example.com` } })).json();
      await waitFor(() => api.store.previews.findById(previewId), (p) => p?.status === 'completed');
      if (i === 0) {
        // One failure: degraded, not open.
        expect((await api.inject({ url: '/api/health' })).json().sources).toMatchObject({ gravatar: 'degraded', hibp: 'degraded' });
      }
    }
    const started = Date.now();
    const response = await api.inject({ url: '/api/health' });
    expect(Date.now() - started).toBeLessThan(200);
    // A third-party source being open leaves the instance healthy.
    expect(response.statusCode).toBe(200);
    const body = HealthResponse.parse(response.json());
    expect(body.sources).toEqual({ 'local-checks': 'ok', gravatar: 'open', hibp: 'open' });
    expect(JSON.stringify(body)).not.toMatch(/@|example|HTTP 500/);

    // The next preview skips both at once.
    const { previewId } = (await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'next@example.com' } })).json();
    const preview = await waitFor(() => api.store.previews.findById(previewId), (p) => p?.status === 'completed');
    expect(preview!.sources).toMatchObject({ gravatar: { state: 'error' }, hibp: { state: 'error' } });
    expect(failing.calls).toHaveLength(5);
  });
});
