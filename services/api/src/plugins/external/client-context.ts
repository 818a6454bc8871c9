import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module '@fastify/request-context' {
  interface RequestContextData {
    request: FastifyRequest;
  }
}

/**
 * The request being answered, wherever the code that needs it runs (issue 14.2): the one-time
 * code checks count per address and client and may ask for the bot challenge's answer, also when
 * a route (e.g. the checkout's) passes neither. @fastify/request-context keeps the context across
 * body parsing, which a bare AsyncLocalStorage in a hook does not.
 */
export default fp(
  async function clientContext(app) {
    await app.register(fastifyRequestContext, { defaultStoreValues: (request) => ({ request }) });
  },
  { name: 'client-context' },
);

/** The request being answered, or undefined outside one (a worker, a timer). */
export function currentRequest(): FastifyRequest | undefined {
  return requestContext.get('request');
}
