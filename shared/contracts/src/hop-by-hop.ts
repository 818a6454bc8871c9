/**
 * Request headers that describe one connection, not the request (RFC 9110 §7.6.1), plus two a
 * proxy in front of the API must not pass on either: `Expect`, which the proxy's own server has
 * answered (Node sends the 100 Continue), and `Trailer`, which announces trailers no proxied
 * request here carries. Forwarded, `Expect`, `Keep-Alive` and `Upgrade` made the edge's API client
 * refuse the request (a 500), and `Trailer` made the dev server's proxy throw and exit.
 */
export const HOP_BY_HOP_HEADERS = ['connection', 'proxy-connection', 'keep-alive', 'te', 'transfer-encoding', 'upgrade', 'expect', 'trailer'] as const;

/** These headers' names, and any other header the request's `Connection` header names. */
export function hopByHopHeaderNames(headers: Record<string, unknown>): Set<string> {
  const connection = headers.connection;
  const named = typeof connection === 'string' ? connection.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean) : [];
  return new Set<string>([...HOP_BY_HOP_HEADERS, ...named]);
}

/** A copy of the headers without those a proxy must not forward. */
export function withoutHopByHop<H extends Record<string, unknown>>(headers: H): H {
  const drop = hopByHopHeaderNames(headers);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.has(name.toLowerCase()))) as H;
}
