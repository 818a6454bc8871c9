import { api } from '@mailscout/auth';
import {
  CreateSubscriptionResponse,
  MeResponse,
  SyncInvoiceResponse,
  type Language,
  type PlanChoice,
} from '@mailscout/contracts';

const BILLING_TIMEOUT_MS = 30_000;

export interface CreateSubscriptionInput {
  email: string;
  paymentMethodId: string;
  /** The address the report is about; a phone scan or a plain sign-up sends the billing email. */
  scanEmail: string;
  language: Language;
  plan: PlanChoice;
}

/**
 * Spec §7 POST /api/create-subscription: the 7-day trial. The server confirms the first invoice
 * with the card; `trialing`/`active` means it is paid, `incomplete` with a client secret means
 * the card needs the buyer's action (3D Secure); a decline is a 402 with the provider's text.
 */
export function createSubscription(input: CreateSubscriptionInput): Promise<CreateSubscriptionResponse> {
  return api.post('/api/create-subscription', input, CreateSubscriptionResponse, { timeoutMs: BILLING_TIMEOUT_MS });
}

/** POST /api/billing/sync-invoice: applies the paid first invoice now and says who is signed in. */
export function syncInvoice(subscriptionId: string): Promise<SyncInvoiceResponse> {
  return api.post('/api/billing/sync-invoice', { subscriptionId }, SyncInvoiceResponse, { timeoutMs: BILLING_TIMEOUT_MS });
}

/** GET /api/me: the signed-in account (after a payment confirmed in another tab, to learn its email). */
export function fetchMe(): Promise<MeResponse> {
  return api.get('/api/me', MeResponse, { timeoutMs: BILLING_TIMEOUT_MS });
}
