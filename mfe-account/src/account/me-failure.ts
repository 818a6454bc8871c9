import { ApiRequestError } from '@mailscout/api-client';

export type MeFailure = { kind: 'http'; status: number } | { kind: 'backend' };

/**
 * docs/product.md#errors 'Status fetch': a non-OK answer is 'Failed to fetch subscription: HTTP {status}';
 * anything else (no answer, an answer of the wrong shape) is the backend-error text.
 */
export function meFailure(error: unknown): MeFailure {
  return error instanceof ApiRequestError ? { kind: 'http', status: error.status } : { kind: 'backend' };
}
