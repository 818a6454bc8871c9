import crypto from 'node:crypto';
import type { ObjectId } from 'mongodb';
import { DomainError } from '../errors/domain-error';
import type { EngineDeps } from './engine-deps';
import type { LookupTarget } from './lookup-target';

export interface StartScanInput {
  userId: ObjectId;
  target: LookupTarget;
  purpose: string | null;
  requestId: string | null;
}

/** A retried request with the same id maps to the same scan (and the same ledger key). */
function scanIdFor(userId: ObjectId, requestId: string | null): string {
  if (!requestId) return crypto.randomUUID();
  return crypto.createHash('sha256').update(`${userId.toHexString()}:${requestId}`).digest('base64url').slice(0, 32);
}

const isDuplicateKey = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/**
 * Starting a paid scan: refused for opted-out targets and over the daily cap; one credit is
 * spent through the ledger under the scan's own key, so a retry or a race never charges twice,
 * and a balance of N starts at most N scans however many requests arrive at once.
 */
export function scanService(deps: EngineDeps) {
  const { store, config, bus } = deps;

  return {
    async start(input: StartScanInput): Promise<{ scanId: string }> {
      const targetHash = deps.hashTarget(input.target.value);
      if (await deps.isSuppressed(input.target.value)) {
        throw new DomainError({ code: 'OPTED_OUT', statusCode: 403, message: 'This email address has opted out.' });
      }
      const scanId = scanIdFor(input.userId, input.requestId);
      const existing = await store.scans.findForUser(scanId, input.userId);
      if (existing && existing.status !== 'charging') return { scanId };

      const since = new Date(Date.now() - 86_400_000);
      if ((await store.auditLog.countForActorSince(input.userId, 'lookup', since)) >= config.scans.dailyCapPerAccount) {
        throw new DomainError({
          code: 'DAILY_LOOKUP_CAP',
          statusCode: 429,
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
          });
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          // The same request arrived twice at once: the ledger key below keeps it to one credit.
        }
      }

      const spent = await store.credits.spend(input.userId, { sourceKey: `scan:${scanId}`, amount: 1, reason: 'scan' });
      if (spent.outcome === 'insufficient' || spent.outcome === 'no-account') {
        await store.scans.collection.deleteOne({ _id: scanId, status: 'charging' });
        throw new DomainError({ code: 'NO_CREDITS', statusCode: 402, message: 'No credits available. Please purchase credits to continue.' });
      }
      if (await store.scans.setStatus(scanId, 'charging', 'queued')) {
        await store.auditLog.append({ actorUserId: input.userId, action: 'lookup', subjectHash: targetHash, purpose: input.purpose });
      }
      bus.changed('scan-queued');
      return { scanId };
    },
  };
}
export type ScanService = ReturnType<typeof scanService>;
