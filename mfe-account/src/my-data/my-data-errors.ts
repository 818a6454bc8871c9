import { ApiRequestError, isApiError } from '@mailscout/api-client';

/** docs/decisions.md#bot-challenge: the API asks for the bot challenge (400 CAPTCHA_REQUIRED); the same call is sent again with it. */
export function isCaptchaRequired(error: unknown): boolean {
  return isApiError(error, 'CAPTCHA_REQUIRED');
}

/** The translation key for a failed code request: a clear reason where the API gives one. */
export function requestErrorKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'myData.errors.network';
  if (error.status === 429) return 'server.RATE_LIMITED';
  if (isApiError(error, 'MAIL_UNAVAILABLE')) return 'myData.errors.mailUnavailable';
  return 'myData.errors.request';
}

/** The translation key for a failed check: wrong code, once a day, too many tries, or anything else. */
export function checkErrorKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'myData.errors.network';
  if (isApiError(error, 'SELF_CHECK_USED_TODAY')) return 'myData.errors.usedToday';
  if (isApiError(error, 'INVALID_OTP')) return 'myData.errors.invalidCode';
  // docs/decisions.md#sign-in-codes: the code's wrong tries are spent; the text says to ask for a new one.
  if (isApiError(error, 'CODE_USED_UP')) return 'server.CODE_USED_UP';
  if (error.status === 429) return 'server.RATE_LIMITED';
  return 'myData.errors.check';
}
