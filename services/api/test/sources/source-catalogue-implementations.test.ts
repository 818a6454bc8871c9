import { CATALOGUE_SOURCES, ReportCategory, sourceEntry, sourcesForKind, STAND_IN_SERVICES, type SourceId, type StandInService } from '@mailscout/contracts';
import { startSourceStubs, STUB_SERVICES, type RunningSourceStubs } from '@mailscout/source-stubs';
import { createSources } from '../../src/sources/registry';
import type { EarlierAnswers, Source, SourceAnswer } from '../../src/sources/source';
import type { Store } from '../../src/store/create-store';
import { testConfig } from '../helper';

/**
 * docs/architecture.md#add-a-source: each source's facts are its entry in the source catalogue
 * (shared/contracts); the API's implementation of it must agree — the registry, its `takes` and
 * `returns`, the settings its configuration reads, and the stand-in it is pointed at offline. A
 * source without an entry does not compile (the registry is keyed by the catalogue's ids).
 */

// The records index is our own database, never a stand-in: an empty one will do here.
const noRecords = { records: { findByEmail: async () => [], findByPhone: async () => [] } } as unknown as Store;

let stubs: RunningSourceStubs;
beforeAll(async () => {
  stubs = await startSourceStubs({ port: 0, slowMs: 2_000, hibpApiKey: 'test-key' });
});
afterAll(async () => {
  await stubs?.close();
});

const registry = () => createSources(testConfig({ ...stubs.env, HIBP_API_KEY: 'test-key' }), noRecords);
const everySource = () => {
  const { email, phone } = registry();
  return [...new Set([...email, ...phone])];
};

describe('each API source agrees with its catalogue entry', () => {
  it('the registry asks exactly the catalogue sources for each kind of lookup, in its order', () => {
    const { email, phone } = registry();
    expect(email.map((s) => s.id)).toEqual(sourcesForKind('email'));
    expect(phone.map((s) => s.id)).toEqual(sourcesForKind('phone'));
    expect(everySource().map((s) => s.id).sort()).toEqual([...CATALOGUE_SOURCES].sort());
  });

  it('each source takes the kinds of its entry', () => {
    for (const source of everySource()) expect({ source: source.id, takes: [...source.takes].sort() }).toEqual({ source: source.id, takes: [...sourceEntry(source.id).kinds].sort() });
  });

  it('each source returns the categories of its entry', () => {
    // Derived subsets of a list are not a source's own finding: compare the rest.
    const derived = new Set<ReportCategory>(['messengerAccounts', 'exposedPasswords']);
    const checks: Record<string, readonly ReportCategory[]> = { emailChecks: ['provider', 'mailServer'], phoneChecks: ['provider', 'lineType'] };
    for (const source of everySource()) {
      const returns = source.returns.flatMap((category) => checks[category] ?? [category as ReportCategory]);
      const catalogued = sourceEntry(source.id).categories.filter((category) => !derived.has(category));
      expect({ source: source.id, returns: [...new Set(returns)].sort() }).toEqual({ source: source.id, returns: [...catalogued].sort() });
    }
  });

  it("every setting an entry names is read by the API's configuration", () => {
    for (const [index, id] of CATALOGUE_SOURCES.entries()) {
      const settings = Object.entries(sourceEntry(id).standIn?.settings ?? {});
      // Each source's settings get an origin of their own, so the value found in the configuration is this source's.
      const origin = `http://source-${index}.stand-in.test:4300`;
      const config = JSON.stringify(testConfig(Object.fromEntries(settings.map(([name, path]) => [name, `${origin}${path}`]))).sources);
      for (const [name] of settings) expect({ id, name, read: config.includes(origin) }).toEqual({ id, name, read: true });
    }
  });

  it('the stand-ins serve every service the catalogue names', () => {
    expect([...STUB_SERVICES].sort()).toEqual([...STAND_IN_SERVICES].sort());
  });

  // What each source is asked: someone the stand-ins know (the pivot follows a username GitHub found).
  const ask = (source: Source) => {
    const earlier: EarlierAnswers = new Map<SourceId, SourceAnswer>([['github', { state: 'found', findings: { usernames: ['marenholt'] } }]]);
    return source.lookup({ kind: 'email', email: 'maren.holt@example.com' }, AbortSignal.timeout(10_000), earlier);
  };

  it('each source with a stand-in is pointed at it: its service failing changes its answer', async () => {
    const withService = everySource().filter((source) => sourceEntry(source.id).standIn?.service);
    expect(withService.length).toBeGreaterThan(5);
    for (const source of withService) {
      const service = sourceEntry(source.id).standIn!.service as StandInService;
      const answered = await ask(source);
      stubs.setFault(service, 'reset');
      try {
        const failed = await ask(source);
        expect({ source: source.id, service, answered: answered.state === 'error' }).toEqual({ source: source.id, service, answered: false });
        expect({ source: source.id, service, changed: JSON.stringify(failed) !== JSON.stringify(answered) }).toEqual({ source: source.id, service, changed: true });
      } finally {
        stubs.setFault(service, null);
      }
    }
  }, 120_000);
});
