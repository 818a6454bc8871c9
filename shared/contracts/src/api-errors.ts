import { z } from 'zod';

/**
 * The codes the API itself answers with, whatever the route (the `error` field of `ApiError`).
 * Routes add their own domain codes (e.g. an opted-out address); those stay plain strings so a
 * new code is not a breaking change of this package.
 */
export const ApiErrorCode = z.enum([
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
]);
export type ApiErrorCode = z.infer<typeof ApiErrorCode>;

/** One rejected field of a VALIDATION_ERROR, carried in `ApiError.details`. */
export const ValidationIssue = z.object({ field: z.string(), message: z.string() });
export const ValidationErrorDetails = z.array(ValidationIssue);
export type ValidationIssue = z.infer<typeof ValidationIssue>;
