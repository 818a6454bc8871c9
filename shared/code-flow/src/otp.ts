import { OtpCode } from '@mailscout/contracts';

/** docs/decisions.md#six-digit-codes: every one-time code is 6 digits. */
export const OTP_LENGTH = 6;

/** Keeps digits only, at most six: what a code field accepts as the user types or pastes. */
export function sanitiseOtp(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export const isCompleteOtp = (value: string) => OtpCode.safeParse(value).success;
