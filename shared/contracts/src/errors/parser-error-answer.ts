import type { ErrorCode } from './error-catalogue';

export interface ParserErrorAnswer {
  status: 400 | 408 | 431;
  error: Extract<ErrorCode, 'BAD_REQUEST' | 'REQUEST_TIMEOUT' | 'HEADERS_TOO_LARGE'>;
  message: string;
}

/**
 * The answer to a request Node's HTTP parser refused before any route saw it (a broken request
 * line or chunk, Content-Length with Transfer-Encoding, a bad header character, headers too
 * large, too slow to arrive), from the `code` of Node's `clientError`. Only these three cases are
 * told apart by Node; everything else it refuses is a plain bad request. One mapping for every
 * server that answers such requests in the one error shape.
 */
export function parserErrorAnswer(nodeErrorCode: string | undefined): ParserErrorAnswer {
  if (nodeErrorCode === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, error: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' };
  if (nodeErrorCode === 'HPE_HEADER_OVERFLOW') return { status: 431, error: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' };
  return { status: 400, error: 'BAD_REQUEST', message: 'The request could not be understood.' };
}
