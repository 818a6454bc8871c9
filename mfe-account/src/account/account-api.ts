import { api } from '@mailscout/auth';
import {
  MeResponse,
  PaymentMethodSetupResponse,
  ReportsResponse,
  RevokeAllSessionsResponse,
  SessionsResponse,
  UpdatePaymentMethodResponse,
  UpdatePreferencesResponse,
  type UpdatePreferencesRequest,
} from '@mailscout/contracts';

/** The signed-in account with its subscription (the account page's subscription tab). */
export const fetchMe = () => api.get('/api/me', MeResponse);

/** docs/decisions.md#settings-tab Settings: stores the account's email choices; the answer is what the server now holds. */
export const updatePreferences = (preferences: UpdatePreferencesRequest) =>
  api.request('/api/me/preferences', { method: 'PUT', body: preferences, schema: UpdatePreferencesResponse });

/** docs/decisions.md#security-tab Security: the account's active sessions. */
export const fetchSessions = () => api.get('/api/sessions', SessionsResponse);

/** Ends every session of the account, this browser's included. */
export const revokeAllSessions = () => api.post('/api/sessions/revoke-all', {}, RevokeAllSessionsResponse);

/** docs/decisions.md#history-tab History: the account's past reports. */
export const fetchReports = () => api.get('/api/reports', ReportsResponse);

/** docs/decisions.md#payment-method Payment method: a SetupIntent for a new card of the account's customer. */
export const setupPaymentMethod = () => api.post('/api/payment-method/setup', {}, PaymentMethodSetupResponse);

/** Makes the card the confirmed SetupIntent saved the one renewals are charged to. */
export const updatePaymentMethod = (setupIntentId: string) => api.post('/api/payment-method', { setupIntentId }, UpdatePaymentMethodResponse);
