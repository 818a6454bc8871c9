/** An API answer as a real Response, as fetch gives it. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * An API answer as the API client reads it (`ok`, `status`, `json()`), as a plain object: a real
 * Response's body is read on Node's own event loop, which a test's fake clock does not drive.
 */
export const jsonAnswer = (body: unknown, status = 200): Response =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

/** The API's error shape (`{ error, message }`) with its status. */
export const apiErrorWith = (answer: typeof jsonAnswer) => (status: number, error: string, message: string) => answer({ error, message }, status);
