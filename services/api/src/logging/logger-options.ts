import type { DestinationStream, LoggerOptions } from 'pino';
import { processLoggerOptions, type ProcessName } from '@mailscout/logging';
import type { AppConfig } from '../config/config';
import { serializeError, serializeReply, serializeRequest } from './serializers';

/**
 * Fastify's (and the worker's) pino options: the one log shape and redaction rules of every
 * process (`@mailscout/logging`, docs/deploy.md#logs) with the API's serializers. `stream` lets
 * tests read what would be written; production writes JSON lines to stdout for the platform's
 * log collector.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: DestinationStream,
  processName: Extract<ProcessName, 'api' | 'worker'> = 'api',
): LoggerOptions & { stream?: DestinationStream } {
  return {
    ...processLoggerOptions(processName, config.logLevel),
    serializers: { req: serializeRequest, res: serializeReply, err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
