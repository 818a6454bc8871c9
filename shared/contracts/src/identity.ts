import { z } from 'zod';
import { Email, Language, OtpCode } from './common';

/** Said for every code request, whether or not the address has an account (docs/decisions.md#sign-in-codes). */
export const OTP_SENT_MESSAGE = 'If this address can receive a code, we have sent one. Please check your email.';

/** The bot challenge's solution (ALTCHA payload, or an hCaptcha / Turnstile token). */
export const CaptchaToken = z.string().min(1, 'Please complete the CAPTCHA verification.').max(4000);

/**
 * docs/decisions.md#bot-challenge: after repeated wrong codes (or code requests) for an address the API answers 400
 * CAPTCHA_REQUIRED instead of locking the address; the same call is then sent again with the bot
 * challenge's solution in `captchaToken`.
 */
export const RequestLoginOtpRequest = z.object({ email: Email, language: Language.optional(), captchaToken: CaptchaToken.optional() });
export const VerifyLoginOtpRequest = z.object({ email: Email, otp: OtpCode, captchaToken: CaptchaToken.optional() });
/**
 * The session itself is the httpOnly cookie the answer sets; `token` is in the body only for a
 * non-browser client that asks for it with `X-Session-Token: body` (docs/decisions.md#sessions).
 */
export const VerifyLoginOtpResponse = z.object({ token: z.string().optional(), email: z.string(), credits: z.number().int().nonnegative() });

export const RequestCancelOtpRequest = z.object({ email: Email, captchaToken: CaptchaToken.optional(), language: Language.optional() });
export const VerifyCancelOtpRequest = z.object({ email: Email, otp: OtpCode });
export const CancelWithOtpRequest = z.object({ email: Email, otp: OtpCode, language: Language.default('en') });
export const CancelWithOtpResponse = z.object({
  message: z.string(),
  /** Unix seconds: access continues to the end of the paid period (docs/product.md#states). */
  accessUntil: z.number().int().nullable(),
});

export const RequestOptOutOtpRequest = z.object({ email: Email, captchaToken: CaptchaToken, language: Language.optional() });
export const VerifyOptOutOtpRequest = z.object({ email: Email, otp: OtpCode, captchaToken: CaptchaToken.optional() });

/** A saved card as the account page shows it (docs/decisions.md#payment-method): the brand code and last four digits. */
export const CardSummary = z.object({ brand: z.string(), last4: z.string() });
export type CardSummary = z.infer<typeof CardSummary>;

const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** The payment provider's brand code as people write it ('visa' → 'Visa'), the same in every remote. */
export function cardBrandName(brand: string): string {
  return CARD_BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** The account's subscription as the account page shows it. */
export const SubscriptionSummary = z.object({
  id: z.string(),
  status: z.string(),
  planType: z.enum(['trial', 'weekly', 'monthly']),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodStart: z.number().int(),
  currentPeriodEnd: z.number().int(),
  paymentMethod: CardSummary.nullable(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummary>;

/**
 * The account's email choices (docs/decisions.md#settings-tab Settings). Mails the law requires (the reminder
 * before a trial converts, docs/decisions.md#trial) are not a choice and are always sent.
 */
export const AccountPreferences = z.object({
  /** A reminder before each paid renewal, with its date and amount. */
  renewalReminders: z.boolean(),
});
export type AccountPreferences = z.infer<typeof AccountPreferences>;

export const MeResponse = z.object({
  email: z.string(),
  credits: z.number().int().nonnegative(),
  language: Language,
  /** The subscription the account page leads with: the newest live one, else the newest. */
  subscription: SubscriptionSummary.nullable(),
  /**
   * docs/decisions.md#trial: every live (trialing, active, past_due) subscription of the account. Normally
   * one; accounts from before the one-subscription rule may have more, and each is shown.
   */
  subscriptions: z.array(SubscriptionSummary).default([]),
  preferences: AccountPreferences,
});
export type MeResponse = z.infer<typeof MeResponse>;

/** PUT /api/me/preferences: the account's email choices, all of them. */
export const UpdatePreferencesRequest = AccountPreferences;
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequest>;
export const UpdatePreferencesResponse = z.object({ preferences: AccountPreferences });
export type UpdatePreferencesResponse = z.infer<typeof UpdatePreferencesResponse>;

export const SessionInfo = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export const SessionsResponse = z.object({ sessions: z.array(SessionInfo) });
export const RevokeAllSessionsResponse = z.object({ revoked: z.number().int().nonnegative() });
export type SessionInfo = z.infer<typeof SessionInfo>;

/** The bot challenge configuration the browser needs to render the widget. */
export const CaptchaConfig = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({ provider: z.literal('hcaptcha'), siteKey: z.string() }),
  z.object({ provider: z.literal('turnstile'), siteKey: z.string() }),
]);
export type CaptchaConfig = z.infer<typeof CaptchaConfig>;
