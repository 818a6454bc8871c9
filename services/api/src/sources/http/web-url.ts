/** Only http(s) links are reported (docs/product.md#screens: no javascript:, data: or relative links). */
export function isWebUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  return URL.canParse(url);
}

const HANDLE = /^@?([\w.-]{1,64})$/;

/**
 * The user name a profile URL names, when its path is a single handle (`/marenholt`,
 * `/@maren`) or a handle under a people prefix (`/in/maren-holt`, `/u/…`, `/user/…`,
 * `/users/…`); null for anything less certain than that.
 */
export function usernameFromUrl(url: string): string | null {
  if (!isWebUrl(url)) return null;
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  const handle = segments.length === 1 ? segments[0] : segments.length === 2 && /^(in|u|user|users|people)$/i.test(segments[0]!) ? segments[1] : undefined;
  const match = handle ? HANDLE.exec(decodeURIComponent(handle)) : null;
  return match ? match[1]! : null;
}
