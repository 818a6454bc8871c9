import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@mailscout/contracts';
import { bucketCookie, bucketFromCookie, drawBucket } from './visitor-bucket';
import { configForVisitor, releasesHeader } from './visitor-config';

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The requests that decide which releases a visitor gets: pages and the runtime configuration. */
function choosesReleases(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.url.startsWith('/api/')) return false;
  return request.url.split('?')[0] === RUNTIME_CONFIG_PATH || (request.headers.accept ?? '').includes('text/html');
}

/**
 * docs/deploy.md#canary at the shell's edge: a visitor without a place gets one drawn now (Set-Cookie) and
 * the request carries it from here on, so the page composed for this very request already uses
 * it; pages and /runtime-config.json say which releases the visitor got (`X-Releases`).
 */
export function registerCanaryHooks(app: FastifyInstance, readConfig: () => RuntimeConfig, options: { draw?: () => number } = {}) {
  const draw = options.draw ?? drawBucket;
  app.addHook('onRequest', async (request, reply) => {
    if (!choosesReleases(request) || bucketFromCookie(request.headers.cookie) !== undefined) return;
    const bucket = draw();
    reply.header('Set-Cookie', bucketCookie(bucket, request.protocol === 'https'));
    request.headers.cookie = request.headers.cookie ? `${request.headers.cookie}; ms_canary=${bucket}` : `ms_canary=${bucket}`;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!choosesReleases(request)) return payload;
    try {
      const header = releasesHeader(configForVisitor(readConfig(), bucketFromCookie(request.headers.cookie)).served);
      if (header) reply.header('X-Releases', header);
      if (!reply.getHeader('Vary')) reply.header('Vary', 'Cookie');
    } catch {
      // an unreadable configuration: the page handler already answers for it
    }
    return payload;
  });
}

/**
 * The runtime configuration for this visitor, as the JSON the browser reads: the file as it is
 * when no remote has a canary (or it cannot be parsed: the browser reports that as before).
 */
export function visitorConfigJson(file: string, readConfig: () => RuntimeConfig, cookieHeader: string | undefined): string {
  try {
    const config = readConfig();
    if (config.remotes.some((r) => r.canary)) return JSON.stringify(configForVisitor(config, bucketFromCookie(cookieHeader)).config, null, 2);
  } catch {
    // fall through to the file itself
  }
  return fs.readFileSync(file, 'utf8');
}
