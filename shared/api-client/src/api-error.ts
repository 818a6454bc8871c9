import { isErrorCode, type ErrorCode } from '@mailscout/contracts/page';

/** Thrown for every non-OK answer; `message` is what the user may read (docs/product.md#api-calls). */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The answer's `error` field as sent (an older or foreign server may send any text). */
    readonly code: string | undefined,
    readonly body: unknown,
    /** The answer's Retry-After in seconds, when it sent one as a number. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** The code when it is one of the shared catalogue's (shared/contracts errors/error-catalogue.ts). */
  get catalogueCode(): ErrorCode | undefined {
    return isErrorCode(this.code) ? this.code : undefined;
  }
}

/** A failed call answered with one of the given catalogue codes (any code when none are given). */
export function isApiError<C extends ErrorCode>(error: unknown, ...codes: C[]): error is ApiRequestError & { code: C; catalogueCode: C } {
  if (!(error instanceof ApiRequestError) || error.catalogueCode === undefined) return false;
  return codes.length === 0 || (codes as ErrorCode[]).includes(error.catalogueCode);
}

/**
 * docs/product.md#api-calls: read the `message` or `error` field of the JSON body, else 'API error: {status}',
 * or 'Unknown error' when the body cannot be read at all.
 */
export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  const retryAfter = Number(response.headers?.get('retry-after') ?? Number.NaN);
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ApiRequestError('Unknown error', response.status, undefined, undefined, retryAfterSeconds);
  }
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code = typeof record.error === 'string' ? record.error : undefined;
  const text =
    (typeof record.message === 'string' && record.message) ||
    (typeof record.error === 'string' && record.error) ||
    `API error: ${response.status}`;
  return new ApiRequestError(text, response.status, code, body, retryAfterSeconds);
}
