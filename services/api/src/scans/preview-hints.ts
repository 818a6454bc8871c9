import type { PreviewHints } from '@mailscout/contracts';
import { progressOf } from './assemble-report';
import { noNetworkedSourceAnswered } from './networked-sources';
import type { SourceResult } from './source-runner';

/**
 * Spec §3 report preview hints from what the sources found: counts and booleans only, so
 * nothing personal is shown before payment. The service provider is the address's domain (or
 * the phone's country), which the visitor typed themselves.
 */
export function previewHints(kind: 'email' | 'phone', target: string, results: readonly SourceResult[]): PreviewHints {
  const found = results.flatMap((r) => (r.answer.state === 'found' ? [r.answer.findings] : []));
  const count = (pick: (f: (typeof found)[number]) => readonly unknown[] | undefined) => found.reduce((sum, f) => sum + (pick(f)?.length ?? 0), 0);
  const phoneChecks = found.find((f) => f.phoneChecks)?.phoneChecks;
  return {
    ownerNameFound: count((f) => f.names) > 0,
    locationFound: count((f) => f.locations) > 0,
    serviceProvider: kind === 'email' ? (target.split('@')[1] ?? null) : (phoneChecks?.country ?? null),
    // The searched number itself is not a find.
    phoneFound: kind === 'email' ? count((f) => f.phones) > 0 : count((f) => f.phones?.filter((p) => p.number.replace(/\s/g, '') !== target)) > 0,
    socialProfiles: new Set(found.flatMap((f) => f.accounts ?? []).map((a) => a.url.toLowerCase())).size,
    addressRecords: count((f) => f.locations),
    breaches: new Set(found.flatMap((f) => f.breaches ?? []).map((b) => b.name)).size,
    // The same rule as the paid scan's credit return, so the funnel's warning before payment
    // (DECISIONS §3) means exactly "a scan now would likely give its credit back".
    noNetworkedSourceAnswered: noNetworkedSourceAnswered(results.map(progressOf)),
  };
}
