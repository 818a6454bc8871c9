import type { ScanDocument } from '../store/repositories/scans-repository';
import type { EngineDeps } from './engine-deps';

/**
 * Gives a paid scan's credit back through the ledger (docs/decisions.md#credit-back). The ledger key is the
 * scan's own (`scan-refund:<scanId>`), whatever the reason, so a scan is refunded at most once
 * however many workers, retries or reasons reach this: a repeat answers `duplicate`. The cap of
 * the price catalogue applies as it does to every grant (cut and recorded), so a balance refilled
 * to the cap meanwhile does not go above it.
 */
export async function returnScanCredit(deps: Pick<EngineDeps, 'store' | 'config'>, job: Pick<ScanDocument, '_id' | 'userId'>, reason: string) {
  return deps.store.credits.grant(job.userId, {
    sourceKey: `scan-refund:${job._id}`,
    amount: 1,
    reason,
    cap: deps.config.catalogue.creditCap,
  });
}
