import { reportCategoryCounts, type ReportCategory, type SourceId } from '@mailscout/contracts';
import { PEOPLE } from '@mailscout/source-stubs';
import { loadConfig } from '../../src/config/config';
import { assembleFindings } from '../../src/scans/assemble-report';
import { SourceRateLimiter } from '../../src/scans/rate-limiter';
import { runSources } from '../../src/scans/source-runner';
import { createSources } from '../../src/sources/registry';
import type { Source } from '../../src/sources/source';
import type { Store } from '../../src/store/create-store';
import type { SourceCacheRepository } from '../../src/store/repositories/source-cache-repository';
import { build } from '../helper';
import { defaultSources, signedInUser } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { withSourceStubs } from '../sources-stub-server';

/**
 * docs/decisions.md#sources targets and rules across the new sources: the synthetic people's reports fill more
 * categories, a lookup with every source answering stays under 2 s against the stand-ins, and
 * an opted-out address is never asked of any new source.
 */
const mongo = withTestMongo();
const stubs = withSourceStubs({ slowMs: 3_000, hibpApiKey: 'test-key' });
const NEW: readonly SourceId[] = ['libravatar', 'openpgp', 'gitlab', 'domain-facts', 'username-pivot'];
const BEFORE: readonly SourceId[] = ['local-checks', 'gravatar', 'github', 'hibp'];
const noCache: SourceCacheRepository = { get: async () => null, put: async () => undefined } as unknown as SourceCacheRepository;

function registry(): Source[] {
  const config = loadConfig({ ...stubs.env, HIBP_API_KEY: 'test-key' });
  const { local } = defaultSources();
  // The records index is the operator's own data, the same before and after: left out of both.
  return createSources(config, { records: {} } as unknown as Store).email.flatMap((s) => (s.id === 'records' ? [] : s.id === 'local-checks' ? [local] : [s]));
}

const run = (sources: Source[], email: string) => runSources({ sources, input: { kind: 'email', email }, targetHash: email, deadlineMs: 12_000, cache: noCache, cacheTtlMs: 60_000, limiter: new SourceRateLimiter() });

function filled(results: Awaited<ReturnType<typeof run>>, email: string): ReportCategory[] {
  const counts = reportCategoryCounts({ ...assembleFindings(results), kind: 'email', target: email });
  return (Object.entries(counts) as Array<[ReportCategory, number | null]>).filter(([, n]) => (n ?? 0) > 0).map(([c]) => c);
}

describe('the new sources in the report', () => {
  it('fill at least three more categories for the synthetic people with data there (keys, domain facts, possible accounts)', async () => {
    const all = registry();
    const before = all.filter((s) => BEFORE.includes(s.id));
    for (const email of ['maren.holt@example.com', 'priya.venn@example.org']) {
      const old = filled(await run(before, email), email);
      const now = filled(await run(all, email), email);
      const added = now.filter((c) => !old.includes(c));
      expect({ email, added: added.sort() }).toEqual({ email, added: ['domainFacts', 'keys', 'possibleAccounts'] });
    }
    // Every synthetic person's report gains something (at least the domain's facts).
    for (const person of PEOPLE) {
      const old = filled(await run(before, person.email), person.email);
      expect({ email: person.email, more: filled(await run(all, person.email), person.email).length > old.length }).toEqual({ email: person.email, more: true });
    }
  }, 60_000);

  it('a lookup in which every source answers completes in under 2 s against the stand-ins', async () => {
    const all = registry();
    await run(all, 'maren.holt@example.com'); // warm: key generation in the stand-in, connection pools
    const started = performance.now();
    const results = await run(all, 'maren.holt@example.com');
    const elapsed = performance.now() - started;
    expect(results.map((r) => [r.source, r.answer.state])).toEqual(expect.arrayContaining(NEW.map((id) => [id, 'found'])));
    expect(results.every((r) => r.answer.state === 'found' || r.answer.state === 'not_found')).toBe(true);
    expect(elapsed).toBeLessThan(2_000);
  });

  it('never asks any new source about an opted-out address (preview or paid scan)', async () => {
    const asked: SourceId[] = [];
    const api = await build({
      mongoUri: mongo.uri(),
      env: { ...stubs.env, HIBP_API_KEY: 'test-key' },
      sources: (config, store) => {
        const real = createSources(config, store);
        const counted = real.email.map((s): Source => ({ ...s, lookup: (input, signal, earlier) => (asked.push(s.id), s.lookup(input, signal, earlier)) }));
        return { email: counted, phone: real.phone };
      },
    });
    const buyer = await signedInUser(api, 'buyer@example.com', 2);
    await api.suppression.suppress('maren.holt@example.com');
    const preview = await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'Maren.Holt@example.com' } });
    expect(preview.json()).toMatchObject({ status: 'opted-out' });
    const scan = await api.inject({ method: 'POST', url: '/api/start-scan', headers: buyer.headers, payload: { email: 'maren.holt@example.com', billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' } });
    expect(scan.statusCode).toBe(403);
    // A little time for anything that might have been started in the background.
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked.filter((id) => NEW.includes(id))).toEqual([]);
    // The same wiring does ask them about an address that has not opted out.
    const other = await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: 'priya.venn@example.org' } });
    expect(other.json()).toMatchObject({ status: 'not-found' });
    const deadline = Date.now() + 10_000;
    while (!NEW.every((id) => asked.includes(id)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...new Set(asked.filter((id) => NEW.includes(id)))].sort()).toEqual([...NEW].sort());
  });
});
