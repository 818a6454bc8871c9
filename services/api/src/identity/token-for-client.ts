import type { FastifyRequest } from 'fastify';

/** The header a non-browser client sends to get its session token in a JSON body. */
export const TOKEN_IN_BODY_HEADER = 'x-session-token';

/**
 * docs/decisions.md#sessions: a browser's session is the httpOnly cookie alone, so a script
 * injected into a page can never read it. The token appears in a JSON body only for a client
 * that asks for it (`X-Session-Token: body`) and is not a browser: browsers send Sec-Fetch-*
 * headers, which page scripts can neither set nor remove.
 */
export function tokenForClient(request: FastifyRequest, token: string | undefined): string | undefined {
  if (!token) return undefined;
  const asks = request.headers[TOKEN_IN_BODY_HEADER] === 'body';
  const fromBrowser = request.headers['sec-fetch-site'] !== undefined || request.headers['sec-fetch-mode'] !== undefined;
  return asks && !fromBrowser ? token : undefined;
}
