import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { maskEmailsInText } from './mask-email';
import { REDACT_PATHS, REDACTED } from './redact';

/** The processes that write logs; each line says which it came from. */
export type ProcessName = 'api' | 'worker' | 'edge' | 'release' | 'front-door-nginx' | 'front-door-haproxy';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * The one log shape (docs/deploy.md#logs), one JSON object per line from every process:
 * `time` (ISO 8601, UTC), `level` (its name), `process`, `msg`, and for a request or work done for
 * one: `requestId`, `route` (the route's pattern, or the path without its query), `method`,
 * `status`, `durationMs`. The front door's nginx and HAProxy lines have the same fields.
 */
export const LOG_FIELDS = ['time', 'level', 'process', 'requestId', 'route', 'method', 'status', 'durationMs', 'msg'] as const;

/**
 * pino's options for the one shape, with the redaction rules: the fields that hold personal data
 * or credentials are replaced (`redact.ts`) and any address written into a message is masked.
 */
export function processLoggerOptions(processName: ProcessName, level: LogLevel = 'info'): LoggerOptions {
  return {
    level,
    base: { process: processName },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: [...REDACT_PATHS], censor: REDACTED },
    hooks: {
      // Redaction works on field names; an address interpolated into a message needs this.
      logMethod(args, method) {
        const masked = args.map((arg: unknown) => (typeof arg === 'string' ? maskEmailsInText(arg) : arg));
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
}

/** A process's logger: JSON lines to stdout (or `stream`, which tests read). */
export function processLogger(processName: ProcessName, options: { level?: LogLevel; stream?: DestinationStream } = {}): Logger {
  const settings = processLoggerOptions(processName, options.level);
  return options.stream ? pino(settings, options.stream) : pino(settings);
}
