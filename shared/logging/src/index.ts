export { maskEmail, maskEmailsInText } from './mask-email';
export { loggablePath } from './loggable-path';
export { REDACT_PATHS, REDACTED } from './redact';
export { LOG_FIELDS, processLogger, processLoggerOptions, type LogLevel, type ProcessName } from './process-logger';
export { trustedHops } from './trusted-hops';
export { newRequestId, REQUEST_ID_HEADER, REQUEST_ID_PATTERN, REQUEST_ID_REGEX_SOURCE, requestIdFromTrustedHop, requestIdOf, safeRequestId } from './request-id';
export { RequestLogController, routeOf } from './request-log-controller';
export type { Logger } from 'pino';
