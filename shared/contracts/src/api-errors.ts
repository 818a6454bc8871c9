import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors/error-catalogue';

export * from './errors/error-catalogue';

/**
 * The `error` field of `ApiError`: every code of the one catalogue (errors/error-catalogue.ts),
 * the generic ones and the routes' domain codes alike.
 */
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export const ApiErrorCode = ErrorCodeSchema;
export type ApiErrorCode = ErrorCode;

/** One rejected field of a VALIDATION_ERROR, carried in `ApiError.details`. */
export const ValidationIssue = z.object({ field: z.string(), message: z.string() });
export const ValidationErrorDetails = z.array(ValidationIssue);
export type ValidationIssue = z.infer<typeof ValidationIssue>;
