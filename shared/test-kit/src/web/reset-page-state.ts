import { resetCreditSync, sessionStore } from '@mailscout/auth';
import { i18n } from '@mailscout/i18n';
import { publicConfigStore } from '@mailscout/public-config';
import { resetServerState } from '@mailscout/server-state';
import { resetToasts } from '@mailscout/ui';

/**
 * Forgets every piece of page state a test may leave behind (storage, the session and credit
 * sync, every cached server answer, toasts) and sets the page's language. The stores live outside
 * React (they survive a remote being reloaded), so one test's state would reach the next.
 */
export async function resetPageState(language: 'en' | 'de' = 'en'): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.reset();
  resetCreditSync();
  publicConfigStore.reset();
  resetServerState();
  resetToasts();
  // jsdom does not implement scrolling; pages scroll to the top on a step change.
  window.scrollTo = jest.fn();
  await i18n.changeLanguage(language);
}

/** Signs a user in through the session store, as a login would. */
export function signInAs(email = 'jane.doe@example.com', credits = 3): void {
  sessionStore.signIn(email, { credits });
}
