/** The navigation state a page sends to /login when the server ended the session (docs/decisions.md#sessions). */
export const SESSION_EXPIRED = { sessionExpired: true } as const;

/** Whether /login was reached because the session ended on the server: it then says so. */
export function cameForExpiredSession(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { sessionExpired?: unknown }).sessionExpired === true;
}
