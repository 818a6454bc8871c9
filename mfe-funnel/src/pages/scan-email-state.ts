import { normaliseEmailAddress } from '@mailscout/contracts';

/** The scan email carried in navigation state (docs/product.md#screens /scan-process → /payment), lower-cased; null when absent. */
export function scanEmailFromState(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  if (typeof email !== 'string') return null;
  return normaliseEmailAddress(email);
}
