import { DOOR_MESSAGES } from './door-error-texts';

/**
 * The statuses the edge (and the front door in front of it) answer with a page and a JSON body of
 * their own: the request itself (400, 404, 408), a bug (500), and no API instance or edge that
 * can answer (502, 503, 504).
 */
export const DOOR_ERROR_STATUSES = [400, 404, 408, 500, 502, 503, 504] as const;
export type DoorErrorStatus = (typeof DOOR_ERROR_STATUSES)[number];

/**
 * The catalogue codes the edge's and the door's answers carry: those of the statuses above, and
 * of the refusals that have no page of their own (413, 431: a browser shows the bad-request page).
 */
export type DoorErrorCode = keyof typeof DOOR_MESSAGES;

/** How long a 503 asks the client to wait (`Retry-After`): a few seconds, not to hammer an instance coming back. */
export const DOOR_RETRY_AFTER_SECONDS = 5;

const CODE_OF_STATUS: Record<DoorErrorStatus, DoorErrorCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  500: 'INTERNAL_ERROR',
  // An instance that answered with something unusable leaves the client where none answering does.
  502: 'SERVICE_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

export function isDoorErrorStatus(status: number): status is DoorErrorStatus {
  return (DOOR_ERROR_STATUSES as readonly number[]).includes(status);
}

/** The catalogue code answered with `status`. */
export function doorErrorCode(status: DoorErrorStatus): DoorErrorCode {
  return CODE_OF_STATUS[status];
}

/** The JSON body `{ error, message }` of an answer with this code, as sent. */
export function doorErrorBody(code: DoorErrorCode): string {
  return JSON.stringify({ error: code, message: DOOR_MESSAGES[code] });
}
