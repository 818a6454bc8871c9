import { PRERENDER_MANIFEST_FILE, PrerenderManifest, type Language, type RemoteDeclaration } from '@mailscout/contracts';
import { baseOf } from './fetch-with-timeout';
import { fetchFromReleaseStore } from './release-fetch';
import { createPageRenderers, type PageRenderers } from './page-renderers';
import type { PublicConfigSnapshot } from './public-config-source';

export interface Fragment {
  remote: string;
  release: string;
  title: string;
  html: string;
  /** Served from the last good copy because the remote could not be reached. */
  stale: boolean;
  /** Served from memory, not fetched or rendered for this page (docs/operations.md#edge). */
  cached?: boolean;
  /** Rendered at the edge with this public configuration (else the build's fragment, without it). */
  publicConfig?: PublicConfigSnapshot | undefined;
  /** Rendered for this request from its query: its code hydrates it at once (docs/architecture.md#request-rendered-stages). */
  hydrateAtOnce?: boolean;
}

export interface FragmentSourceOptions {
  fetch?: typeof fetch;
  /** How long a remote's prerender manifest is trusted before asking again. */
  manifestTtlMs?: number;
  /** A remote that does not answer within this is treated as unreachable for this page. */
  timeoutMs?: number;
  /** Fragments kept (each page × language × release is one). */
  maxEntries?: number;
  now?: () => number;
  renderers?: PageRenderers;
}

type ManifestLookup = { status: 'ok'; manifest: PrerenderManifest } | { status: 'none' } | { status: 'unreachable' };

/** The cache key of a fragment: a new release of the remote is a new key (docs/architecture.md#prerendered-pages). */
export function fragmentKey(remote: string, release: string, language: Language, path: string): string {
  return `${remote}@${release}:${language}:${path}`;
}

/**
 * docs/architecture.md#prerendered-pages: fetches a remote's prerendered fragments from where its release is
 * served, caches them by release, and when the remote cannot be reached serves the last copy it
 * had for that page (else nothing: the browser renders the page itself, as without an edge).
 */
export function createFragmentSource(options: FragmentSourceOptions = {}) {
  const fetchImpl = options.fetch ?? fetch;
  const manifestTtl = options.manifestTtlMs ?? 5_000;
  const timeoutMs = options.timeoutMs ?? 1_500;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const manifests = new Map<string, { at: number; lookup: ManifestLookup }>();
  const fragments = new Map<string, Fragment>();
  /** The last fragment served per remote URL, page and language, whatever its release. */
  const lastGood = new Map<string, Fragment>();
  const renderers = options.renderers ?? createPageRenderers({ fetch: fetchImpl });

  /** The release's prerender bundle, loaded once per release. */
  const rendererOf = (remote: RemoteDeclaration, file: string, release: string) =>
    renderers.of(new URL(file, baseOf(remote.manifestUrl)).href, `${remote.name}@${release}`);

  /** The page rendered again by the release's own bundle with the runtime data it shows, if it can be. */
  async function renderWithData(remote: RemoteDeclaration, manifest: PrerenderManifest, path: string, language: Language, data: PublicConfigSnapshot, pageKey: string): Promise<Fragment | undefined> {
    if (!manifest.renderer) return undefined;
    const key = `${fragmentKey(remote.name, manifest.release, language, path)}:config=${data.version}`;
    const cached = fragments.get(key);
    if (cached) return { ...cached, cached: true };
    const renderer = await rendererOf(remote, manifest.renderer, manifest.release);
    const page = await renderer?.renderPage({ path, language, publicConfig: data.config }).catch((error: unknown) => {
      console.error(`${remote.name}@${manifest.release} could not render ${path} (${language}) with the configuration`, error);
      return undefined;
    });
    if (!page) return undefined;
    const fragment: Fragment = { remote: remote.name, release: manifest.release, title: page.title, html: page.html, stale: false, publicConfig: data };
    remember(key, fragment);
    // The copy served while the remote is down carries the configuration it was rendered with.
    lastGood.set(pageKey, fragment);
    return fragment;
  }

  /**
   * docs/architecture.md#request-rendered-stages: a page whose first stage depends on the query is
   * rendered for each request and never kept (it holds what the visitor searched); without the
   * public configuration, a bundle, or when rendering fails, the browser renders it as before.
   */
  async function renderOnRequest(remote: RemoteDeclaration, manifest: PrerenderManifest, path: string, search: string, language: Language, data: PublicConfigSnapshot): Promise<Fragment | undefined> {
    if (!manifest.renderer) return undefined;
    const renderer = await rendererOf(remote, manifest.renderer, manifest.release);
    const page = await renderer?.renderPage({ path, search, language, publicConfig: data.config }).catch((error: unknown) => {
      // The path only: the query holds the visitor's address.
      console.error(`${remote.name}@${manifest.release} could not render ${path} (${language}) on request`, error);
      return undefined;
    });
    if (!page) return undefined;
    return { remote: remote.name, release: manifest.release, title: page.title, html: page.html, stale: false, publicConfig: data, hydrateAtOnce: true };
  }

  const get = (url: string) => fetchFromReleaseStore(fetchImpl, url, timeoutMs);

  async function manifestOf(remote: RemoteDeclaration): Promise<ManifestLookup> {
    const cached = manifests.get(remote.manifestUrl);
    if (cached && now() - cached.at < manifestTtl) return cached.lookup;
    const response = await get(baseOf(remote.manifestUrl) + PRERENDER_MANIFEST_FILE);
    let lookup: ManifestLookup;
    if (!response || response.status >= 500) lookup = { status: 'unreachable' };
    else if (!response.ok) lookup = { status: 'none' };
    else {
      const parsed = PrerenderManifest.safeParse(await response.json().catch(() => null));
      lookup = parsed.success ? { status: 'ok', manifest: parsed.data } : { status: 'none' };
    }
    // An unreachable remote is asked again on the next page, not after the TTL.
    if (lookup.status !== 'unreachable') manifests.set(remote.manifestUrl, { at: now(), lookup });
    return lookup;
  }

  function remember(key: string, fragment: Fragment) {
    if (fragments.size >= maxEntries) fragments.delete(fragments.keys().next().value as string);
    fragments.set(key, fragment);
  }

  return {
    /**
     * With `data`, the page is rendered with it when the release can (docs/architecture.md#prerendered-pages: a legal page's
     * prices and dates are in the server's HTML); otherwise, or when that fails, the build's fragment.
     */
    async fragmentFor(remote: RemoteDeclaration, path: string, language: Language, data?: PublicConfigSnapshot, search = ''): Promise<Fragment | undefined> {
      const pageKey = `${remote.manifestUrl}|${language}|${path}`;
      const fallback = () => {
        const last = lastGood.get(pageKey);
        return last ? { ...last, stale: true } : undefined;
      };
      const lookup = await manifestOf(remote);
      if (lookup.status === 'unreachable') return fallback();
      if (lookup.status === 'none') return undefined;
      if (lookup.manifest.requestPages?.includes(path)) return data ? renderOnRequest(remote, lookup.manifest, path, search, language, data) : undefined;
      const page = lookup.manifest.pages.find((p) => p.path === path && p.language === language);
      if (!page) return undefined;
      const withData = data ? await renderWithData(remote, lookup.manifest, path, language, data, pageKey) : undefined;
      if (withData) return withData;
      const key = fragmentKey(remote.name, lookup.manifest.release, language, path);
      const cached = fragments.get(key);
      if (cached) return { ...cached, cached: true };
      const response = await get(new URL(page.file, baseOf(remote.manifestUrl)).href);
      if (!response?.ok) return fallback();
      const fragment: Fragment = { remote: remote.name, release: lookup.manifest.release, title: page.title, html: await response.text(), stale: false };
      remember(key, fragment);
      lastGood.set(pageKey, fragment);
      return fragment;
    },
  };
}

export type FragmentSource = ReturnType<typeof createFragmentSource>;
