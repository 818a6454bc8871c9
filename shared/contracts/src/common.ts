import { z } from 'zod';

/** The simple pattern of the specification §5: text, an at sign, text, a dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'This field is required')
  .max(254, 'Invalid format')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address');

export const Language = z.enum(['en', 'de']);
export type Language = z.infer<typeof Language>;

/** Six digits: every one-time code of the product (DECISIONS §4). */
export const OtpCode = z.string().trim().regex(/^\d{6}$/, 'Invalid or expired OTP code');

/** One error shape for every failure the API answers (issue 2). */
export const ApiError = z.object({
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** Spec §3 User: the signed-in session as the browser keeps it. */
export const SessionUser = z.object({
  email: z.string(),
  token: z.string().nullable(),
  credits: z.number().int().nonnegative().default(0),
  subscriptionId: z.string().optional(),
  subscriptionStatus: z.string().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;
