import crypto from 'node:crypto';
import type { ScanResultsResponse } from '@mailscout/contracts';
import type { EngineDeps } from '../scans/engine-deps';
import { assembleReport } from '../scans/assemble-report';
import { sourceInput } from '../scans/lookup-target';
import { runSources } from '../scans/source-runner';

/**
 * The report a buyer would get about the address (docs/decisions.md#self-check): the same sources, deadline,
 * cache, rate limits and circuits as a paid scan's worker, assembled the same way, but no credit
 * is spent and nothing is stored: the report exists only in the answer to its owner.
 */
export async function selfCheckReport(deps: EngineDeps, email: string): Promise<ScanResultsResponse> {
  const { config, store } = deps;
  const results = await runSources({
    sources: deps.sources.email,
    input: sourceInput({ kind: 'email', value: email }),
    targetHash: deps.hashTarget(email),
    deadlineMs: config.scans.deadlineMs,
    cache: store.sourceCache,
    cacheTtlMs: config.scans.ttlMs,
    limiter: deps.limiter,
    breakers: deps.breakers,
  });
  const createdAt = new Date();
  const report = assembleReport({
    scanId: `self-check-${crypto.randomUUID()}`,
    kind: 'email',
    target: email,
    createdAt,
    // Not stored, so not available later: it can be copied, printed or downloaded now.
    expiresAt: createdAt,
    results,
  });
  return {
    results: report,
    lookupCredits: 0,
    usernames: [...new Set(report.usernames.map((d) => d.value))],
    durationSeconds: report.durationSeconds,
    breaches: [...new Set(report.breaches.map((d) => d.value.name))],
    accounts: report.accounts.map((d) => ({ site: d.value.site, url: d.value.url })),
  };
}
