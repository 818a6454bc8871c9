import type { ScanResultsResponse } from '@mailscout/contracts';

export const RESULTS_AT = '2026-11-22T12:00:00.000Z';

/** GET /api/scans/:id/results for a completed email report; every list empty unless given. */
export function scanResults(target = 'jane@example.com', report: Partial<ScanResultsResponse['results']> = {}, lookupCredits = 1): ScanResultsResponse {
  const full = {
    scanId: 'scan-1',
    kind: 'email' as const,
    target,
    createdAt: RESULTS_AT,
    expiresAt: '2026-12-22T12:00:00.000Z',
    durationSeconds: 4.2,
    sources: [],
    emailChecks: null,
    phoneChecks: null,
    names: [],
    ages: [],
    genders: [],
    locations: [],
    phones: [],
    emails: [],
    usernames: [],
    photos: [],
    accounts: [],
    breaches: [],
    ...report,
  };
  return {
    results: full,
    lookupCredits,
    usernames: full.usernames.map((d) => d.value),
    durationSeconds: full.durationSeconds,
    breaches: full.breaches.map((d) => d.value.name),
    accounts: full.accounts.map((d) => ({ site: d.value.site, url: d.value.url })),
  };
}
