import type { FastifyReply, FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { loggablePath, maskEmailsInText } from '@mailscout/logging';

/**
 * Replace Fastify's defaults, which log the full URL (query included) and the client's IP
 * address and port; an IP address is personal data under UK/EU data-protection law.
 */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: loggablePath(request.url), host: request.host };
}

export function serializeReply(reply: FastifyReply) {
  return { statusCode: reply.statusCode };
}

/**
 * Only the fields useful for debugging, with addresses masked: a driver error can quote the
 * document it rejected (e.g. a duplicate key on an email). `code` travels as `errorCode`
 * because `code` is a redacted field name (one-time codes).
 */
export function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error, message: maskEmailsInText(String(error)) };
  const serialized = stdSerializers.err(error);
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: serialized.type,
    message: maskEmailsInText(serialized.message),
    stack: maskEmailsInText(serialized.stack),
    ...(typeof code === 'string' ? { errorCode: code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
  };
}
