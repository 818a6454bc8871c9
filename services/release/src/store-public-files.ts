import { PRERENDER_MANIFEST_FILE } from '@mailscout/contracts';
import { isReleaseId } from './release-store';

const REMOTE = /^[a-z][a-z0-9_]*$/;
/** A plain name: no dot file, nothing a path could be built from. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * What the browser (and the edge, composing pages) loads from a release: the federation manifest
 * and entry, the chunks and styles, their fonts and images, the license notes the chunks point to,
 * and the prerendered pages with their manifest and renderer. Anything else in a release is not
 * for visitors: the operator metadata, the extracted translations, the build label, the build's
 * statistics and source maps, the remote's own standalone page.
 */
const BROWSER_FILE = [
  /^mf-manifest\.json$/,
  new RegExp(`^${PRERENDER_MANIFEST_FILE.replace('.', '\\.')}$`),
  /^(.+\/)?[^/]+\.(js|css|woff2?|ttf|otf|png|jpe?g|gif|svg|webp|avif|ico)$/,
  /^(.+\/)?[^/]+\.js\.LICENSE\.txt$/,
  /^prerender\/.+\.html$/,
  /^server\/[^/]+\.cjs$/,
];

/**
 * The store's rule for the CDN in front of it (docs/deploy.md#release-store): only a browser's
 * file inside a release folder (`<remote>/<release>/<file>`) is served. The promotion history at
 * the store's top, every release's operator files and half-written (staging) folders answer as
 * missing files do, so nothing tells a visitor they exist.
 */
export function isPublicStoreFile(file: string): boolean {
  const [remote, release, ...rest] = file.split('/');
  if (!remote || !release || rest.length === 0 || !REMOTE.test(remote) || !isReleaseId(release)) return false;
  if (!rest.every((segment) => SEGMENT.test(segment))) return false;
  return BROWSER_FILE.some((pattern) => pattern.test(rest.join('/')));
}
