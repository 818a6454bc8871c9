import { maskEmailsInText } from './mask-email';

/**
 * The part of a request URL that may be logged: the path only (query strings carry the search
 * terms, e.g. `/email-scan?email=`), decoded so `%40` is seen as `@`, with addresses masked
 * (`/api/scan-status/{email}` puts the address in the path, docs/product.md#api-calls).
 */
export function loggablePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape elsewhere in the path must not hide an encoded address from masking.
    decoded = path.replace(/%40/gi, '@');
  }
  return maskEmailsInText(decoded);
}
