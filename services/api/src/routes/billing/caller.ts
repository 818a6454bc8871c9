import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectId } from 'mongodb';
import type { Caller } from '../../billing/checkout/buyer';
import { tokenForClient } from '../../identity/token-for-client';

/** The signed-in account as billing sees it, or null. */
export const callerOf = (request: FastifyRequest): Caller | null => (request.auth ? { userId: request.auth.userId, email: request.auth.email } : null);

/**
 * docs/decisions.md#first-payment-sign-in: after a first payment that created the buyer's account, billing names the
 * account and the route starts its session (billing never touches the reply).
 */
export async function startSessionFor(request: FastifyRequest, reply: FastifyReply, userId: ObjectId | undefined): Promise<string | undefined> {
  if (!userId) return undefined;
  // The cookie is the browser's session; the token is answered only to a client that asks (14.4).
  return tokenForClient(request, await request.server.startSession(reply, userId, request.headers['user-agent']));
}
