import { z } from 'zod';
import { Email, Language } from './common';
import { CardSummary } from './identity';

export const SetupPaymentRequest = z.object({ email: Email });
export const SetupPaymentResponse = z.object({
  clientSecret: z.string(),
  customerId: z.string(),
  priceId: z.string(),
});

export const AttachAndSubscribeRequest = z.object({
  customerId: z.string().min(1),
  paymentMethodId: z.string().min(1),
  priceId: z.string(),
  couponId: z.string().optional(),
  email: Email,
  language: Language.default('en'),
});

/** The plan the 7-day trial converts to (DECISIONS §3): weekly unless monthly is chosen. */
export const PlanChoice = z.enum(['weekly', 'monthly']);
export type PlanChoice = z.infer<typeof PlanChoice>;

export const CreateSubscriptionRequest = z.object({
  email: Email,
  paymentMethodId: z.string().min(1),
  scanEmail: Email,
  language: Language.default('en'),
  plan: PlanChoice.optional(),
});

/**
 * DECISIONS §4, after the first payment: 'done' when the buyer was signed in with the billing
 * email (it had no account before; `token` is then the session), 'required' when that email
 * belongs to an existing account, whose owner signs in with a code.
 */
export const SignInOutcome = z.enum(['done', 'required']);
export type SignInOutcome = z.infer<typeof SignInOutcome>;

export const CreateSubscriptionResponse = z.object({
  status: z.string(),
  subscriptionId: z.string(),
  clientSecret: z.string().nullable(),
  customerId: z.string().optional(),
  signIn: SignInOutcome.optional(),
  token: z.string().optional(),
});

/** The buyer's page asks to apply the paid first invoice at once instead of waiting for the webhook. */
export const SyncInvoiceRequest = z.object({ subscriptionId: z.string().min(1) });
export const SyncInvoiceResponse = z.object({
  /** The subscription's status at the payment provider (incomplete, trialing, active, …). */
  status: z.string(),
  /** True once the invoice that started the subscription is paid. */
  paid: z.boolean(),
  /** The provider's message when the last payment attempt failed (shown as is, spec §8). */
  paymentError: z.string().optional(),
  signIn: SignInOutcome.optional(),
  token: z.string().optional(),
  credits: z.number().int().nonnegative().optional(),
});

/** Credit packs and one-time add-ons, paid by a PaymentIntent. */
export const PurchaseItem = z.enum(['pack_10', 'pack_25', 'pack_50', 'addon_pdf', 'addon_breach_report']);
export type PurchaseItem = z.infer<typeof PurchaseItem>;
export const PurchaseRequest = z.object({ email: Email, item: PurchaseItem });
export const PurchaseResponse = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amount: z.number().int(), currency: z.string() });
export const SyncPaymentRequest = z.object({ paymentIntentId: z.string().min(1) });
export const SyncPaymentResponse = z.object({ status: z.string(), credits: z.number().int().nonnegative().optional() });

/** Spec §5 Refunds: the trial fee, within 7 days and only if no credit was used. */
export const RefundTrialResponse = z.object({ message: z.string(), refundId: z.string(), amount: z.number().int(), currency: z.string() });

/** §3 Subscription, as the status call returns it. */
export const Subscription = z.object({
  id: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  current_period_start: z.number().int(),
  current_period_end: z.number().int(),
  metadata: z.object({ lookup_credits: z.string(), plan_type: z.string() }).partial(),
});
export const SubscriptionStatusRequest = z.object({ email: Email, subscriptionId: z.string().optional() });
export const SubscriptionStatusResponse = z.object({
  success: z.boolean(),
  subscription: Subscription.nullable(),
  error: z.object({ message: z.string() }).optional(),
});

export const UserCreditsRequest = z.object({ email: Email });
export const UserCreditsResponse = z.object({
  credits: z.number().int().nonnegative(),
  /** One-time purchases (spec §3 account concepts), present for the signed-in owner. */
  purchases: z.object({ pdfDownload: z.boolean(), breachReport: z.boolean() }).optional(),
});

export type SetupPaymentResponse = z.infer<typeof SetupPaymentResponse>;
export type CreateSubscriptionRequest = z.infer<typeof CreateSubscriptionRequest>;
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponse>;
export type Subscription = z.infer<typeof Subscription>;
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponse>;
export type UserCreditsResponse = z.infer<typeof UserCreditsResponse>;
export type SyncInvoiceResponse = z.infer<typeof SyncInvoiceResponse>;
export type PurchaseResponse = z.infer<typeof PurchaseResponse>;

/**
 * DECISIONS §7, updating the card: the account's customer gets a SetupIntent, the browser
 * confirms it with the new card (3D Secure when the bank asks), then the server makes that card
 * the subscription's and the customer's default.
 */
export const PaymentMethodSetupResponse = z.object({ clientSecret: z.string() });
export const UpdatePaymentMethodRequest = z.object({ setupIntentId: z.string().min(1) });
export const UpdatePaymentMethodResponse = z.object({ paymentMethod: CardSummary });
export type UpdatePaymentMethodResponse = z.infer<typeof UpdatePaymentMethodResponse>;
