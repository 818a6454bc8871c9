import { ApiError } from '@mailscout/contracts';

/**
 * Response schemas for the failures a route can answer, e.g. `...errorResponses(400, 429)`, so
 * the OpenAPI document shows them. 500 is always included: any route can fail unexpectedly.
 */
export function errorResponses<Status extends number>(...statuses: Status[]): Record<Status | 500, typeof ApiError> {
  return Object.fromEntries([...statuses, 500].map((status) => [status, ApiError])) as Record<Status | 500, typeof ApiError>;
}
