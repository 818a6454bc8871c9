import { z } from 'zod';
import { Email, Language, OtpCode } from './common';
import { CaptchaToken } from './identity';
import { ScanResultsResponse } from './scan';

/**
 * The free self-check (docs/decisions.md#self-check, /my-data): an address's owner proves it with a code and sees
 * the report a buyer would get, plus how often the address was looked up. The code request says
 * the same for every address (docs/decisions.md#sign-in-codes); the bot challenge is asked for as at sign-in
 * (400 CAPTCHA_REQUIRED, then the same call again with `captchaToken`).
 */
export const RequestSelfCheckCodeRequest = z.object({ email: Email, language: Language.optional(), captchaToken: CaptchaToken.optional() });
export const RunSelfCheckRequest = z.object({ email: Email, otp: OtpCode, captchaToken: CaptchaToken.optional() });

/** Said for every self-check code request. */
export const SELF_CHECK_CODE_SENT = 'We have sent a 6-digit code to this address. Please check your email.';

/** One calendar month (UTC) of lookups of the address: counts only, never who. */
export const MonthlyLookups = z.object({
  /** YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Free previews started for the address (someone typed it into the search). */
  searches: z.number().int().nonnegative(),
  /** Paid full reports about the address. */
  reports: z.number().int().nonnegative(),
});

export const SelfCheckLookups = z.object({
  /** The last 12 months, oldest first, the current month last; months without lookups count 0. */
  months: z.array(MonthlyLookups),
  searches: z.number().int().nonnegative(),
  reports: z.number().int().nonnegative(),
});

export const SelfCheckResponse = z.discriminatedUnion('status', [
  /** The report as a buyer would see it (it is not stored: it exists in this answer only). */
  z.object({
    status: z.literal('report'),
    report: ScanResultsResponse,
    lookups: SelfCheckLookups,
    nextCheckAt: z.string(),
    /** Lets the owner, for a short while, turn on a watch of this address (docs/decisions.md#watch-my-address). */
    watchProof: z.string().optional(),
  }),
  /** The address opted out (docs/decisions.md#opt-out): nothing is held about it and nobody can look it up. */
  z.object({ status: z.literal('opted-out'), lookups: SelfCheckLookups, watchProof: z.string().optional() }),
]);

export type RequestSelfCheckCodeRequest = z.infer<typeof RequestSelfCheckCodeRequest>;
export type RunSelfCheckRequest = z.infer<typeof RunSelfCheckRequest>;
export type MonthlyLookups = z.infer<typeof MonthlyLookups>;
export type SelfCheckLookups = z.infer<typeof SelfCheckLookups>;
export type SelfCheckResponse = z.infer<typeof SelfCheckResponse>;
