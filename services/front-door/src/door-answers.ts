import type { Language } from '@mailscout/contracts';
import { DOOR_ERROR_STATUSES, DOOR_RETRY_AFTER_SECONDS, doorErrorBody, doorErrorCode, doorErrorPage, type DoorErrorCode, type DoorErrorStatus } from '@mailscout/edge';

/**
 * Every status the door answers itself (docs/deploy.md#front-door): the request itself (400,
 * 405, 408, 413, 414, 431; 404 only for the door's own internal paths), a fault of its own (500),
 * and no instance or edge that can answer (502, 503, 504). The texts are the edge's (`@mailscout/edge` door errors), so the door and the edge
 * say the same thing in the same shape.
 */
export const DOOR_STATUSES = [400, 404, 405, 408, 413, 414, 431, 500, 502, 503, 504] as const;
export type DoorStatus = (typeof DOOR_STATUSES)[number];

/** Refusals only the door makes (a method it does not pass on, sizes); their pages are the bad-request page. */
const OWN_CODES: Record<number, DoorErrorCode> = { 405: 'BAD_REQUEST', 413: 'PAYLOAD_TOO_LARGE', 414: 'BAD_REQUEST', 431: 'HEADERS_TOO_LARGE' };

const isEdgeStatus = (status: number): status is DoorErrorStatus => (DOOR_ERROR_STATUSES as readonly number[]).includes(status);

/** The JSON body `{ error, message }` answered with `status`. */
export function doorJson(status: DoorStatus): string {
  return doorErrorBody(isEdgeStatus(status) ? doorErrorCode(status) : (OWN_CODES[status] as DoorErrorCode));
}

/** The translated page answered with `status` to a page request. */
export function doorPage(status: DoorStatus, language: Language): string {
  return doorErrorPage({ status: isEdgeStatus(status) ? status : 400, language });
}

/** Seconds in Retry-After, for the answers that mean "try again shortly". */
export function doorRetryAfter(status: DoorStatus): number | undefined {
  return status === 503 ? DOOR_RETRY_AFTER_SECONDS : undefined;
}
