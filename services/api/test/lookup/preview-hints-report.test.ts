import fs from 'node:fs';
import { CATEGORY_SOURCES, Preview, reportCategoryCounts, ScanResultsResponse, type ReportCategory, type SourceId } from '@mailscout/contracts';
import { PEOPLE } from '@mailscout/source-stubs';
import type { App } from '../../src/app';
import { lookupDurationSeconds } from '../../src/scans/assemble-report';
import { createSources } from '../../src/sources/registry';
import { build } from '../helper';
import { after, defaultSources, fakeSource, seededEngine, signedInUser, SYNTHETIC_RECORDS, waitFor } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { withSourceStubs } from '../sources-stub-server';

/**
 * docs/decisions.md#progress-screen: the preview's hints count exactly what the paid report shows (the same
 * grouping), the progress screen's categories and the sources agree, and the report's duration
 * is how long the sources were asked, the preview's time included when its answers were reused.
 */
const mongo = withTestMongo();
const stubs = withSourceStubs({ slowMs: 3_000, hibpApiKey: 'test-key' });
const SEED = SYNTHETIC_RECORDS;

const engine = () => seededEngine(mongo.uri(), stubs.env);

const previewOf = async (api: App, email: string) => {
  const { previewId } = (await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email } })).json();
  return waitFor(async () => Preview.parse((await api.inject({ url: `/api/previews/${previewId}` })).json()), (p) => p.status === 'completed');
};

async function paidReport(api: App, email: string, headers: Record<string, string>) {
  await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: { email, billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' } });
  await waitFor(async () => (await api.inject({ url: `/api/scan-status/${encodeURIComponent(email)}`, headers })).json(), (s: { status: string }) => s.status === 'completed', 15_000);
  return ScanResultsResponse.parse((await api.inject({ url: `/api/scan-results/${encodeURIComponent(email)}`, headers })).json()).results;
}

describe('preview hints equal the paid report (the seeded people)', () => {
  it('for every seeded person: the per-category counts, places, profiles and breaches', async () => {
    const api = await engine();
    const buyer = await signedInUser(api, 'buyer@example.com', 40);
    // The stand-ins' people and every first address of the records seed, and one nobody knows.
    const seeded = fs.readFileSync(SEED, 'utf8').split('\n').filter((line) => line.startsWith('{')).map((line) => {
      const first = (JSON.parse(line) as { emails?: Array<string | { address: string }> }).emails?.[0];
      return typeof first === 'string' ? first : first?.address;
    });
    const people = [...new Set([...PEOPLE.map((p) => p.email), ...seeded.filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase()), 'nobody@example.com'])];
    for (const email of people) {
      const preview = await previewOf(api, email);
      const report = await paidReport(api, email, buyer.headers);
      const counts = reportCategoryCounts(report);
      expect({ email, categories: preview.hints.categories }).toEqual({ email, categories: counts });
      expect({ email, addressRecords: preview.hints.addressRecords }).toEqual({ email, addressRecords: counts.locations });
      expect({ email, socialProfiles: preview.hints.socialProfiles }).toEqual({ email, socialProfiles: counts.accounts });
      expect({ email, breaches: preview.hints.breaches }).toEqual({ email, breaches: counts.breaches });
      expect(preview.hints.ownerNameFound).toBe((counts.names ?? 0) > 0);
    }
  }, 60_000);

  it('maren.holt@example.com: London from Gravatar and the records is one place, Bristol the second', async () => {
    const api = await engine();
    const preview = await previewOf(api, 'maren.holt@example.com');
    expect(preview.hints.addressRecords).toBe(2);
    expect(preview.hints.categories).toMatchObject({ names: 1, ages: 1, locations: 2, breaches: 3, messengerAccounts: 1 });
    // Counts only: nothing personal in the hints.
    expect(JSON.stringify(preview.hints)).not.toMatch(/maren|holt|london|bristol|telegram/i);
  });
});

describe('the categories and the sources agree', () => {
  it('every list category names exactly the sources that can fill it', async () => {
    const api = await engine();
    // The registry as deployed (the engine above swaps the local checks for a fake).
    const registry = createSources(api.config, api.store);
    const sources = [...registry.email, ...registry.phone];
    const lists: ReportCategory[] = ['names', 'ages', 'genders', 'locations', 'phones', 'emails', 'usernames', 'photos', 'accounts', 'breaches', 'keys', 'domainFacts', 'possibleAccounts'];
    for (const category of lists) {
      const filling = [...new Set(sources.filter((s) => (s.returns as readonly string[]).includes(category)).map((s) => s.id))].sort();
      expect({ category, sources: [...CATEGORY_SOURCES[category]].sort() }).toEqual({ category, sources: filling });
    }
    const checks: SourceId[] = sources.filter((s) => s.returns.includes('emailChecks') || s.returns.includes('phoneChecks')).map((s) => s.id);
    expect([...CATEGORY_SOURCES.provider].sort()).toEqual([...new Set(checks)].sort());
  });
});

describe('the report duration (from the first source call to the last answer)', () => {
  const t = (ms: number) => new Date(1_700_000_000_000 + ms);

  it('counts overlapping calls once and leaves out the gaps in which nothing was asked', () => {
    expect(lookupDurationSeconds([])).toBe(0);
    expect(lookupDurationSeconds([{ startedAt: t(0), at: t(1500) }, { startedAt: t(100), at: t(800) }])).toBe(1.5);
    // The preview asked for 2 s; the paid scan, minutes later, asked one failed source again for 1 s.
    expect(lookupDurationSeconds([{ startedAt: t(0), at: t(2000) }, { startedAt: t(300_000), at: t(301_000) }])).toBe(3);
    // A source not asked (disabled) adds nothing.
    expect(lookupDurationSeconds([{ startedAt: t(5000), at: t(5000) }, { startedAt: t(0), at: t(400) }])).toBe(0.4);
  });

  it('a paid report that reused the preview answers shows the preview time, not 0 s', async () => {
    const { local, hibp } = defaultSources();
    const slow = fakeSource('gravatar', ['email'], (_input, signal) => after(1200, { state: 'not_found' as const }, signal));
    const api = await build({ mongoUri: mongo.uri(), sources: () => ({ email: [local, slow, hibp], phone: [] }) });
    const buyer = await signedInUser(api, 'buyer@example.com', 1);
    await previewOf(api, 'ada@example.com');
    // The visitor takes a moment to pay: that wait is not part of the lookup.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const report = await paidReport(api, 'ada@example.com', buyer.headers);
    expect(slow.calls).toHaveLength(1);
    expect(report.durationSeconds).toBeGreaterThanOrEqual(1.1);
    expect(report.durationSeconds).toBeLessThan(1.8);
  }, 20_000);

  it('a scan that asks its sources itself shows the time they took', async () => {
    const { local } = defaultSources();
    const slow = fakeSource('gravatar', ['email'], (_input, signal) => after(900, { state: 'not_found' as const }, signal));
    const api = await build({ mongoUri: mongo.uri(), sources: () => ({ email: [local, slow], phone: [] }) });
    const buyer = await signedInUser(api, 'buyer@example.com', 1);
    const report = await paidReport(api, 'grace@example.com', buyer.headers);
    expect(report.durationSeconds).toBeGreaterThanOrEqual(0.8);
    expect(report.durationSeconds).toBeLessThan(1.5);
  }, 20_000);
});
