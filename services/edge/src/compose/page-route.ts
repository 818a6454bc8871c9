import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { metrics } from '@mailscout/ops';
import { FRAME_RENDERER_FILE, RuntimeConfig, type FrameRenderer } from '@mailscout/contracts';
import { composePage, type ComposeDeps } from './compose-page';
import { createCriticalStyles } from './critical-styles';
import { createFragmentSource } from './fragment-source';
import type { PublicConfigSource } from './public-config-source';
import { splitShellTemplate } from './page-html';
import { createRemoteAssets } from './remote-assets';

/** The shell build's frame renderer, when the build has one (a build without it is served as before). */
export function loadFrameRenderer(shellRoot: string): FrameRenderer | undefined {
  const file = path.join(shellRoot, FRAME_RENDERER_FILE);
  if (!fs.existsSync(file)) return undefined;
  return createRequire(file)(file) as FrameRenderer;
}

/**
 * The runtime configuration as it is on disk now: a promotion (a new file) is picked up at the
 * next page without a restart; parsed again only when the file changed. A file that cannot be
 * read or parsed throws (the page is then served for the browser to render, as before the edge).
 */
export function runtimeConfigReader(file: string): () => RuntimeConfig {
  let cached: { mtimeMs: number; size: number; config: RuntimeConfig } | undefined;
  return () => {
    const stat = fs.statSync(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.config;
    const config = RuntimeConfig.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, config };
    return config;
  };
}

/**
 * docs/architecture.md#prerendered-pages: page requests (GET, wanting HTML, not the API) are composed on the server; if
 * composition fails the shell's page is sent as it is and the browser renders everything.
 */
export function createPageHandler(options: { shellRoot: string; readConfig: () => RuntimeConfig; frames: FrameRenderer; publicConfig?: PublicConfigSource }) {
  const html = fs.readFileSync(path.join(options.shellRoot, 'index.html'), 'utf8');
  const deps: ComposeDeps = {
    template: splitShellTemplate(html),
    frames: options.frames,
    fragments: createFragmentSource(),
    assets: createRemoteAssets(),
    readConfig: options.readConfig,
    publicConfig: options.publicConfig,
    criticalStyles: createCriticalStyles({ shellRoot: options.shellRoot }),
  };
  return async function composeRoute(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Accept-Language, Cookie');
    try {
      const page = await composePage(deps, {
        url: request.url,
        search: request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '',
        cookieHeader: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      // The head part carries the rendering's only wait; the rest follows as a stream.
      const parts = page.parts();
      const head = await parts.next();
      reply.header('Content-Language', page.language);
      // docs/operations.md#edge: how each page was made.
      metrics.edgeCompositions.inc({ result: !page.prerendered ? 'client' : page.prerendered.stale ? 'stale' : page.prerendered.cached ? 'cached' : 'fresh' });
      if (page.prerendered) reply.header('X-Prerendered', `${page.prerendered.remote}@${page.prerendered.release}${page.prerendered.stale ? '; stale' : ''}`);
      async function* rest() {
        if (!head.done) yield head.value;
        yield* parts;
      }
      return reply.code(page.status).type('text/html; charset=utf-8').send(Readable.from(rest()));
    } catch (error) {
      request.log.error({ err: error }, 'page composition failed; sending the client-rendered page');
      metrics.edgeCompositions.inc({ result: 'fallback' });
      return reply.code(200).type('text/html; charset=utf-8').send(html);
    }
  };
}
