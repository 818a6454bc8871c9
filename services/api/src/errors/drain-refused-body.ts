import type { FastifyReply, FastifyRequest } from 'fastify';

/** Past this a refused body is not worth reading: the connection is closed on it, as Fastify does. */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * A body refused for its size (413) is answered before it has been read, and Fastify then closes
 * the connection. A client still sending meets a reset that can destroy the answer in flight: the
 * dev server's proxy then answered 500 ("Error occurred while trying to proxy") instead of the 413.
 * Up to a declared length, the connection stays open and Node reads and discards the rest (what
 * nginx calls a lingering close), so every client gets the answer.
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply, statusCode: number): void {
  if (statusCode !== 413) return;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared <= DRAIN_LIMIT_BYTES) reply.removeHeader('connection');
}
