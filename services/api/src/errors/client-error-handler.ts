import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiError, ErrorCode } from '@mailscout/contracts';

/** What a request that Node's HTTP parser refused gets, in the one error shape (docs/architecture.md#http-hardening). */
function answerOf(code: string | undefined): { status: number; body: ApiError & { error: ErrorCode } } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, body: { error: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' } };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, body: { error: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' } };
  return { status: 400, body: { error: 'BAD_REQUEST', message: 'The request could not be understood.' } };
}

/**
 * Fastify's `clientErrorHandler`: requests so malformed that they never reach a route (headers
 * too large, a broken request line, a bad header character) are answered like every other
 * error instead of with Fastify's own body, then the socket is closed as Node does.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = answerOf(error.code);
  this.log.debug({ errorCode: error.code }, 'client error before routing');
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
