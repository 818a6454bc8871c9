import { z } from 'zod';
import { MessageResponse } from '../common';
import {
  AttachAndSubscribeRequest,
  ChangePlanRequest,
  ChangePlanResponse,
  CheckoutOfferRequest,
  CheckoutOfferResponse,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  PaymentMethodSetupResponse,
  PlanChoice,
  PurchaseRequest,
  PurchaseResponse,
  RefundTrialResponse,
  SetupPaymentRequest,
  SetupPaymentResponse,
  SubscriptionStatusRequest,
  SubscriptionStatusResponse,
  SyncInvoiceRequest,
  SyncInvoiceResponse,
  SyncPaymentRequest,
  SyncPaymentResponse,
  UpdatePaymentMethodRequest,
  UpdatePaymentMethodResponse,
  UserCreditsRequest,
  UserCreditsResponse,
} from '../billing';
import { RequestLoginOtpRequest, VerifyLoginOtpRequest, VerifyLoginOtpResponse } from '../identity';
import { defineRoute, errorResponses } from './define-route';
import type { ErrorCode } from '../errors/error-catalogue';

/** The older two-step checkout's body: the report's address and the plan may be left out. */
export const AttachAndSubscribeBody = AttachAndSubscribeRequest.extend({ scanEmail: AttachAndSubscribeRequest.shape.email.optional(), plan: PlanChoice.optional() });

export const WebhookResponse = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });

const tags = ['billing'];
const subscribeErrors = errorResponses(400, 402, 403, 404, 409, 429, 503);
/** Both ways of starting a subscription run the same service, so they answer the same codes. */
const SUBSCRIBE_ERROR_CODES = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'SIGN_IN_REQUIRED',
  'TERMS_NOT_ACCEPTED',
  'TRIAL_ALREADY_USED',
  'SUBSCRIPTION_EXISTS',
  'CHECKOUT_IN_PROGRESS',
  'PAYMENT_METHOD_IN_USE',
  'UNKNOWN_PRICE',
  'UNKNOWN_CUSTOMER',
  'NOT_FOUND',
  'CARD_ERROR',
  'PAYMENT_FAILED',
  'PAYMENTS_UNAVAILABLE',
] as const satisfies readonly ErrorCode[];

/** Payments (docs/decisions.md#prices-and-credits, docs/product.md#api-calls): checkout, the account's billing and saved card, Stripe's webhook. */
export const billingRoutes = {
  'checkout.offer': defineRoute('POST', '/api/checkout/offer', {
    tags,
    summary: 'What the checkout may offer for a billing address',
    body: CheckoutOfferRequest,
    response: { 200: CheckoutOfferResponse, ...errorResponses(400, 429) },
  }),
  'checkout.requestCode': defineRoute('POST', '/api/checkout/request-code', {
    tags,
    summary: 'Send a code that proves the billing address (any address)',
    body: RequestLoginOtpRequest,
    response: { 200: MessageResponse, ...errorResponses(400, 429, 503) },
  }, ['CAPTCHA_REQUIRED', 'MAIL_UNAVAILABLE']),
  'checkout.verifyCode': defineRoute('POST', '/api/checkout/verify-code', {
    tags,
    summary: 'Prove the billing address with its code: signs in (the account is created if new)',
    body: VerifyLoginOtpRequest,
    response: { 200: VerifyLoginOtpResponse, ...errorResponses(400, 429) },
  }, ['INVALID_OTP', 'CODE_USED_UP', 'CODE_GUESSES_USED_UP', 'CAPTCHA_REQUIRED']),
  'checkout.setupPayment': defineRoute('POST', '/api/setup-payment', {
    tags,
    summary: 'Customer and SetupIntent for the billing email (a new address or your own account)',
    body: SetupPaymentRequest,
    response: { 200: SetupPaymentResponse, ...errorResponses(400, 402, 403, 429, 503) },
  }, ['SIGN_IN_REQUIRED', 'FORBIDDEN', 'UNKNOWN_CUSTOMER', 'CHECKOUT_IN_PROGRESS', 'TERMS_NOT_ACCEPTED', 'CARD_ERROR', 'PAYMENT_FAILED', 'PAYMENTS_UNAVAILABLE']),
  'checkout.createSubscription': defineRoute('POST', '/api/create-subscription', {
    tags,
    summary: 'Start the paid 7-day trial (or a plan, once the trial was had)',
    body: CreateSubscriptionRequest,
    response: { 200: CreateSubscriptionResponse, ...subscribeErrors },
  }, SUBSCRIBE_ERROR_CODES),
  'checkout.attachAndSubscribe': defineRoute('POST', '/api/attach-payment-method-and-create-subscription', {
    tags,
    summary: 'Start the paid 7-day trial for a customer from setup-payment',
    body: AttachAndSubscribeBody,
    response: { 200: CreateSubscriptionResponse, ...subscribeErrors },
  }, SUBSCRIBE_ERROR_CODES),
  'checkout.syncInvoice': defineRoute('POST', '/api/billing/sync-invoice', {
    tags,
    summary: "Apply a paid first invoice now (the buyer's page: the checkout token or the account's session)",
    body: SyncInvoiceRequest,
    response: { 200: SyncInvoiceResponse, ...errorResponses(400, 404, 429, 503) },
  }, ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CARD_ERROR', 'PAYMENT_FAILED', 'PAYMENTS_UNAVAILABLE']),
  'billing.subscriptionStatus': defineRoute('POST', '/api/get-subscription-status', {
    tags,
    summary: "The account's subscription and credits",
    body: SubscriptionStatusRequest,
    response: { 200: SubscriptionStatusResponse, ...errorResponses(400, 401, 403, 429) },
  }, ['UNAUTHORIZED', 'FORBIDDEN']),
  'billing.userCredits': defineRoute('POST', '/api/get-user-credits', {
    tags,
    summary: "The account's credit balance",
    body: UserCreditsRequest,
    response: { 200: UserCreditsResponse, ...errorResponses(400, 401, 403, 429) },
  }, ['UNAUTHORIZED', 'FORBIDDEN']),
  'billing.purchase': defineRoute('POST', '/api/purchase', {
    tags,
    summary: 'Buy a credit pack with the saved card',
    body: PurchaseRequest,
    response: { 200: PurchaseResponse, ...errorResponses(400, 401, 402, 403, 409, 429, 503) },
  }, ['UNAUTHORIZED', 'FORBIDDEN', 'TERMS_NOT_ACCEPTED', 'UNKNOWN_ITEM', 'NO_SAVED_CARD', 'CHECKOUT_IN_PROGRESS', 'CARD_ERROR', 'PAYMENT_FAILED', 'PAYMENTS_UNAVAILABLE']),
  'billing.syncPayment': defineRoute('POST', '/api/billing/sync-payment', {
    tags,
    summary: 'Apply a paid pack now',
    body: SyncPaymentRequest,
    response: { 200: SyncPaymentResponse, ...errorResponses(400, 401, 403, 404, 429, 503) },
  }, ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CARD_ERROR', 'PAYMENT_FAILED', 'PAYMENTS_UNAVAILABLE']),
  'billing.changePlan': defineRoute('POST', '/api/change-plan', {
    tags,
    summary: 'Change from the weekly plan to the monthly plan, paid now with the saved card',
    body: ChangePlanRequest,
    response: { 200: ChangePlanResponse, ...errorResponses(400, 401, 402, 403, 409, 429, 503) },
  }, ['UNAUTHORIZED', 'FORBIDDEN', 'TERMS_NOT_ACCEPTED', 'PLAN_CHANGE_NOT_AVAILABLE', 'NO_SAVED_CARD', 'NO_SUBSCRIPTION', 'CHECKOUT_IN_PROGRESS', 'UNKNOWN_PRICE', 'CARD_ERROR', 'PAYMENT_FAILED', 'PAYMENTS_UNAVAILABLE']),
  'billing.refundTrial': defineRoute('POST', '/api/refund-trial', {
    tags,
    summary: 'Refund an unused trial fee (within 7 days)',
    response: { 200: RefundTrialResponse, ...errorResponses(401, 409, 429, 503) },
  }, ['UNAUTHORIZED', 'FORBIDDEN', 'REFUND_NOT_ALLOWED', 'CARD_ERROR', 'PAYMENT_FAILED', 'PAYMENTS_UNAVAILABLE']),
  'billing.paymentMethodSetup': defineRoute('POST', '/api/payment-method/setup', {
    tags,
    summary: "Start replacing the saved card: a SetupIntent for the account's customer",
    response: { 200: PaymentMethodSetupResponse, ...errorResponses(400, 401, 402, 403, 404, 429, 503) },
  }, ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'NO_SUBSCRIPTION', 'CARD_ERROR', 'PAYMENT_FAILED', 'PAYMENTS_UNAVAILABLE']),
  'billing.updatePaymentMethod': defineRoute('POST', '/api/payment-method', {
    tags,
    summary: "Make the confirmed SetupIntent's card the one the subscription charges",
    body: UpdatePaymentMethodRequest,
    response: { 200: UpdatePaymentMethodResponse, ...errorResponses(400, 401, 402, 403, 404, 409, 429, 503) },
  }, ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'NO_SUBSCRIPTION', 'NOT_A_CARD', 'SETUP_NOT_COMPLETED', 'CARD_ERROR', 'PAYMENT_FAILED', 'PAYMENTS_UNAVAILABLE']),
  /** Signed by Stripe; the body is read raw (the signature is over its bytes). */
  'billing.stripeWebhook': defineRoute('POST', '/api/stripe/webhook', {
    tags,
    summary: 'Stripe webhook (signed)',
    hide: true,
    response: { 200: WebhookResponse, ...errorResponses(400) },
  }, ['INVALID_SIGNATURE']),
};
