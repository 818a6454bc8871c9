import type { RemoteDeclaration } from '@mailscout/contracts';
import { baseOf } from './fetch-with-timeout';
import { fetchFromReleaseStore } from './release-fetch';

/** What a page owned by a remote loads before it can hydrate: the entry, the routes' chunks and styles. */
export interface RemoteAssets {
  scripts: string[];
  styles: string[];
}

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** Reads the federation manifest the way the runtime will: the remote entry and `./routes`' sync assets. */
export function assetsOf(manifestUrl: string, manifest: ManifestShape): RemoteAssets {
  const base = baseOf(manifestUrl);
  const url = (file: string) => new URL(file, base).href;
  const entry = manifest.metaData?.remoteEntry;
  const routes = manifest.exposes?.find((e) => e.name === 'routes');
  return {
    scripts: [...(entry?.name ? [url(`${entry.path ? `${entry.path}/` : ''}${entry.name}`)] : []), ...(routes?.assets?.js?.sync ?? []).map(url)],
    styles: (routes?.assets?.css?.sync ?? []).map(url),
  };
}

/** Per remote URL, the assets of its current release; asked again after a short time. */
export function createRemoteAssets(options: { fetch?: typeof fetch; ttlMs?: number; timeoutMs?: number; now?: () => number } = {}) {
  const fetchImpl = options.fetch ?? fetch;
  const ttl = options.ttlMs ?? 5_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; assets: RemoteAssets }>();
  return {
    async of(remote: RemoteDeclaration): Promise<RemoteAssets | undefined> {
      const cached = cache.get(remote.manifestUrl);
      if (cached && now() - cached.at < ttl) return cached.assets;
      const response = await fetchFromReleaseStore(fetchImpl, remote.manifestUrl, options.timeoutMs ?? 1_500);
      if (!response?.ok) return cached?.assets;
      try {
        const assets = assetsOf(remote.manifestUrl, (await response.json()) as ManifestShape);
        cache.set(remote.manifestUrl, { at: now(), assets });
        return assets;
      } catch {
        return cached?.assets;
      }
    },
  };
}

export type RemoteAssetsSource = ReturnType<typeof createRemoteAssets>;
