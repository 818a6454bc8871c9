export { AuthProvider, useAuth, type AuthContextValue } from './auth-context';
export { sessionStore, SESSION_STORAGE_KEY } from './session-store';
export { api } from './api';
export { syncCredits, resetCreditSync, CREDIT_SYNC_DELAY_MS } from './credit-sync';
export { avatarInitials } from './user-display';
