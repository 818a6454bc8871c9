import { Report } from '@mailscout/contracts';
import type { ScanDocument } from '../store/repositories/scans-repository';
import type { EngineDeps } from './engine-deps';
import { returnScanCredit } from './return-scan-credit';

/**
 * The finishing step of a paid scan. Each part may run again, in another worker, or after a
 * crash at any point in between, without changing the outcome:
 * 1. the first report stored under the scan id is the scan's report (a later run adopts it, so
 *    the credit decision written into it is made once);
 * 2. when that report says the credit goes back, it goes back under the scan's ledger key
 *    (applied once; a repeat is a duplicate);
 * 3. only the lease holder marks the job completed.
 * The credit is returned before `completed`, so the results the browser then reads already show
 * the balance with it.
 */
export async function finishScan(deps: Pick<EngineDeps, 'store' | 'config' | 'bus'>, job: ScanDocument, workerId: string, report: Report): Promise<{ report: Report; completed: boolean }> {
  const stored = await deps.store.reports.saveFirst({
    _id: job._id,
    userId: job.userId,
    targetHash: job.targetHash,
    createdAt: new Date(report.createdAt),
    expiresAt: job.expiresAt,
    report,
  });
  const final = Report.parse(stored.report);
  if (final.creditReturned) await returnScanCredit(deps, job, final.creditReturned.reason);
  const completed = await deps.store.scans.finish(job._id, workerId, { status: 'completed' });
  deps.bus.changed(job._id);
  return { report: final, completed };
}
