/**
 * Every query key in one place. What belongs to a signed-in account starts with `account` or
 * `credits` and its address, so signing out forgets all of it (`forgetAccounts`).
 */
export const queryKeys = {
  publicConfig: ['public-config'] as const,
  /** The balance has its own prefix: it is kept for the whole page (see query-client.ts). */
  credits: (email: string) => ['credits', email.toLowerCase()] as const,
  me: (email: string) => ['account', email.toLowerCase(), 'me'] as const,
  reports: (email: string) => ['account', email.toLowerCase(), 'reports'] as const,
  sessions: (email: string) => ['account', email.toLowerCase(), 'sessions'] as const,
  billing: (email: string) => ['account', email.toLowerCase(), 'billing'] as const,
  allCredits: ['credits'] as const,
  allAccounts: ['account'] as const,
};
