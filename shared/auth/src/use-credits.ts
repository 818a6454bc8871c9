import { useCallback } from 'react';
import { refreshCredits } from './credits-query';
import { useAuth } from './auth-context';

export interface CreditsState {
  /** The signed-in account's balance (0 when signed out). */
  credits: number;
  /** Asks the server again; resolves with the new balance (rejects when it cannot answer). */
  refresh: () => Promise<number>;
}

/**
 * The signed-in account's credits, read from the page's one credits query (through the session,
 * which re-renders at once when the query changes): a purchase, a scan or a refresh anywhere on
 * the page shows here without anyone copying the figure.
 */
export function useCredits(): CreditsState {
  const { user } = useAuth();
  const email = user?.email;
  const refresh = useCallback(() => (email ? refreshCredits(email) : Promise.reject(new Error('not signed in'))), [email]);
  return { credits: user?.credits ?? 0, refresh };
}
