import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PRERENDER_MANIFEST_FILE, type PrerenderManifest } from '@mailscout/contracts/src/prerender.ts';
import type { PrerenderDefinition } from '@mailscout/prerender/server';
import type { AppDefinition } from './app-definition.ts';
import { bundleForNode, type BuildDefines } from './server-bundle.ts';

function slug(pagePath: string): string {
  return pagePath === '/' ? 'index' : pagePath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9-]+/gi, '_');
}

/** The remote's prerender entry for Node, shipped in the release for the edge (see the manifest's `renderer`). */
const RENDERER_FILE = 'server/prerender.cjs';

/**
 * docs/architecture.md#prerendered-pages: renders a remote's public pages in every language with its own code and writes
 * them beside its `mf-manifest.json` as `prerender/<language>/<page>.html` plus
 * `prerender-manifest.json`, with the bundle that rendered them (the edge renders the pages again
 * with the runtime data they show). The release id hashes the fragments and the bundle, so a new
 * build with changed pages is a new cache key at the edge even when the version number stayed.
 */
export async function prerenderRemote(app: AppDefinition, outDir: string, defines: BuildDefines): Promise<PrerenderManifest> {
  if (!app.prerender) throw new Error(`${app.name} declares no prerender module`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `prerender-${app.name}-`));
  try {
    const bundle = path.join(work, 'prerender.cjs');
    await bundleForNode(path.resolve(app.dir, app.prerender), bundle, defines);
    const loaded = createRequire(import.meta.url)(bundle) as { default: PrerenderDefinition };
    const rendered = await loaded.default.renderAll();
    const hash = crypto.createHash('sha256');
    const pages: PrerenderManifest['pages'] = [];
    for (const page of rendered) {
      const file = `prerender/${page.language}/${slug(page.path)}.html`;
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.writeFileSync(path.join(outDir, file), page.html);
      hash.update(`${file}\n${page.title}\n${page.html}\n`);
      pages.push({ path: page.path, language: page.language, file, title: page.title });
    }
    const renderer = fs.readFileSync(bundle);
    fs.mkdirSync(path.dirname(path.join(outDir, RENDERER_FILE)), { recursive: true });
    fs.writeFileSync(path.join(outDir, RENDERER_FILE), renderer);
    hash.update(renderer);
    const requestPages = loaded.default.requestPages ?? [];
    const manifest: PrerenderManifest = {
      remote: app.name,
      release: `${defines.appVersion}+${hash.digest('hex').slice(0, 12)}`,
      pages,
      renderer: RENDERER_FILE,
      ...(requestPages.length > 0 ? { requestPages } : {}),
    };
    fs.writeFileSync(path.join(outDir, PRERENDER_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
