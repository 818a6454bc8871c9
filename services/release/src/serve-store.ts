import { serveApp, type ServeRemoteOptions } from '@mailscout/edge';
import { isPublicStoreFile } from './store-public-files';

/**
 * The release store served as the CDN in front of it serves it (docs/deploy.md#release-store):
 * the edge's remote serving (cache headers, CORS for the shell's origin, the one error shape) with
 * only the files a browser needs; the rest answers 404 as a missing file does.
 */
export function serveReleaseStore(options: Omit<ServeRemoteOptions, 'kind' | 'servable'>) {
  return serveApp({ ...options, kind: 'remote', servable: isPublicStoreFile });
}
