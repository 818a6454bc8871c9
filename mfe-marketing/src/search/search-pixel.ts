import type { PublicConfig } from '@mailscout/contracts';
import type { SearchEvent } from './search-events';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * docs/product.md#states: "a search event pixel fires on a successful lookup (with a test code on localhost)".
 * Only when the operator configured one; it carries the event and status, never the address.
 */
export function searchPixelUrl(config: PublicConfig['analytics'], event: SearchEvent, hostname: string): string | null {
  if (!config.searchPixelUrl) return null;
  const url = new URL(config.searchPixelUrl);
  url.searchParams.set('event', 'search');
  url.searchParams.set('kind', event.kind);
  url.searchParams.set('status', event.status);
  if (LOCAL_HOSTS.has(hostname) && config.testCode) url.searchParams.set('test_code', config.testCode);
  return url.toString();
}

/** Fires the pixel as an image request (no script of the third party runs in the page). */
export function fireSearchPixel(config: PublicConfig['analytics'], event: SearchEvent): void {
  const src = searchPixelUrl(config, event, window.location.hostname);
  if (src) new Image(1, 1).src = src;
}
