import { ApiRequestError } from '@mailscout/api-client';

/** What went wrong with a lookup, in the terms of the error catalogue (docs/product.md#errors). */
export type SearchFailure =
  | { kind: 'server'; message: string | undefined; status: number }
  | { kind: 'unexpected' }
  | { kind: 'network' };

function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError || (error instanceof Error && error.name === 'ApiRequestError');
}

/**
 * docs/product.md#errors: a server error shows the server's own message, or 'Request failed with status {n}'
 * when it sent none; an answer we cannot read is an unexpected response; anything else (fetch
 * rejected, timeout) is a network failure.
 */
export function classifySearchFailure(error: unknown): SearchFailure {
  if (isApiRequestError(error)) {
    const body = error.body as { message?: unknown } | undefined;
    const message = body && typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
    return { kind: 'server', message, status: error.status };
  }
  // A body that is not JSON, or JSON that is not the contract's shape (zod).
  if (error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError')) return { kind: 'unexpected' };
  return { kind: 'network' };
}
