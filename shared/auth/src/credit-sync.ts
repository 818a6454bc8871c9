import { SubscriptionStatusResponse, UserCreditsResponse } from '@mailscout/contracts';
import type { ApiClient } from '@mailscout/api-client';
import { sessionStore } from './session-store';

export const CREDIT_SYNC_DELAY_MS = 100;
const SYNCED_FLAG = 'mailscout.creditsSynced';
const STATUS_TIMEOUT_MS = 15_000;

let running: Promise<void> | null = null;

function alreadySynced(email: string): boolean {
  try {
    return sessionStorage.getItem(SYNCED_FLAG) === email;
  } catch {
    return false;
  }
}

function markSynced(email: string): void {
  try {
    sessionStorage.setItem(SYNCED_FLAG, email);
  } catch {
    /* without storage the sync may run again on the next load; harmless */
  }
}

/**
 * docs/product.md#states: once per browser session while signed in, fetch the credits and update the local
 * value. The status call is tried first, the credits call is the fallback (docs/product.md#api-calls); failures are
 * logged and the local credits kept (docs/product.md#errors). Concurrent calls share one run.
 */
export function syncCredits(api: ApiClient): Promise<void> {
  if (running) return running;
  const user = sessionStore.getUser();
  if (!user || alreadySynced(user.email)) return Promise.resolve();
  running = (async () => {
    try {
      const credits = await fetchCredits(api, user.email);
      sessionStore.update({ credits });
      markSynced(user.email);
    } catch (error) {
      console.warn('credit sync failed; keeping local credits', error instanceof Error ? error.message : error);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function fetchCredits(api: ApiClient, email: string): Promise<number> {
  try {
    const status = await api.post('/api/get-subscription-status', { email }, SubscriptionStatusResponse, { timeoutMs: STATUS_TIMEOUT_MS });
    const fromMetadata = Number(status.subscription?.metadata.lookup_credits);
    if (status.success && Number.isFinite(fromMetadata)) return fromMetadata;
  } catch {
    /* fall through to the credits call */
  }
  const { credits } = await api.post('/api/get-user-credits', { email }, UserCreditsResponse);
  return credits;
}

/** Tests only. */
export function resetCreditSync(): void {
  running = null;
  try {
    sessionStorage.removeItem(SYNCED_FLAG);
  } catch {
    /* ignore */
  }
}
