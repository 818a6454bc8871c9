/**
 * Hashed bundle files never change under their name: cache them for a year. The entry points a
 * deployment swaps in place (HTML, the runtime configuration, manifests and remote entries) must
 * be revalidated on every load, or a release would not reach browsers.
 */
const MUTABLE = /(^|\/)(index\.html|runtime-config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|map)$/;

export function cacheControlFor(filePath: string): string {
  if (MUTABLE.test(filePath)) return 'no-cache';
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}
