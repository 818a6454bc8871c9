import type { TFunction } from 'i18next';
import { isApiError } from '@mailscout/api-client';

/**
 * docs/decisions.md#owner-path: the address had as many wrong codes as an hour allows. The page says so
 * and how long to wait (the answer's Retry-After, in whole minutes), or null for any other failure.
 */
export function guessesUsedUpText(error: unknown, t: TFunction): string | null {
  if (!isApiError(error, 'CODE_GUESSES_USED_UP')) return null;
  const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 3600) / 60));
  return t('server.CODE_GUESSES_USED_UP', { minutes });
}
