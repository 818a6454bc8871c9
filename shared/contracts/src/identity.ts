import { z } from 'zod';
import { Email, Language, OtpCode } from './common';

export const RequestLoginOtpRequest = z.object({ email: Email });
export const VerifyLoginOtpRequest = z.object({ email: Email, otp: OtpCode });
export const VerifyLoginOtpResponse = z.object({ token: z.string() });

export const RequestCancelOtpRequest = z.object({ email: Email, captchaToken: z.string().optional() });
export const VerifyCancelOtpRequest = z.object({ email: Email, otp: OtpCode });
export const CancelWithOtpRequest = z.object({ email: Email, otp: OtpCode, language: Language.default('en') });

export const RequestOptOutOtpRequest = z.object({ email: Email, captchaToken: z.string().min(1) });
export const VerifyOptOutOtpRequest = z.object({ email: Email, otp: OtpCode });

export type VerifyLoginOtpResponse = z.infer<typeof VerifyLoginOtpResponse>;
