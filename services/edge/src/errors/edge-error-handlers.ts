import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerForError, answerForUpstreamFailure } from './error-answers';
import { describeError, loggablePath, type FailureLog } from './failure-log';
import { sendEdgeError, type ErrorReply, type ErrorRequest } from './send-edge-error';

/**
 * The edge's one error handler, for its routes, its static files and the router's own refusals
 * (`frameworkErrors`: a malformed URL). A bug is logged with its stack; the client gets only the code.
 */
export function edgeErrorHandler(log: FailureLog) {
  return function handleEdgeError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
    const answer = answerForError(error);
    // A client that left while its request was read (a closed tab, an aborted fetch) is not a bug.
    if (answer.logged && !clientLeft(error, request)) log({ event: 'unexpected-error', requestId: request.id, method: request.method, path: loggablePath(request.url), status: answer.status, ...describeError(error) });
    return sendEdgeError(request, reply, answer);
  };
}

function clientLeft(error: unknown, request: FastifyRequest): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return request.raw.destroyed && (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'ECONNABORTED');
}

/** The proxy's `onError`: an API instance that gave no answer, logged with the instance it was. */
export function proxyErrorHandler(log: FailureLog, upstreamOf: (request: object) => string | undefined) {
  return function handleUpstreamFailure(reply: ErrorReply & { request: ErrorRequest }, { error }: { error: unknown }) {
    const { request } = reply;
    const answer = answerForUpstreamFailure(error);
    const { cause, message } = describeError(error);
    const requestId = (request as { id?: unknown }).id;
    log({ event: 'upstream-failure', ...(typeof requestId === 'string' ? { requestId } : {}), method: request.method, path: loggablePath(request.url), status: answer.status, upstream: upstreamOf(request), cause, message });
    return sendEdgeError(request, reply, answer);
  };
}
