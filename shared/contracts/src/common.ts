import { z } from 'zod';
import { checkEmailAddress, INVALID_EMAIL_MESSAGE, isValidEmailAddress, MAX_EMAIL_LENGTH, normaliseEmailAddress, trimEmailInput } from './email-address';

export * from './email-address';

/**
 * @deprecated Use {@link isValidEmailAddress} or {@link checkEmailAddress}. Kept so that callers of
 * `EMAIL_PATTERN.test(value)` give the shared validator's verdict (docs/product.md#validation): the original's
 * "simple pattern" of docs/product.md#validation let `a..b@example.com` and `<script>…@example.com` through.
 */
export const EMAIL_PATTERN: { test(value: string): boolean } = { test: isValidEmailAddress };

/**
 * Every email the API takes and every form sends: required ('This field is required'), then the
 * shared validator ('Please enter a valid email address', also for over-long input); the value
 * is the canonical address (trimmed, lower-cased, punycode domain), so `müller.de` and
 * `xn--mller-kva.de` are one address.
 */
export const Email = z
  .string()
  .overwrite(trimEmailInput)
  .max(MAX_EMAIL_LENGTH, { message: INVALID_EMAIL_MESSAGE, abort: true })
  .superRefine((value, ctx) => {
    const check = checkEmailAddress(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.reason === 'required' ? 'This field is required' : INVALID_EMAIL_MESSAGE });
  })
  .overwrite((value) => normaliseEmailAddress(value) ?? value);

export const Language = z.enum(['en', 'de']);
export type Language = z.infer<typeof Language>;

/** Six digits: every one-time code of the product (docs/decisions.md#six-digit-codes). */
export const OtpCode = z.string().trim().regex(/^\d{6}$/, 'Invalid or expired OTP code');

/** One error shape for every failure the API answers (docs/product.md#errors). */
export const ApiError = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * docs/product.md#data User: the signed-in session as the browser keeps it. No token: the session
 * is the httpOnly cookie (docs/decisions.md#sessions); a token an older version stored is an
 * unknown key, which parsing drops.
 */
export const SessionUser = z.object({
  email: z.string(),
  credits: z.number().int().nonnegative().default(0),
  subscriptionId: z.string().optional(),
  subscriptionStatus: z.string().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;
