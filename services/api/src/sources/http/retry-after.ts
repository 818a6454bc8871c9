/**
 * Seconds to wait from a `retry-after` header: a number of seconds or an HTTP date
 * (RFC 9110 §10.2.3). Null when absent or unreadable.
 */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | null {
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Seconds until an epoch-seconds reset header (GitHub's `x-ratelimit-reset`), or null. */
export function resetInSeconds(headers: Headers, name: string, now = Date.now()): number | null {
  const value = headers.get(name)?.trim();
  if (!value || !/^\d+$/.test(value)) return null;
  return Math.max(0, Math.ceil(Number(value) - now / 1000));
}
