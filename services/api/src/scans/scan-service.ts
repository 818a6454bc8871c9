import crypto from 'node:crypto';
import type { ObjectId } from 'mongodb';
import { DomainError } from '../errors/domain-error';
import { reportIdFor } from '../store/report-id';
import type { ScanDocument } from '../store/repositories/scans-repository';
import type { EngineDeps } from './engine-deps';
import { liveScanFor } from './live-scan';
import type { LookupTarget } from './lookup-target';

export interface StartScanInput {
  userId: ObjectId;
  target: LookupTarget;
  purpose: string | null;
  requestId: string | null;
  /** The starting request's log id (docs/architecture.md#request-id), kept on the job for the worker's logs. */
  startRequestId?: string;
  /** A new report although a live one exists (docs/decisions.md#never-twice). */
  fresh?: boolean;
}

/** How long one start may hold its target's lock, and how long another start waits for it. */
const TARGET_LOCK_MS = 15_000;
// Fifty starts at once take turns one by one; on a loaded machine each turn can take a few hundred ms.
const TARGET_WAIT_MS = 30_000;
// Waiters back off (with jitter) so that fifty of them do not crowd the database the holder needs.
const TARGET_RETRY_MS = 25;
const TARGET_RETRY_MAX_MS = 250;

/** A retried request with the same id maps to the same scan (and the same ledger key). */
const scanIdFor = (userId: ObjectId, requestId: string | null): string => (requestId ? reportIdFor(userId, requestId) : crypto.randomUUID());

const isDuplicateKey = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starting a paid scan: refused for opted-out targets and over the daily cap; one credit is
 * spent through the ledger under the scan's own key, so a retry or a race never charges twice,
 * and a balance of N starts at most N scans however many requests arrive at once.
 * docs/decisions.md#never-twice: while the account has a live scan of the target (running, or
 * finished with its report unexpired) a start answers that scan and spends nothing, unless the
 * request asks for a fresh one. Starts of one target by one account take turns (a lock document,
 * so across API instances too), so 50 at once still find the first one's scan and spend once.
 */
export function scanService(deps: EngineDeps) {
  const { store, config, bus } = deps;

  async function withTargetLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + TARGET_WAIT_MS;
    for (let attempt = 0; !(await store.checkoutLocks.acquire(key, TARGET_LOCK_MS)); attempt += 1) {
      if (Date.now() > deadline) {
        throw new DomainError({ code: 'SERVICE_UNAVAILABLE', message: 'This lookup is being started already. Please try again in a moment.' });
      }
      const backoff = Math.min(TARGET_RETRY_MAX_MS, TARGET_RETRY_MS * 2 ** Math.min(attempt, 4));
      await pause(backoff / 2 + Math.random() * (backoff / 2));
    }
    try {
      return await work();
    } finally {
      await store.checkoutLocks.release(key);
    }
  }

  return {
    async start(input: StartScanInput): Promise<{ scanId: string; reused?: boolean }> {
      const targetHash = deps.hashTarget(input.target.value);
      if (await deps.isSuppressed(input.target.value)) {
        throw new DomainError({ code: 'OPTED_OUT', message: 'This email address has opted out.' });
      }
      const scanId = scanIdFor(input.userId, input.requestId);
      const existing = await store.scans.findForUser(scanId, input.userId);
      if (existing && existing.status !== 'charging') return { scanId };
      return withTargetLock(`scan-target:${input.userId.toHexString()}:${targetHash}`, async () => {
        // Looked at again under the lock: an identical request may have started it meanwhile.
        const again = await store.scans.findForUser(scanId, input.userId);
        if (again && again.status !== 'charging') return { scanId };
        if (!input.fresh) {
          const live = await liveScanFor(store, input.userId, targetHash);
          if (live) return { scanId: live._id, reused: true };
        }
        return charge(input, scanId, targetHash, again);
      });
    },
  };

  /** Takes the credit and queues the scan (under its target's lock). */
  async function charge(input: StartScanInput, scanId: string, targetHash: string, existing: ScanDocument | null): Promise<{ scanId: string }> {
    const since = new Date(Date.now() - 86_400_000);
    if ((await store.auditLog.countForActorSince(input.userId, 'lookup', since)) >= config.scans.dailyCapPerAccount) {
      throw new DomainError({
        code: 'DAILY_LOOKUP_CAP',
        message: `You have reached the limit of ${config.scans.dailyCapPerAccount} lookups in 24 hours. Please try again tomorrow.`,
      });
    }

    const now = new Date();
    if (!existing) {
      try {
        await store.scans.create({
          _id: scanId,
          userId: input.userId,
          kind: input.target.kind,
          target: input.target.value,
          targetHash,
          status: 'charging',
          leaseOwner: null,
          leaseUntil: null,
          attempts: 0,
          createdAt: now,
          completedAt: null,
          expiresAt: new Date(now.getTime() + config.scans.ttlMs),
          error: null,
          sources: {},
          ...(input.startRequestId ? { startRequestId: input.startRequestId } : {}),
        });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // The same request arrived twice at once: the ledger key below keeps it to one credit.
      }
    }

    const spent = await store.credits.spend(input.userId, { sourceKey: `scan:${scanId}`, amount: 1, reason: 'scan' });
    if (spent.outcome === 'insufficient' || spent.outcome === 'no-account') {
      await store.scans.deleteCharging(scanId);
      throw new DomainError({ code: 'NO_CREDITS', message: 'No credits available. Please purchase credits to continue.' });
    }
    if (await store.scans.setStatus(scanId, 'charging', 'queued')) {
      await store.auditLog.append({ actorUserId: input.userId, action: 'lookup', subjectHash: targetHash, purpose: input.purpose });
    }
    bus.changed('scan-queued');
    return { scanId };
  }
}
