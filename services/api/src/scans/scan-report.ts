import type { Report } from '@mailscout/contracts';
import type { ScanDocument } from '../store/repositories/scans-repository';
import { assembleReport } from './assemble-report';
import { creditDecision } from './scan-credit-decision';
import type { SourceResult } from './source-runner';

/** A paid scan's report from what answered, with its credit decision: the worker's and the watchdog's. */
export function scanReport(job: Pick<ScanDocument, '_id' | 'kind' | 'target' | 'expiresAt'>, results: readonly SourceResult[]): Report {
  return assembleReport({
    scanId: job._id,
    kind: job.kind,
    target: job.target,
    createdAt: new Date(),
    expiresAt: job.expiresAt,
    results,
    creditReturned: creditDecision(results, job),
  });
}
