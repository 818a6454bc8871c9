import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { parserErrorAnswer } from '@mailscout/contracts';

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (Content-Length with
 * Transfer-Encoding, a bad chunk, a bad header character, headers too large, too slow) gets the
 * one error shape, as the API answers it, instead of Fastify's own body. Always JSON: nothing in
 * a request that could not be read (its method, Accept, language) can be relied on. Then the
 * socket is closed, as Node does.
 */
export function edgeClientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, error: code, message } = parserErrorAnswer(error.code);
  // As Node does: never write into an answer already under way on this connection (a proxied
  // request's body that turns out malformed after the API's answer started), only cut it.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const text = JSON.stringify({ error: code, message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
