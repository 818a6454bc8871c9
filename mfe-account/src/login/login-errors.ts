import { ApiRequestError, isApiError } from '@mailscout/api-client';

/**
 * docs/decisions.md#bot-challenge: after repeated failures the API asks for the bot challenge (400 CAPTCHA_REQUIRED)
 * instead of locking the address; the same call is then sent again with its solution.
 */
export function isCaptchaRequired(error: unknown): boolean {
  return isApiError(error, 'CAPTCHA_REQUIRED');
}

/** docs/decisions.md#sign-in-codes: the code had its wrong tries and is used up; a new one must be asked for. */
export function isCodeUsedUp(error: unknown): boolean {
  return isApiError(error, 'CODE_USED_UP');
}

/** docs/product.md#errors 'Login': one message for a failed request; a rate limit says so instead. */
export function requestErrorKey(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 429 ? 'server.RATE_LIMITED' : 'login.errors.request';
}

/**
 * docs/product.md#errors 'Login': a refused code is 'Invalid or expired OTP.'; a rate limit says so; anything
 * else (network, server fault) is the general 'Failed to verify OTP'.
 */
export function verifyErrorKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'login.errors.verify';
  if (isCodeUsedUp(error)) return 'server.CODE_USED_UP';
  if (error.status === 429) return 'server.RATE_LIMITED';
  return error.status >= 400 && error.status < 500 ? 'login.errors.invalidCode' : 'login.errors.verify';
}
