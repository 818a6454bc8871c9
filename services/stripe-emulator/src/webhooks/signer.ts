import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>" keyed with the endpoint's whsec_ secret>`. The timestamp is real wall-clock
 * time (never test-clock time), because `constructEvent` checks it against a 5-minute tolerance.
 */
export function signPayload(payload: string, secret: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/** Verifier for the emulator's own tests and tools; product code uses the SDK's constructEvent. */
export function verifySignature(payload: string, header: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = signPayload(payload, secret, Number(parts.t)).split('v1=')[1] ?? '';
  return expected.length === parts.v1.length && timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}
