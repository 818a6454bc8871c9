import { randomUUID } from 'node:crypto';

/**
 * A free preview still running, as the previews collection holds one, whose deadline is an hour
 * away: a stream that follows it stays open for as long as a bench measures.
 */
export function runningPreview(now: Date) {
  const later = (ms: number) => new Date(now.getTime() + ms);
  return {
    _id: randomUUID(),
    kind: 'email' as const,
    targetHash: randomUUID(),
    status: 'running' as const,
    sources: { 'local-checks': { source: 'local-checks' as const, state: 'found' as const, at: now.toISOString() }, gravatar: { source: 'gravatar' as const, state: 'pending' as const, at: null } },
    emailChecks: null,
    phoneChecks: null,
    hints: { ownerNameFound: false, locationFound: false, serviceProvider: null, phoneFound: false, socialProfiles: 0, addressRecords: 0, breaches: 0 },
    createdAt: now,
    deadlineAt: later(3_600_000),
    expiresAt: later(86_400_000),
  };
}
