import crypto from 'node:crypto';
import type { ObjectId } from 'mongodb';

/**
 * A report's id (its scan's id) from the account and the request id the buyer's page chose for
 * it: a retried start maps to the same scan, and a receipt sent before the scan starts can
 * already link to `/reports/:id` (docs/decisions.md#report-link-mail). Hashed with the account,
 * so nobody else's request id names the same report.
 */
export function reportIdFor(userId: ObjectId, requestId: string): string {
  return crypto.createHash('sha256').update(`${userId.toHexString()}:${requestId}`).digest('base64url').slice(0, 32);
}
