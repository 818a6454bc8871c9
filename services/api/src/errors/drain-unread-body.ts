import type { FastifyRequest } from 'fastify';

/** How long a client may go on sending a body before it is answered anyway (nginx lingers up to 30 s). */
export const LINGER_MS = 10_000;

/**
 * Some answers come before the request's body has been read: a body over the limit (413), a
 * session refused (401), a client over its rate (429). The connection is then closed on the rest,
 * and a client still sending meets a reset that can destroy the answer in flight: the dev server's
 * proxy and the edge answered 500 ("write EPIPE") instead. So the rest of the body is read and
 * discarded first (what nginx calls a lingering close), for at most `lingerMs`. Resolves when the
 * answer can be sent; at once when the whole request has arrived.
 */
export function drainUnreadBody(request: FastifyRequest, lingerMs = LINGER_MS): Promise<void> {
  const { raw } = request;
  // `complete` is false only on a real connection with part of the message still to come (an
  // injected request has none to reset).
  if (raw.complete !== false || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(giveUp);
      raw.off('end', done);
      raw.off('close', done);
      resolve();
    };
    const giveUp = setTimeout(done, lingerMs);
    raw.once('end', done);
    raw.once('close', done);
    // Nothing reads it (or Fastify stopped at the limit): read on, discarding.
    raw.resume();
  });
}
