/** Where a release's federation manifest is served from the store's public URL. */
export function manifestUrlOf(baseUrl: string, remote: string, release: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${remote}/${encodeURIComponent(release).replace(/%2B/g, '+')}/mf-manifest.json`;
}

/** The release id in a store manifest URL (`…/<remote>/<release>/mf-manifest.json`), if it is one. */
export function releaseOfUrl(manifestUrl: string): string | undefined {
  const segments = new URL(manifestUrl).pathname.split('/').filter(Boolean);
  const release = segments.length >= 2 ? decodeURIComponent(segments[segments.length - 2]!) : undefined;
  return release && /\+[0-9a-f]{6,}$/.test(release) ? release : undefined;
}
