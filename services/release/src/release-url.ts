export { releaseOfManifestUrl as releaseOfUrl } from '@mailscout/contracts';

/** Where a release's federation manifest is served from the store's public URL. */
export function manifestUrlOf(baseUrl: string, remote: string, release: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${remote}/${encodeURIComponent(release).replace(/%2B/g, '+')}/mf-manifest.json`;
}
