import crypto from 'node:crypto';

/**
 * The request id's rules (docs/architecture.md#request-id): one id per request, minted at the
 * first hop we run and carried by every hop after it in this header, logged by each as
 * `requestId` and sent back to the browser in the same header.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id may look like: letters, digits, `.`, `_`, `-`, 8 to 64 of them (nginx's
 * `$request_id` is 32 hex digits, HAProxy's and ours UUIDs). Anything else — longer, shorter, a
 * quote, a newline, an address — is never used, so a client cannot write into a log line or
 * grow it.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{7,63}$/;

/** The same rule as a regular expression's source, for nginx and HAProxy (`front-door`). */
export const REQUEST_ID_REGEX_SOURCE = REQUEST_ID_PATTERN.source;

/** A new id: 32 hex digits, the shape nginx's `$request_id` has. */
export function newRequestId(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** An incoming header value as an id, or undefined when it is missing, repeated or not of the safe shape. */
export function safeRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value) ? value : undefined;
}

/**
 * The id of a request: the incoming one when it came from a hop we trust (a proxy of ours, by
 * address) and has the safe shape, else a new one. An id a visitor wrote is never taken.
 */
export function requestIdOf(headerValue: unknown, fromTrustedHop: boolean): string {
  return (fromTrustedHop ? safeRequestId(headerValue) : undefined) ?? newRequestId();
}

/**
 * Fastify's `genReqId` for a server behind our proxies (the API, the edge): the id the trusted hop
 * sent, else a new one.
 */
export function requestIdFromTrustedHop(isTrusted: (address: string | undefined) => boolean) {
  return (request: { headers: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string | undefined } | null }): string =>
    requestIdOf(request.headers[REQUEST_ID_HEADER], isTrusted(request.socket?.remoteAddress));
}
