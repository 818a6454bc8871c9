import { z } from 'zod';
import { Email, Language } from './common';
import { CardSummary } from './identity';

/**
 * A Stripe object id as the browser may send it (`pm_…`, `sub_…`, `pi_…`, `seti_…`, `cus_…`,
 * `price_…`, test tokens such as `pm_card_visa`): a bounded pattern, so a hostile value (a lone
 * surrogate, 60,000 characters) is a 400 here and never reaches the payment provider.
 */
export const StripeId = z
  .string()
  .min(1, 'This field is required')
  .max(255, 'Invalid payment reference')
  .regex(/^[a-z]{2,8}_[A-Za-z0-9_]{1,246}$/, 'Invalid payment reference');

/**
 * docs/decisions.md#receipts-and-terms: terms acceptance (with the 14-day-right statement) on every checkout path before
 * the first payment. Optional in the schema so a missing tick is answered with its own code
 * (`TERMS_NOT_ACCEPTED`) and message rather than a generic validation error.
 */
export const TermsAccepted = z.boolean().optional();

export const SetupPaymentRequest = z.object({ email: Email });
export const SetupPaymentResponse = z.object({
  clientSecret: z.string(),
  customerId: z.string(),
  priceId: z.string(),
});

export const AttachAndSubscribeRequest = z.object({
  customerId: StripeId,
  paymentMethodId: StripeId,
  priceId: z.union([StripeId, z.literal('')]),
  couponId: z.string().max(255).optional(),
  email: Email,
  language: Language.default('en'),
  termsAccepted: TermsAccepted,
});

/** The plan the 7-day trial converts to (docs/decisions.md#trial): weekly unless monthly is chosen. */
export const PlanChoice = z.enum(['weekly', 'monthly']);
export type PlanChoice = z.infer<typeof PlanChoice>;

export const CreateSubscriptionRequest = z.object({
  email: Email,
  paymentMethodId: StripeId,
  scanEmail: Email,
  language: Language.default('en'),
  plan: PlanChoice.optional(),
  /**
   * docs/decisions.md#one-subscription: the trial is once per account and per card. `true` (the default) asks for the
   * trial and is refused with TRIAL_ALREADY_USED (nothing charged) when it was had; `false`
   * subscribes to the plan at its full price at once (the 'plan' offer).
   */
  withTrial: z.boolean().default(true),
  termsAccepted: TermsAccepted,
  /**
   * The request id the page will start the report's scan with (start-scan's `requestId`), so the
   * receipt can link the report at `/reports/:id` before the scan has started
   * (docs/decisions.md#report-link-mail). Absent for a plain sign-up.
   */
  reportRequestId: z.string().regex(/^[\w-]{8,64}$/).optional(),
});

/**
 * docs/decisions.md#first-payment-sign-in, after the first payment: 'done' when the buyer was signed in with the billing
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
  /**
   * Proves to sync-invoice that the caller is the buyer of this subscription when the buyer has
   * no session yet (a new address paying with 3D Secure). Keep it with the pending checkout.
   */
  checkoutToken: z.string().optional(),
});

/** The buyer's page asks to apply the paid first invoice at once instead of waiting for the webhook. */
export const SyncInvoiceRequest = z.object({ subscriptionId: StripeId, checkoutToken: z.string().max(200).optional() });
export const SyncInvoiceResponse = z.object({
  /** The subscription's status at the payment provider (incomplete, trialing, active, …). */
  status: z.string(),
  /** True once the invoice that started the subscription is paid. */
  paid: z.boolean(),
  /** The provider's message when the last payment attempt failed (shown as is, docs/product.md#errors). */
  paymentError: z.string().optional(),
  /**
   * docs/decisions.md#identity: the payment could not be delivered to the buyer (e.g. the address got an
   * account meanwhile) and was refunded in full; `paymentError` says so.
   */
  refunded: z.boolean().optional(),
  signIn: SignInOutcome.optional(),
  token: z.string().optional(),
  credits: z.number().int().nonnegative().optional(),
});

/**
 * Credit packs (docs/decisions.md#saved-card), paid with the account's saved card. The PDF download and the
 * breach section are part of every report, so nothing else is sold one-off.
 */
export const PurchaseItem = z.enum(['pack_10', 'pack_25', 'pack_50']);
export type PurchaseItem = z.infer<typeof PurchaseItem>;
/**
 * `email`, when sent, must be the signed-in account's (kept for older clients). `language`: the one the buyer is
 * using, for the receipt (docs/decisions.md#receipt-language); without it, the browser's.
 */
export const PurchaseRequest = z.object({ item: PurchaseItem, termsAccepted: TermsAccepted, email: Email.optional(), language: Language.optional() });
export type PurchaseRequest = z.infer<typeof PurchaseRequest>;
/**
 * The server confirms the pack's PaymentIntent with the saved card: `succeeded` means paid and
 * granted (`credits` is the new balance); `requires_action` means the bank asks for 3D Secure:
 * the browser confirms `clientSecret` with Stripe.js, then calls sync-payment.
 */
export const PurchaseResponse = z.object({
  status: z.string(),
  paymentIntentId: z.string(),
  clientSecret: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  credits: z.number().int().nonnegative().optional(),
});
export const SyncPaymentRequest = z.object({ paymentIntentId: StripeId });
export const SyncPaymentResponse = z.object({ status: z.string(), credits: z.number().int().nonnegative().optional() });

/**
 * docs/decisions.md#saved-card: a weekly subscriber changes to the monthly plan, paid now with the saved card
 * (its 20 credits granted when paid); the weekly subscription ends when the monthly one is paid.
 * `requires_action` / `incomplete` with a client secret: 3D Secure in the browser, then
 * sync-invoice with `subscriptionId`.
 */
export const ChangePlanRequest = z.object({ plan: z.literal('monthly'), termsAccepted: TermsAccepted, language: Language.optional() });
export type ChangePlanRequest = z.infer<typeof ChangePlanRequest>;
export const ChangePlanResponse = z.object({
  status: z.string(),
  subscriptionId: z.string(),
  clientSecret: z.string().nullable(),
  credits: z.number().int().nonnegative().optional(),
});
export type ChangePlanResponse = z.infer<typeof ChangePlanResponse>;

/**
 * What the checkout may offer for a billing address (docs/decisions.md#prices-and-credits, docs/decisions.md#billing-proof), asked before the card form:
 * - `sign-in-required`: the address has an account and the caller is not signed in as it; the
 *   checkout asks for a sign-in code sent to it (request-login-otp / verify-login-otp) first;
 * - `new`: no account yet: the trial;
 * - `signed-in`: the caller's own account, with what it can buy: `trial` (never had one),
 *   `plan` (had its trial, no live subscription: a plan at full price), `subscriber` (a live
 *   subscription: a credit pack, or the monthly plan when on weekly).
 * Nothing about an account is answered without its session.
 */
export const CheckoutOfferRequest = z.object({ email: Email });
export const CheckoutOffer = z.enum(['trial', 'plan', 'subscriber']);
export type CheckoutOffer = z.infer<typeof CheckoutOffer>;
export const CheckoutOfferResponse = z.discriminatedUnion('account', [
  z.object({ account: z.literal('sign-in-required') }),
  z.object({ account: z.literal('new'), offer: z.literal('trial') }),
  z.object({
    account: z.literal('signed-in'),
    offer: CheckoutOffer,
    credits: z.number().int().nonnegative(),
    /** The live subscription's plan, if any. */
    plan: z.enum(['trial', 'weekly', 'monthly']).nullable(),
    /** True on the weekly plan (or its trial): the monthly plan can be bought. */
    canChangeToMonthly: z.boolean(),
    /** The saved card packs and plan changes are paid with. */
    card: CardSummary.nullable(),
  }),
]);
export type CheckoutOfferResponse = z.infer<typeof CheckoutOfferResponse>;

/** docs/product.md#validation Refunds: the trial fee, within 7 days and only if no credit was used. */
export const RefundTrialResponse = z.object({ message: z.string(), refundId: z.string(), amount: z.number().int(), currency: z.string() });

/** docs/product.md#data Subscription, as the status call returns it. */
export const Subscription = z.object({
  id: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  current_period_start: z.number().int(),
  current_period_end: z.number().int(),
  metadata: z.object({ lookup_credits: z.string(), plan_type: z.string() }).partial(),
});
export const SubscriptionStatusRequest = z.object({ email: Email, subscriptionId: StripeId.optional() });
export const SubscriptionStatusResponse = z.object({
  success: z.boolean(),
  subscription: Subscription.nullable(),
  error: z.object({ message: z.string() }).optional(),
});

export const UserCreditsRequest = z.object({ email: Email });
export const UserCreditsResponse = z.object({
  credits: z.number().int().nonnegative(),
  /** One-time purchases (docs/product.md#data account concepts), present for the signed-in owner. */
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
 * docs/decisions.md#payment-method, updating the card: the account's customer gets a SetupIntent, the browser
 * confirms it with the new card (3D Secure when the bank asks), then the server makes that card
 * the subscription's and the customer's default.
 */
export const PaymentMethodSetupResponse = z.object({ clientSecret: z.string() });
export const UpdatePaymentMethodRequest = z.object({ setupIntentId: StripeId });
export const UpdatePaymentMethodResponse = z.object({ paymentMethod: CardSummary });
export type UpdatePaymentMethodResponse = z.infer<typeof UpdatePaymentMethodResponse>;
