/** Thrown for every non-OK answer; `message` is what the user may read (docs/product.md#api-calls). */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * docs/product.md#api-calls: read the `message` or `error` field of the JSON body, else 'API error: {status}',
 * or 'Unknown error' when the body cannot be read at all.
 */
export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ApiRequestError('Unknown error', response.status, undefined, undefined);
  }
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code = typeof record.error === 'string' ? record.error : undefined;
  const text =
    (typeof record.message === 'string' && record.message) ||
    (typeof record.error === 'string' && record.error) ||
    `API error: ${response.status}`;
  return new ApiRequestError(text, response.status, code, body);
}
