import crypto from 'node:crypto';
import { ObjectId } from 'mongodb';

/** docs/decisions.md#account-export: the emailed link is valid 24 hours. */
export const EXPORT_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('mailscout:account-export-link:v1').digest();
const sign = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');

/** `<payload>.<signature>`: the account and the expiry, signed with a key derived from the session secret. */
export function signExportToken(secret: string, userId: ObjectId, now: number): { token: string; expiresAt: Date } {
  const expiresAt = now + EXPORT_LINK_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ u: userId.toHexString(), e: expiresAt, n: crypto.randomBytes(8).toString('base64url') })).toString('base64url');
  return { token: `${payload}.${sign(keyOf(secret), payload)}`, expiresAt: new Date(expiresAt) };
}

/** The account a token names, or null when it is tampered with, malformed or expired at `now`. */
export function verifyExportToken(secret: string, token: string, now: number): ObjectId | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(keyOf(secret), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; e?: unknown };
    if (typeof claims.u !== 'string' || !ObjectId.isValid(claims.u) || typeof claims.e !== 'number') return null;
    return now < claims.e ? new ObjectId(claims.u) : null;
  } catch {
    return null;
  }
}
