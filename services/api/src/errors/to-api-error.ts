import { STATUS_CODES } from 'node:http';
import type { FastifySchemaValidationError } from 'fastify';
import type { ApiError, ErrorCode } from '@mailscout/contracts';
import { DomainError } from './domain-error';
import { validationIssues, validationMessage } from './validation-message';

export interface ApiErrorReply {
  statusCode: number;
  body: ApiError;
  /** Not a rule of the product but a bug or an outage: log it with its stack. */
  unexpected: boolean;
}

interface KnownFailure {
  statusCode: number;
  code: ErrorCode;
  message: string;
}

/** docs/product.md#errors, 'Generic'. Nothing about the cause reaches the client. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

// Fastify's own messages mention content types and parsers; these are written for the user.
const FASTIFY_ERRORS: Readonly<Record<string, KnownFailure>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'INVALID_JSON', message: 'The request body is empty but was sent as JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported; send application/json.',
  },
};

const CLIENT_ERRORS: Readonly<Partial<Record<number, Omit<KnownFailure, 'statusCode'>>>> = {
  400: { code: 'BAD_REQUEST', message: 'The request could not be understood.' },
  401: { code: 'UNAUTHORIZED', message: 'Please log in to continue.' },
  403: { code: 'FORBIDDEN', message: 'You are not allowed to do this.' },
  404: { code: 'NOT_FOUND', message: 'The requested resource was not found.' },
  413: FASTIFY_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE,
  415: FASTIFY_ERRORS.FST_ERR_CTP_INVALID_MEDIA_TYPE,
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
};

type ValidationFailure = { validation: FastifySchemaValidationError[]; validationContext?: string };

function isValidationFailure(error: unknown): error is ValidationFailure {
  return typeof error === 'object' && error !== null && Array.isArray((error as Partial<ValidationFailure>).validation);
}

function property(error: unknown, name: 'code' | 'statusCode'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/** Maps anything thrown while handling a request to the one error shape (ApiError). */
export function toApiError(error: unknown): ApiErrorReply {
  if (isValidationFailure(error)) {
    const issues = validationIssues(error.validation, error.validationContext);
    return {
      statusCode: 400,
      body: { error: 'VALIDATION_ERROR', message: validationMessage(issues), details: issues },
      unexpected: false,
    };
  }

  if (error instanceof DomainError) {
    return { statusCode: error.statusCode, body: { error: error.code, message: error.message }, unexpected: false };
  }

  const code = property(error, 'code');
  const fastifyError = typeof code === 'string' ? FASTIFY_ERRORS[code] : undefined;
  if (fastifyError) {
    return { statusCode: fastifyError.statusCode, body: { error: fastifyError.code, message: fastifyError.message }, unexpected: false };
  }

  // Other client errors raised by Fastify or a plugin keep their status but not their wording.
  const statusCode = property(error, 'statusCode');
  if (typeof statusCode === 'number' && Number.isInteger(statusCode) && statusCode >= 400 && statusCode < 500) {
    const known = CLIENT_ERRORS[statusCode] ?? { code: 'BAD_REQUEST', message: STATUS_CODES[statusCode] ?? 'Bad Request' };
    return { statusCode, body: { error: known.code, message: known.message }, unexpected: false };
  }

  if (isStoreOutage(error)) {
    return { statusCode: 503, body: { error: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE }, unexpected: false };
  }

  return { statusCode: 500, body: { error: 'INTERNAL_ERROR', message: UNEXPECTED_ERROR_MESSAGE }, unexpected: true };
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

// The driver's names for "the database cannot be reached right now": a passing outage, not a bug.
const OUTAGE_ERRORS = new Set(['MongoServerSelectionError', 'MongoNetworkError', 'MongoNetworkTimeoutError', 'MongoTopologyClosedError', 'MongoNotConnectedError', 'MongoPoolClearedError']);

function isStoreOutage(error: unknown): boolean {
  return error instanceof Error && OUTAGE_ERRORS.has(error.name);
}
