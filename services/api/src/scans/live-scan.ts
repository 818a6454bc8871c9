import type { ObjectId } from 'mongodb';
import type { Store } from '../store/create-store';
import type { ScanDocument } from '../store/repositories/scans-repository';

/**
 * The account's live scan of a target (docs/decisions.md#never-twice): the newest that is still
 * running (queued or running: its report is coming) or finished with its report not yet
 * expired. A failed scan, one still taking its credit (`charging`) and an expired one are not
 * live. The account is part of every query: another account's scans are never looked at.
 */
export async function liveScanFor(store: Pick<Store, 'scans' | 'reports'>, userId: ObjectId, targetHash: string, now = new Date()): Promise<ScanDocument | null> {
  const candidates = await store.scans.liveCandidates(userId, targetHash, now, 10);
  for (const candidate of candidates) {
    if (candidate.status !== 'completed') return { ...candidate, sources: candidate.sources ?? {} };
    // The report has its own expiry (and goes with an opt-out): a completed scan without one is not live.
    if (await store.reports.isKept(candidate._id, userId, now)) return { ...candidate, sources: candidate.sources ?? {} };
  }
  return null;
}
