import crypto from 'node:crypto';

/** The one normal form of an address: what the user typed, trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A keyed hash of the normalised address (docs/decisions.md#opt-out): lets the store recognise an address
 * (suppression list, audit, codes) without keeping it. The key never leaves the server.
 */
export function emailHasher(secret: string): (email: string) => string {
  const key = crypto.createHmac('sha256', secret).update('mailscout:email-hash:v1').digest();
  return (email) => crypto.createHmac('sha256', key).update(normaliseEmail(email)).digest('base64url');
}
