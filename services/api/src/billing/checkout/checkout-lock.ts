import { DomainError } from '../../errors/domain-error';
import type { BillingDeps } from '../billing-deps';

// Longer than the slowest checkout (Stripe's 20 s timeout, with retries), short enough that a
// crashed request does not block the buyer for long.
const LOCK_TTL_MS = 90_000;

/**
 * Runs one purchase at a time per key (a billing address, an account): a double click, two tabs
 * or 50 parallel requests make one charge; the others are told a checkout is under way.
 */
export async function withCheckoutLock<T>(deps: BillingDeps, key: string, work: () => Promise<T>): Promise<T> {
  if (!(await deps.store.checkoutLocks.acquire(key, LOCK_TTL_MS))) {
    throw new DomainError({
      code: 'CHECKOUT_IN_PROGRESS',
      message: 'A payment for this account is already being processed. Please wait a moment.',
    });
  }
  try {
    return await work();
  } finally {
    await deps.store.checkoutLocks.release(key);
  }
}
