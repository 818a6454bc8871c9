import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@mailscout/api-client';
import { queryClient, queryKeys } from '@mailscout/server-state';
import { api } from './api';

const STATUS_TIMEOUT_MS = 15_000;

/**
 * docs/product.md#api-calls: the balance from the subscription's metadata, with the credits call as the fallback
 * when the status call fails or carries none.
 */
export async function fetchCredits(client: ApiClient, email: string): Promise<number> {
  try {
    const status = await client.call('billing.subscriptionStatus', { body: { email }, timeoutMs: STATUS_TIMEOUT_MS });
    const fromMetadata = Number(status.subscription?.metadata.lookup_credits);
    if (status.success && Number.isFinite(fromMetadata)) return fromMetadata;
  } catch {
    /* fall through to the credits call */
  }
  const { credits } = await client.call('billing.userCredits', { body: { email } });
  return credits;
}

/** The one credits query of an account: every reader and every refresh goes through it. */
export const creditsQuery = (email: string, client: ApiClient = api) =>
  queryOptions({ queryKey: queryKeys.credits(email), queryFn: () => fetchCredits(client, email) });

/** The cached balance of an account (undefined before anything answered it). */
export const cachedCredits = (email: string): number | undefined => queryClient.getQueryData<number>(queryKeys.credits(email));

/**
 * Asks the server for the balance again (after an event that changed it without saying the new
 * figure) and resolves with it; callers asking at the same time share one request.
 */
export function refreshCredits(email: string, client: ApiClient = api): Promise<number> {
  return queryClient.fetchQuery({ ...creditsQuery(email, client), staleTime: 0 });
}

/**
 * An answer of the server that carries the account's new balance (a purchase, a scan's results,
 * GET /api/me, a sign-in) goes into the credits query, so the balance is fetched nowhere else.
 */
export function receiveCredits(email: string, credits: number): void {
  queryClient.setQueryData(queryKeys.credits(email), credits);
}
