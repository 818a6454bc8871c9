import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionUser } from '@mailscout/contracts';
import { sessionStore } from './session-store';
import { api } from './api';
import { CREDIT_SYNC_DELAY_MS, syncCredits } from './credit-sync';

export interface AuthContextValue {
  /** `credits` is the credits query's balance (see `useCredits`), never a copy of it. */
  user: SessionUser | null;
  isSignedIn: boolean;
  signIn: typeof sessionStore.signIn;
  /** Revokes the session on the server (best effort) and clears it here. */
  signOut: () => Promise<void>;
  updateSubscription: (subscriptionId: string | undefined, subscriptionStatus: string | undefined) => void;
}

type AuthActions = Omit<AuthContextValue, 'user' | 'isSignedIn'>;

/**
 * The context carries only the actions, which never change; each `useAuth` reads the user from the
 * session store itself. A context value that changed when the session arrives would reach a part
 * of the page React has not hydrated yet (a prerendered remote waiting for its code, docs/architecture.md#prerendered-pages) and
 * make React throw that server-rendered part away.
 */
const AuthContext = createContext<AuthActions | null>(null);
const signedOut = () => null;
const useSessionUser = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.getUser, signedOut);

const actions: AuthActions = {
  signIn: sessionStore.signIn,
  signOut: async () => {
    try {
      await api.call('identity.logout');
    } catch {
      /* the local session is cleared either way */
    }
    sessionStore.signOut();
  },
  updateSubscription: (subscriptionId, subscriptionStatus) => sessionStore.update({ subscriptionId, subscriptionStatus }),
};

export function AuthProvider({ children, syncDelayMs = CREDIT_SYNC_DELAY_MS }: { children: ReactNode; syncDelayMs?: number }) {
  // The server renders signed out (it cannot see the browser's storage); hydration starts there too.
  const email = useSessionUser()?.email;

  useEffect(() => {
    if (!email) return;
    const timer = setTimeout(() => void syncCredits(api), syncDelayMs);
    return () => clearTimeout(timer);
  }, [email, syncDelayMs]);

  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}

/** docs/product.md#roles: using the auth state outside its provider is an error. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  const user = useSessionUser();
  return useMemo(() => ({ ...value, user, isSignedIn: user !== null }), [value, user]);
}
