import type { DestinationStream, LoggerOptions } from 'pino';
import type { AppConfig } from '../config/config';
import { maskEmailsInText } from './mask-email';
import { REDACT_PATHS, REDACTED } from './redact';
import { serializeError, serializeReply, serializeRequest } from './serializers';

/**
 * Fastify's pino options. `stream` lets tests read what would be written; production writes
 * JSON lines to stdout for the platform's log collector.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.logLevel,
    redact: { paths: [...REDACT_PATHS], censor: REDACTED },
    serializers: { req: serializeRequest, res: serializeReply, err: serializeError },
    hooks: {
      // Redaction works on field names; an address interpolated into a message needs this.
      logMethod(args, method) {
        const masked = args.map((arg: unknown) => (typeof arg === 'string' ? maskEmailsInText(arg) : arg));
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
