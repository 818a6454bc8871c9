import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random base62 text; Stripe ids are `<prefix>_` followed by 14–24 such characters. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

/** Client secrets embed the intent id so Stripe.js can derive it: `pi_123_secret_abc`. */
export function clientSecretFor(id: string): string {
  return `${id}_secret_${randomToken(25)}`;
}

export function intentIdFromClientSecret(secret: string): string | undefined {
  const match = /^((?:pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(secret);
  return match?.[1];
}
