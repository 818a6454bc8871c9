import type { z } from 'zod';
import { ApiError } from '../common';
import type { ErrorCode } from '../errors/error-catalogue';

/** Every API path starts with it; the API mounts its routes under it, the browser calls it. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A route's schemas in the shape Fastify (with fastify-type-provider-zod and @fastify/swagger)
 * takes them, so the API passes it on as is: the handler's types and the OpenAPI document come
 * from it, and so do the browser's typed calls.
 */
export interface RouteSchema {
  tags: readonly string[];
  summary: string;
  /** Left out of the OpenAPI document (Stripe's webhook). */
  hide?: boolean;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** By status; failures are ApiError (see errorResponses). */
  response: Record<number, z.ZodType>;
}

export interface RouteContract<S extends RouteSchema = RouteSchema> {
  method: HttpMethod;
  /** The public path, `:name` for a path parameter (`/api/previews/:id`). */
  path: `${typeof API_PREFIX}/${string}`;
  schema: S;
  /** Every `error` code the route can answer: the request-level ones (COMMON_ROUTE_ERRORS) and its own. */
  errors: readonly ErrorCode[];
}

/**
 * The codes any route can answer, whatever it does: its request failing the schema or the body
 * parser, a cookie request from another site, rate limiting, a bug or the database being away.
 */
export const COMMON_ROUTE_ERRORS = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'INVALID_ENCODING',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'FORBIDDEN_ORIGIN',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const satisfies readonly ErrorCode[];

/**
 * Response schemas for the failures a route can answer, e.g. `...errorResponses(400, 429)`, so
 * the OpenAPI document shows them. 500 is always included: any route can fail unexpectedly.
 */
export function errorResponses<Status extends number>(...statuses: Status[]): Record<Status | 500, typeof ApiError> {
  return Object.fromEntries([...statuses, 500].map((status) => [status, ApiError])) as Record<Status | 500, typeof ApiError>;
}

/**
 * One route of the API, written once; `const` keeps each schema's own type for both sides.
 * `errors` are the route's own codes (those its handler and the services it calls throw); the
 * API refuses in tests to answer any other (see the API's error handler).
 */
export function defineRoute<const S extends RouteSchema>(
  method: HttpMethod,
  path: RouteContract['path'],
  schema: S,
  errors: readonly ErrorCode[] = [],
): RouteContract<S> {
  return { method, path, schema, errors: [...COMMON_ROUTE_ERRORS, ...errors] };
}
