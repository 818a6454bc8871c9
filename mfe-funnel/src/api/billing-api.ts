import { api } from '@mailscout/auth';
import type {
  ChangePlanResponse,
  CheckoutOfferResponse,
  CreateSubscriptionResponse,
  Language,
  MeResponse,
  PlanChoice,
  PurchaseItem,
  PurchaseResponse,
  SyncInvoiceResponse,
} from '@mailscout/contracts';

const BILLING_TIMEOUT_MS = 30_000;
const QUICK_TIMEOUT_MS = 15_000;

export interface CreateSubscriptionInput {
  email: string;
  paymentMethodId: string;
  /** The address the report is about; a phone scan or a plain sign-up sends the billing email. */
  scanEmail: string;
  language: Language;
  plan: PlanChoice;
  /** false: the plan at its full price at once (the 'plan' offer: the trial was had). */
  withTrial: boolean;
  /** docs/decisions.md#receipts-and-terms: the buyer ticked the terms (with the 14-day-right statement). */
  termsAccepted: true;
}

/**
 * docs/product.md#api-calls POST /api/create-subscription: the 7-day trial, or the plan at full price. The server
 * confirms the first invoice with the card; `trialing`/`active` means it is paid, `incomplete`
 * with a client secret means the card needs the buyer's action (3D Secure); a decline is a 402
 * with the provider's text; 403 SIGN_IN_REQUIRED, 409 TRIAL_ALREADY_USED / SUBSCRIPTION_EXISTS /
 * CHECKOUT_IN_PROGRESS refuse before anything is charged.
 */
export function createSubscription(input: CreateSubscriptionInput): Promise<CreateSubscriptionResponse> {
  return api.call('checkout.createSubscription', { body: input, timeoutMs: BILLING_TIMEOUT_MS });
}

/**
 * POST /api/billing/sync-invoice: applies the paid first invoice now and says who is signed in.
 * `checkoutToken` (from create-subscription) proves the buyer when there is no session yet.
 */
export function syncInvoice(subscriptionId: string, checkoutToken?: string): Promise<SyncInvoiceResponse> {
  const body = checkoutToken ? { subscriptionId, checkoutToken } : { subscriptionId };
  return api.call('checkout.syncInvoice', { body, timeoutMs: BILLING_TIMEOUT_MS });
}

/** GET /api/me: the signed-in account (after a payment confirmed in another tab, to learn its email). */
export function fetchMe(): Promise<MeResponse> {
  return api.call('identity.me', { timeoutMs: BILLING_TIMEOUT_MS });
}

/** POST /api/checkout/offer (docs/decisions.md#prices-and-credits, docs/decisions.md#billing-proof): what the checkout may sell for this billing address. */
export function fetchCheckoutOffer(email: string, signal?: AbortSignal): Promise<CheckoutOfferResponse> {
  return api.call('checkout.offer', { body: { email }, timeoutMs: QUICK_TIMEOUT_MS, signal });
}

/** POST /api/checkout/request-code: a 6-digit code to the billing address, account or not. */
export function requestCheckoutCode(email: string, language: Language) {
  return api.call('checkout.requestCode', { body: { email, language }, timeoutMs: QUICK_TIMEOUT_MS });
}

/** POST /api/checkout/verify-code: signs in as the billing address (creating its account if new). */
export function verifyCheckoutCode(email: string, otp: string) {
  return api.call('checkout.verifyCode', { body: { email, otp }, timeoutMs: QUICK_TIMEOUT_MS });
}

/** POST /api/purchase: a credit pack, charged to the signed-in account's saved card; its receipt in `language` (docs/decisions.md#receipt-language). */
export function purchasePack(item: PurchaseItem, language: Language): Promise<PurchaseResponse> {
  return api.call('billing.purchase', { body: { item, termsAccepted: true, language }, timeoutMs: BILLING_TIMEOUT_MS });
}

/** POST /api/billing/sync-payment: applies a pack paid after 3D Secure. */
export function syncPayment(paymentIntentId: string) {
  return api.call('billing.syncPayment', { body: { paymentIntentId }, timeoutMs: BILLING_TIMEOUT_MS });
}

/** POST /api/change-plan: weekly (or its trial) to monthly, paid with the saved card; its receipts in `language`. */
export function changeToMonthly(language: Language): Promise<ChangePlanResponse> {
  return api.call('billing.changePlan', { body: { plan: 'monthly', termsAccepted: true, language }, timeoutMs: BILLING_TIMEOUT_MS });
}
