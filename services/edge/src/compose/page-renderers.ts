import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { PageRenderer } from '@mailscout/contracts';
import { fetchFromReleaseStore } from './release-fetch';

/**
 * docs/architecture.md#prerendered-pages: a remote release's prerender bundle (named by its prerender manifest), loaded once per
 * release. The bundle is the remote team's own code, built with the release and served with it;
 * the edge runs it to render that remote's public pages with runtime data. A bundle that cannot
 * be fetched or loaded is remembered as missing for the release (its static fragments are used).
 */
export function createPageRenderers(options: { fetch?: typeof fetch; timeoutMs?: number; dir?: string } = {}) {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ms-edge-renderers-'));
  const loaded = new Map<string, Promise<PageRenderer | undefined>>();

  async function load(url: string, key: string): Promise<PageRenderer | undefined> {
    const response = await fetchFromReleaseStore(fetchImpl, url, timeoutMs);
    if (!response?.ok) return undefined;
    const file = path.join(dir, `${key.replace(/[^a-z0-9.+@-]+/gi, '_')}.cjs`);
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const module = createRequire(file)(file) as { default?: PageRenderer };
    return typeof module.default?.renderPage === 'function' ? module.default : undefined;
  }

  return {
    /** `key` names the release (remote and release id): one load per release. */
    of(url: string, key: string): Promise<PageRenderer | undefined> {
      let renderer = loaded.get(key);
      if (!renderer) {
        renderer = load(url, key).catch((error: unknown) => {
          console.error(`the prerender bundle ${url} could not be loaded`, error);
          return undefined;
        });
        loaded.set(key, renderer);
      }
      return renderer;
    },
  };
}

export type PageRenderers = ReturnType<typeof createPageRenderers>;
