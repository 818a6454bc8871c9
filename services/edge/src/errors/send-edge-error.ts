import type { IncomingHttpHeaders } from 'node:http';
import { chooseLanguage } from '../compose/choose-language';
import { doorErrorPage } from './door-error-page';
import { DOOR_RETRY_AFTER_SECONDS, doorErrorBody, isDoorErrorStatus } from './door-errors';
import type { EdgeErrorAnswer } from './error-answers';

export interface ErrorRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** What is used of Fastify's reply (the proxy hands over one typed for any kind of server). */
export interface ErrorReply {
  code(status: number): unknown;
  header(name: string, value: string): unknown;
  removeHeader(name: string): unknown;
  type(contentType: string): unknown;
  send(payload: string): unknown;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A browser navigating to a page (GET or HEAD, wanting HTML, not the API) gets a page; everything else JSON. */
export function wantsErrorPage(request: ErrorRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url) && (request.headers.accept ?? '').includes('text/html');
}

// What a file or an upstream answer may have set before failing; it would describe another body.
const ENTITY_HEADERS = ['content-length', 'content-encoding', 'content-range', 'content-disposition', 'etag', 'last-modified', 'location'];

/**
 * Sends an answer of the edge's own in the one error shape: `{ error, message }`, or for a page
 * request the error page in the visitor's language (chosen as for any page). Never cached: the
 * next request may well succeed.
 */
export function sendEdgeError(request: ErrorRequest, reply: ErrorReply, answer: Pick<EdgeErrorAnswer, 'status' | 'code'>): void {
  for (const name of ENTITY_HEADERS) reply.removeHeader(name);
  reply.code(answer.status);
  reply.header('Cache-Control', 'no-store');
  if (answer.status === 503) reply.header('Retry-After', String(DOOR_RETRY_AFTER_SECONDS));
  reply.header('Vary', 'Accept, Accept-Language, Cookie');
  if (!wantsErrorPage(request)) {
    reply.type('application/json; charset=utf-8');
    reply.send(doorErrorBody(answer.code));
    return;
  }
  const query = request.url.indexOf('?');
  const { language } = chooseLanguage({
    search: query >= 0 ? request.url.slice(query) : '',
    cookieHeader: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
  // A 4xx without a page of its own reads as a bad request; anything else as a failure.
  const pageStatus = isDoorErrorStatus(answer.status) ? answer.status : answer.status < 500 ? 400 : 500;
  reply.header('Content-Language', language);
  reply.type('text/html; charset=utf-8');
  reply.send(doorErrorPage({ status: pageStatus, language }));
}
