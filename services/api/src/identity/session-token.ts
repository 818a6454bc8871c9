import crypto from 'node:crypto';

export const SESSION_COOKIE = 'authToken';

/** An opaque 256-bit token; only its hash is stored (docs/decisions.md#sessions). */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/** A short public id for a session (the Security tab lists sessions without their hashes). */
export function publicSessionId(tokenHash: string): string {
  return tokenHash.slice(0, 12);
}
