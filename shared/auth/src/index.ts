export { AuthProvider, useAuth, type AuthContextValue } from './auth-context';
export { sessionStore, SESSION_STORAGE_KEY } from './session-store';
export { api } from './api';
export { syncCredits, resetCreditSync, CREDIT_SYNC_DELAY_MS } from './credit-sync';
export { creditsQuery, fetchCredits, receiveCredits, refreshCredits } from './credits-query';
export { useCredits, type CreditsState } from './use-credits';
export { avatarInitials } from './user-display';
