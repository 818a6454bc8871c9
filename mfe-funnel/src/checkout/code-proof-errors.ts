import { ApiRequestError } from '@mailscout/api-client';

export type CodeProofErrorKey = 'requestFailed' | 'verifyFailed' | 'invalidCode' | 'rateLimited';

/** Spec §8 'OTP (general)': 'Failed to request OTP'; a rate limit (429) says so instead. */
export function requestCodeError(error: unknown): CodeProofErrorKey {
  return error instanceof ApiRequestError && error.status === 429 ? 'rateLimited' : 'requestFailed';
}

/**
 * A refused code (400/401) is spec §5's 'Invalid or expired OTP code'; a rate limit says so;
 * anything else (network, server fault) is §8's 'Failed to verify OTP'.
 */
export function verifyCodeError(error: unknown): CodeProofErrorKey {
  if (!(error instanceof ApiRequestError)) return 'verifyFailed';
  if (error.status === 429) return 'rateLimited';
  return error.status >= 400 && error.status < 500 ? 'invalidCode' : 'verifyFailed';
}
