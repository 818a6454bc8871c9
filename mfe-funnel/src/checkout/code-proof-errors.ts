import { ApiRequestError, isApiError } from '@mailscout/api-client';

export type CodeProofErrorKey = 'requestFailed' | 'verifyFailed' | 'invalidCode' | 'codeUsedUp' | 'rateLimited' | 'challengeRequired';

/**
 * docs/decisions.md#owner-path: after repeated failures the API asks for the bot challenge instead of locking the
 * owner out. The challenge lives on the login page (the funnel does not load the solver), so the
 * checkout says where to continue rather than calling the code wrong.
 */
const challengeRequired = (error: unknown) => isApiError(error, 'CAPTCHA_REQUIRED');

/** docs/product.md#errors 'OTP (general)': 'Failed to request OTP'; a rate limit (429) says so instead. */
export function requestCodeError(error: unknown): CodeProofErrorKey {
  if (challengeRequired(error)) return 'challengeRequired';
  return error instanceof ApiRequestError && error.status === 429 ? 'rateLimited' : 'requestFailed';
}

/**
 * A refused code (400/401) is docs/product.md#validation, 'Invalid or expired OTP code'; a rate limit says so;
 * anything else (network, server fault) is docs/product.md#errors, 'Failed to verify OTP'.
 */
export function verifyCodeError(error: unknown): CodeProofErrorKey {
  if (!(error instanceof ApiRequestError)) return 'verifyFailed';
  if (challengeRequired(error)) return 'challengeRequired';
  // docs/decisions.md#sign-in-codes: the code's wrong tries are spent; only a new code (the button beside) helps.
  if (isApiError(error, 'CODE_USED_UP')) return 'codeUsedUp';
  if (error.status === 429) return 'rateLimited';
  return error.status >= 400 && error.status < 500 ? 'invalidCode' : 'verifyFailed';
}
