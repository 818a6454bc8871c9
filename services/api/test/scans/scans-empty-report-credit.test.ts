import type { ObjectId } from 'mongodb';
import { nothingBeyondFreeChecks, Preview, Report, ScanResultsResponse } from '@mailscout/contracts';
import type { App } from '../../src/app';
import { createSources } from '../../src/sources/registry';
import { build } from '../helper';
import { defaultSources, fakeSource, signedInUser, waitFor } from '../lookup-engine-harness';
import { withTestMongo } from '../mongo';
import { withSourceStubs } from '../sources-stub-server';

/**
 * docs/decisions.md#empty-previews: a paid report that holds nothing beyond the free checks gives its
 * credit back, as one whose sources failed does (docs/decisions.md#credit-back). The networked sources
 * are the real clients talking to the source stand-ins, the store the embedded MongoDB; only the
 * local checks are a fake, so the tests do not wait on this machine's DNS.
 */
const mongo = withTestMongo();
const stubs = withSourceStubs({ hibpApiKey: 'test-key' });

const NOTHING_FOUND = 'scan_nothing_found';
/** An address at a stand-in domain that no stand-in knows as a person (its domain has facts: see below). */
const UNKNOWN = 'nobody.known.here@example.com';
const payload = (email: string) => ({ email, billingEmail: 'buyer@example.com', userEmail: 'buyer@example.com' });

async function engine(): Promise<App> {
  const { local } = defaultSources();
  return build({
    mongoUri: mongo.uri(),
    env: { ...stubs.env, HIBP_API_KEY: 'test-key' },
    sources: (config, store) => {
      const real = createSources(config, store);
      return { email: real.email.map((source) => (source.id === 'local-checks' ? local : source)), phone: real.phone };
    },
  });
}

const refunds = async (app: App, userId: ObjectId) => (await app.store.credits.history(userId)).filter((entry) => entry._id.startsWith('scan-refund:'));
const completed = (app: App, scanId: string) => waitFor(() => app.store.scans.findById(scanId), (scan) => scan?.status === 'completed', 20_000);

async function paidScan(api: App, headers: Record<string, string>, body: Record<string, string>) {
  const started = await api.inject({ method: 'POST', url: '/api/start-scan', headers, payload: body });
  expect(started.statusCode).toBe(200);
  const { scan_id } = started.json<{ scan_id: string }>();
  await completed(api, scan_id);
  return { scanId: scan_id, results: ScanResultsResponse.parse((await api.inject({ url: `/api/scans/${scan_id}/results`, headers })).json()) };
}

describe('a paid report with nothing beyond the free checks', () => {
  it('gives its credit back once, says why, and its sources answered (nothing failed)', async () => {
    const api = await engine();
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 1);
    const { scanId, results } = await paidScan(api, headers, payload(UNKNOWN));

    expect(results.results.creditReturned).toEqual({ reason: NOTHING_FOUND });
    expect(results.lookupCredits).toBe(1);
    expect(await api.store.credits.balance(user._id)).toBe(1);
    expect(await refunds(api, user._id)).toEqual([expect.objectContaining({ _id: `scan-refund:${scanId}`, reason: NOTHING_FOUND, requested: 1, applied: 1, balanceAfter: 1 })]);
    // Not the "sources failed" case: the networked sources answered, empty.
    const states = Object.fromEntries(results.results.sources.map((s) => [s.source, s.state]));
    expect(states).toMatchObject({ gravatar: 'not_found', github: 'not_found', hibp: 'not_found' });
    // Facts about the domain (example.com's registration and website) are not about the person:
    // they do not make the report worth its credit.
    expect(results.results.domainFacts?.length).toBeGreaterThan(0);
    // The stored report is the one read: asked again, the credit does not come back twice.
    const stored = Report.parse((await api.store.reports.findForUser(scanId, user._id))!.report);
    expect(stored.creditReturned).toEqual({ reason: NOTHING_FOUND });
    expect((await api.store.credits.history(user._id)).filter((e) => e.reason === 'scan')).toHaveLength(1);
  });

  it('the preview of the same address says the same before payment (one rule, the same counts)', async () => {
    const api = await engine();
    const { previewId } = (await api.inject({ method: 'POST', url: '/api/email-lookup', payload: { email: UNKNOWN } })).json<{ previewId: string }>();
    const preview = await waitFor(async () => Preview.parse((await api.inject({ url: `/api/previews/${previewId}` })).json()), (p) => p.status === 'completed');
    expect(preview.hints.categories).toBeDefined();
    expect(nothingBeyondFreeChecks(preview.hints.categories!)).toBe(true);
    expect(preview.hints.noNetworkedSourceAnswered).toBe(false);
  });

  it('keeps the charge of a report with one finding (a seeded person), and of one whose only finding is a breach', async () => {
    const api = await engine();
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 2);
    const maren = await paidScan(api, headers, payload('maren.holt@example.com'));
    expect(maren.results.results.creditReturned).toBeUndefined();
    expect(await api.store.credits.balance(user._id)).toBe(1);

    // A finding of any kind counts: one breach and nothing else.
    const { local } = defaultSources();
    const breachOnly = fakeSource('hibp', ['email'], async () => ({
      state: 'found',
      findings: { breaches: [{ name: 'Adobe', title: 'Adobe', domain: 'adobe.com', breachDate: '2013-10-04', pwnCount: 1, dataClasses: ['Email addresses'], description: null }] },
    }));
    const empty = fakeSource('gravatar', ['email'], async () => ({ state: 'not_found' }));
    const other = await build({ mongoUri: mongo.uri(), sources: () => ({ email: [local, empty, breachOnly], phone: [] }) });
    const buyer = await signedInUser(other, 'other-buyer@example.com', 1);
    const breach = await paidScan(other, buyer.headers, { email: UNKNOWN, billingEmail: 'other-buyer@example.com', userEmail: 'other-buyer@example.com' });
    expect(breach.results.results.creditReturned).toBeUndefined();
    expect(await other.store.credits.balance(buyer.user._id)).toBe(0);
    expect(await refunds(other, buyer.user._id)).toEqual([]);
  });

  it('does not count the searched address itself as a finding (a source that returns only the input)', async () => {
    const { local } = defaultSources();
    // A record naming the searched address as its owner's primary one, and nothing else.
    const echo = fakeSource('gravatar', ['email'], async (input) => ({
      state: 'found',
      findings: { emails: [{ address: input.kind === 'email' ? input.email.toUpperCase() : '', primary: true }] },
    }));
    const api = await build({ mongoUri: mongo.uri(), sources: () => ({ email: [local, echo], phone: [] }) });
    const { user, headers } = await signedInUser(api, 'buyer@example.com', 1);
    const { results } = await paidScan(api, headers, payload(UNKNOWN));
    expect(results.results.creditReturned).toEqual({ reason: NOTHING_FOUND });
    expect(await api.store.credits.balance(user._id)).toBe(1);
  });
});
