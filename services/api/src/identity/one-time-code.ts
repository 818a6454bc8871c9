import crypto from 'node:crypto';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES_PER_CODE = 5;

/** Six digits from the CSPRNG (docs/decisions.md#six-digit-codes). */
export function generateCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Codes are stored only as a keyed hash bound to the address and the purpose, so a database
 * leak reveals no code and a code for one purpose cannot be used for another.
 */
export function codeHasher(secret: string) {
  const key = crypto.createHmac('sha256', secret).update('mailscout:otp:v1').digest();
  return (emailHash: string, purpose: string, code: string) =>
    crypto.createHmac('sha256', key).update(`${purpose}\n${emailHash}\n${code}`).digest('base64url');
}

/** Constant-time comparison of two hashes (never `===` on secrets). */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
