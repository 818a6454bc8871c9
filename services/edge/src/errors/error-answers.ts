import type { DoorErrorCode } from './door-errors';

/** The answer the edge gives for a failure, and whether the operator must hear of it. */
export interface EdgeErrorAnswer {
  status: number;
  code: DoorErrorCode;
  /** An outage or a bug, not the client's doing: one line in the failure log. */
  logged: boolean;
}

const property = (value: unknown, name: 'code' | 'statusCode' | 'cause'): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/**
 * Anything thrown while the edge itself handles a request: its router, the static files, its
 * own routes. Client errors keep their meaning but not Fastify's wording or codes; anything
 * else is a bug and says nothing about its cause.
 */
export function answerForError(error: unknown): EdgeErrorAnswer {
  const code = property(error, 'code');
  const status = property(error, 'statusCode');
  if (code === 'FST_ERR_BAD_URL') return { status: 400, code: 'BAD_REQUEST', logged: false };
  // A path the static files refuse to resolve (an encoded `..`, a NUL, a name too long) is, to
  // the client, a path with nothing there: saying "forbidden" would say something is.
  if (code === 'FST_STATIC_FORBIDDEN_PATH' || status === 403 || status === 404) return { status: 404, code: 'NOT_FOUND', logged: false };
  if (status === 408) return { status: 408, code: 'REQUEST_TIMEOUT', logged: false };
  if (status === 413) return { status: 413, code: 'PAYLOAD_TOO_LARGE', logged: false };
  if (status === 431) return { status: 431, code: 'HEADERS_TOO_LARGE', logged: false };
  // The catalogue's BAD_REQUEST: also the code of any other 4xx, which keeps its status.
  if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500) return { status, code: 'BAD_REQUEST', logged: false };
  return { status: 500, code: 'INTERNAL_ERROR', logged: true };
}

// undici's and Node's names, and the proxy's (@fastify/reply-from) wrappers around them.
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT', 'FST_REPLY_FROM_TIMEOUT', 'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT']);
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'FST_REPLY_FROM_SERVICE_UNAVAILABLE']);
const UNUSABLE_ANSWER = 'FST_REPLY_FROM_BAD_GATEWAY';

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let inner = error, depth = 0; inner !== undefined && depth < 5; inner = property(inner, 'cause'), depth++) {
    const code = property(inner, 'code');
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}

/**
 * The proxy could not get an answer from the API instance it chose: nothing listening or the
 * connection cut (503, try again shortly), no answer in time (504), an answer that is not one
 * (502). Whatever the case, the client never learns the instance's address or the library's code.
 */
export function answerForUpstreamFailure(error: unknown): EdgeErrorAnswer {
  const codes = codesOf(error);
  if (codes.some((code) => TIMED_OUT.has(code))) return { status: 504, code: 'GATEWAY_TIMEOUT', logged: true };
  if (codes.some((code) => UNREACHABLE.has(code))) return { status: 503, code: 'SERVICE_UNAVAILABLE', logged: true };
  if (codes.includes(UNUSABLE_ANSWER)) return { status: 502, code: 'SERVICE_UNAVAILABLE', logged: true };
  return { status: 500, code: 'INTERNAL_ERROR', logged: true };
}
