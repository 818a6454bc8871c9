import crypto from 'node:crypto';
import { normaliseEmailAddress } from '@mailscout/contracts';

/**
 * The one normal form of an address: trimmed, lower-cased, its domain in punycode
 * (docs/decisions.md#international-addresses), so `a@müller.de` and `a@xn--mller-kva.de` are one
 * address for every hash, suppression check and report, whichever way a route received it. Text
 * that is no address keeps the old form (trimmed, lower-cased).
 */
export function normaliseEmail(email: string): string {
  return normaliseEmailAddress(email) ?? email.trim().toLowerCase();
}

/**
 * A keyed hash of the normalised address (docs/decisions.md#opt-out): lets the store recognise an address
 * (suppression list, audit, codes) without keeping it. The key never leaves the server.
 */
export function emailHasher(secret: string): (email: string) => string {
  const key = crypto.createHmac('sha256', secret).update('mailscout:email-hash:v1').digest();
  return (email) => crypto.createHmac('sha256', key).update(normaliseEmail(email)).digest('base64url');
}
