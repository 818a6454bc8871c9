import { createPublicConfigSource } from '../src/compose/public-config-source';
import { testPublicConfig } from '@mailscout/test-kit/fixtures';

function api() {
  const state = { answer: testPublicConfig() as unknown, down: false, calls: 0 };
  const fetchImpl = (async (input: string | URL) => {
    state.calls += 1;
    expect(String(input)).toBe('http://api.test/api/public-config');
    if (state.down) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(state.answer), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { state, fetchImpl };
}

describe('the public configuration at the edge (docs/architecture.md#prerendered-pages)', () => {
  it('asks the API once per TTL, and concurrent pages share one request', async () => {
    let clock = 0;
    const { state, fetchImpl } = api();
    const source = createPublicConfigSource(() => 'http://api.test', { fetch: fetchImpl, ttlMs: 1000, now: () => clock });
    const [a, b] = await Promise.all([source.current(), source.current()]);
    expect(state.calls).toBe(1);
    expect(a).toEqual(b);
    expect(a?.config.catalogue.trial.days).toBe(7);
    clock = 1001;
    (state.answer as ReturnType<typeof testPublicConfig>).catalogue.trial.days = 5;
    const changed = await source.current();
    expect(state.calls).toBe(2);
    expect(changed?.version).not.toBe(a?.version);
  });

  it('keeps the last good one for a while when the API does not answer, then none', async () => {
    let clock = 0;
    const { state, fetchImpl } = api();
    const source = createPublicConfigSource(() => 'http://api.test', { fetch: fetchImpl, ttlMs: 1000, staleMs: 5000, now: () => clock });
    const good = await source.current();
    state.down = true;
    clock = 2000;
    expect(await source.current()).toEqual(good);
    clock = 6000;
    expect(await source.current()).toBeUndefined();
  });

  it('after a failed request, composes pages without asking again for a while (a hung API costs one wait)', async () => {
    let clock = 0;
    const { state, fetchImpl } = api();
    state.down = true;
    const source = createPublicConfigSource(() => 'http://api.test', { fetch: fetchImpl, retryAfterMs: 5000, now: () => clock });
    expect(await source.current()).toBeUndefined();
    clock = 4000;
    expect(await source.current()).toBeUndefined();
    expect(state.calls).toBe(1);
    state.down = false;
    clock = 5001;
    expect((await source.current())?.config.catalogue.trial.days).toBe(7);
    expect(state.calls).toBe(2);
  });

  it('never uses an answer that is not a public configuration', async () => {
    const { state, fetchImpl } = api();
    state.answer = { catalogue: 'free everything' };
    const source = createPublicConfigSource(() => 'http://api.test', { fetch: fetchImpl });
    expect(await source.current()).toBeUndefined();
  });
});
