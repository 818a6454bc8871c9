import { z } from 'zod';
import { Email, Language } from './common';

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

export const CreateSubscriptionRequest = z.object({
  email: Email,
  paymentMethodId: z.string().min(1),
  scanEmail: Email,
  language: Language.default('en'),
});
export const CreateSubscriptionResponse = z.object({
  status: z.string(),
  subscriptionId: z.string(),
  clientSecret: z.string().nullable(),
});

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
export const UserCreditsResponse = z.object({ credits: z.number().int().nonnegative() });

export type SetupPaymentResponse = z.infer<typeof SetupPaymentResponse>;
export type CreateSubscriptionRequest = z.infer<typeof CreateSubscriptionRequest>;
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponse>;
export type Subscription = z.infer<typeof Subscription>;
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponse>;
export type UserCreditsResponse = z.infer<typeof UserCreditsResponse>;
