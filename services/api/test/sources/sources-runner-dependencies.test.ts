import type { SourceCacheRepository } from '../../src/store/repositories/source-cache-repository';
import { SourceRateLimiter } from '../../src/scans/rate-limiter';
import { runSources } from '../../src/scans/source-runner';
import type { EarlierAnswers, SourceAnswer } from '../../src/sources/source';
import { after, fakeSource } from '../lookup-engine-harness';

const noCache = { get: async () => null, put: async () => undefined } as unknown as SourceCacheRepository;
const options = { input: { kind: 'email' as const, email: 'a@example.com' }, targetHash: 'h', cache: noCache, cacheTtlMs: 1_000, limiter: new SourceRateLimiter() };

describe('a source that depends on others (the username pivot)', () => {
  it('is asked after them, with their answers, and reported after them', async () => {
    const order: string[] = [];
    const github = fakeSource('github', ['email'], (_i, signal) => after(100, { state: 'found', findings: { usernames: ['ada'] } } as SourceAnswer, signal));
    let seen: EarlierAnswers | undefined;
    const pivot = {
      ...fakeSource('username-pivot', ['email'], async () => ({ state: 'not_found' })),
      dependsOn: ['github', 'gitlab'] as const,
      async lookup(_input: unknown, _signal: AbortSignal, earlier?: EarlierAnswers): Promise<SourceAnswer> {
        seen = earlier;
        return { state: 'not_found' };
      },
    };
    const results = await runSources({ ...options, sources: [pivot, github], deadlineMs: 5_000, onResult: (r) => void order.push(r.source) });
    expect(order).toEqual(['github', 'username-pivot']);
    // gitlab is not part of this run: only what ran is handed over.
    expect([...(seen ?? new Map()).entries()]).toEqual([['github', { state: 'found', findings: { usernames: ['ada'] } }]]);
    expect(results.map((r) => r.answer.state)).toEqual(['not_found', 'found']);
  });

  it('is cut off by the run deadline when what it waits for hangs', async () => {
    const github = fakeSource('github', ['email'], (_i, signal) => after(60_000, { state: 'not_found' } as SourceAnswer, signal), { timeoutMs: 60_000 });
    const pivot = fakeSource('username-pivot', ['email'], async () => ({ state: 'not_found' }), { dependsOn: ['github'] });
    const started = Date.now();
    const results = await runSources({ ...options, sources: [github, pivot], deadlineMs: 300 });
    expect(results.map((r) => [r.source, r.answer.state])).toEqual([['github', 'timeout'], ['username-pivot', 'timeout']]);
    expect(pivot.calls).toHaveLength(0);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
