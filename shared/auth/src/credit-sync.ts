import type { ApiClient } from '@mailscout/api-client';
import { api } from './api';
import { refreshCredits } from './credits-query';
import { sessionStore } from './session-store';

export const CREDIT_SYNC_DELAY_MS = 100;
const SYNCED_FLAG = 'mailscout.creditsSynced';

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
 * docs/product.md#states: once per browser session while signed in, refresh the credits query from the server.
 * Failures are logged and the last balance kept (docs/product.md#errors); concurrent calls share one request (the
 * query's own de-duplication).
 */
export async function syncCredits(client: ApiClient = api): Promise<void> {
  const user = sessionStore.getUser();
  if (!user || alreadySynced(user.email)) return;
  try {
    await refreshCredits(user.email, client);
    markSynced(user.email);
  } catch (error) {
    console.warn('credit sync failed; keeping local credits', error instanceof Error ? error.message : error);
  }
}

/** Tests only. */
export function resetCreditSync(): void {
  try {
    sessionStorage.removeItem(SYNCED_FLAG);
  } catch {
    /* ignore */
  }
}
