import { api } from '@mailscout/auth';
import type { Language, UpdatePreferencesRequest } from '@mailscout/contracts';

// Paths, methods and answer schemas come from the route table in shared/contracts.

/** The signed-in account with its subscription (the account page's subscription tab). */
export const fetchMe = () => api.call('identity.me');

/** docs/decisions.md#settings-tab Settings: stores the account's email choices; the answer is what the server now holds. */
export const updatePreferences = (preferences: UpdatePreferencesRequest) =>
  api.call('identity.updatePreferences', { body: preferences });

/** docs/decisions.md#security-tab Security: the account's active sessions. */
export const fetchSessions = () => api.call('identity.sessions');

/** Ends every session of the account, this browser's included. */
export const revokeAllSessions = () => api.call('identity.revokeAllSessions');

/** docs/decisions.md#history-tab History: the account's past reports. */
export const fetchReports = () => api.call('scans.reports');

/** docs/decisions.md#payment-method Payment method: a SetupIntent for a new card of the account's customer. */
export const setupPaymentMethod = () => api.call('billing.paymentMethodSetup');

/** Makes the card the confirmed SetupIntent saved the one renewals are charged to. */
export const updatePaymentMethod = (setupIntentId: string) => api.call('billing.updatePaymentMethod', { body: { setupIntentId } });

/** docs/decisions.md#billing-history Billing: every charge and refund of the account, from the product's records. */
export const fetchBillingHistory = () => api.call('account.billingHistory');

/** docs/decisions.md#account-export: mails the account a link to its export, valid 24 hours. */
export const mailAccountExport = (language: Language) => api.call('account.exportMail', { body: { language } });
