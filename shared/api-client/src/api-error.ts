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
    /**
     * The request's id from the answer's X-Request-Id (docs/architecture.md#request-id): shown to the
     * visitor as the error's reference (docs/decisions.md#error-reference), found in every log line.
     */
    readonly requestId?: string,
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
  const requestId = referenceFrom(response.headers?.get('x-request-id'));
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ApiRequestError('Unknown error', response.status, undefined, undefined, retryAfterSeconds, requestId);
  }
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code = typeof record.error === 'string' ? record.error : undefined;
  const text =
    (typeof record.message === 'string' && record.message) ||
    (typeof record.error === 'string' && record.error) ||
    `API error: ${response.status}`;
  return new ApiRequestError(text, response.status, code, body, retryAfterSeconds, requestId);
}

// The id's safe shape (docs/architecture.md#request-id); anything else is not shown.
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9._-]{7,63}$/;

function referenceFrom(header: string | null | undefined): string | undefined {
  return header && REFERENCE.test(header) ? header : undefined;
}

/**
 * The reference an error toast or error page shows for a failed call (docs/decisions.md#error-reference):
 * the request id of an `ApiRequestError` (also one from another copy of this package), else none.
 */
export function errorReference(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, requestId } = error as { name?: unknown; requestId?: unknown };
  return name === 'ApiRequestError' && typeof requestId === 'string' ? referenceFrom(requestId) : undefined;
}
