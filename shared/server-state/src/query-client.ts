import { notifyManager, QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * The page's one cache of server state. This module is a federation singleton (with
 * `@tanstack/react-query` itself), so the shell and every remote read and refresh the same
 * answers: a credit balance changed by the funnel is the one the navigation and the account page
 * show. Hooks in shared packages pass this client explicitly, so they also work in a tree
 * without the provider (a remote's prerender, component tests).
 *
 * Defaults keep the behaviour the hand-written stores had: no automatic retry (each screen
 * offers its own retry with a message), no refetch on window focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});

// The balance and the public configuration are read outside React too (the navigation's
// session, a remote's render) and must not be garbage-collected while no component observes
// them; each is refreshed explicitly, after the events that change it, never by age.
queryClient.setQueryDefaults(queryKeys.allCredits, { gcTime: Infinity, staleTime: Infinity });
queryClient.setQueryDefaults(queryKeys.publicConfig, { gcTime: Infinity, staleTime: Infinity });
// An account's screens show what the server says as they open, as they always did: an answer
// is not kept once no screen shows it (the balance is the exception above).
queryClient.setQueryDefaults(queryKeys.allAccounts, { gcTime: 0 });

// Components hear of an answer in the same task it resolved in (a microtask), as they did with
// the hand-written stores, instead of one timer later (TanStack's default): nothing waits on a
// timer, so pages under fake timers (tests of the funnel's delays) still see their answers.
notifyManager.setScheduler((callback) => void Promise.resolve().then(callback));
