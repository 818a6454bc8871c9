import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import { REQUEST_ID_HEADER, RequestLogController, requestIdFromTrustedHop, trustedHops } from '@mailscout/logging';
import { apiUpstreams } from './api-upstreams';
import { cacheControlFor } from './cache-policy';
import { withoutHopByHop } from '@mailscout/contracts/hop-by-hop';
import type { RuntimeConfig } from '@mailscout/contracts';
import type { Health } from '@mailscout/ops';
import { createPageHandler, loadFrameRenderer, runtimeConfigReader } from './compose/page-route';
import { createPublicConfigSource } from './compose/public-config-source';
import { paymentOriginsOf, shellContentSecurityPolicy, STRIPE_ORIGINS } from './shell-csp';
import { registerCanaryHooks, RUNTIME_CONFIG_PATH, visitorConfigJson } from './canary/canary-hooks';
import { manifestUrlsOf } from './canary/visitor-config';
import { answerWhileClosing } from './errors/answer-while-closing';
import { edgeClientErrorHandler } from './errors/client-error-handler';
import { edgeErrorHandler, proxyErrorHandler } from './errors/edge-error-handlers';
import { stderrFailureLog, type FailureLog } from './errors/failure-log';
import { sendEdgeError } from './errors/send-edge-error';
import { countRequests } from './request-metrics';

/**
 * How long an API instance may take to start answering (status and headers) before the edge
 * answers 504: well above what a working instance takes (scans run as jobs; the longest wait the
 * API makes itself, for a body it refused, is 10 s: docs/deploy.md#edge). A stream that has
 * started (server-sent events) is not cut by it.
 */
export const API_TIMEOUT_MS = 30_000;

interface ServeCommonOptions {
  root: string;
  port: number;
  host?: string;
  /**
   * Cut open connections on close, as a server that goes down would. By default close() lets
   * in-flight requests finish, and a keep-alive connection that was busy then holds it for
   * Fastify's keep-alive timeout (72 s): a test stopping a remote under a browser wants it gone.
   */
  cutConnectionsOnClose?: boolean;
  /** Where the edge reports an API instance that did not answer and any bug (one JSON line each to stderr by default). */
  failureLog?: FailureLog;
  /**
   * One JSON line per request in the one shape (docs/deploy.md#logs), e.g. `processLogger('edge')`;
   * none unless given (tests, the preview).
   */
  log?: FastifyBaseLogger;
  /**
   * The proxies in front (addresses, CIDR ranges) whose X-Request-Id is kept
   * (docs/architecture.md#request-id); none by default: the edge mints every request's id.
   */
  trustProxy?: readonly string[];
}

export interface ServeRemoteOptions extends ServeCommonOptions {
  kind: 'remote';
  /**
   * Which files under `root` may be served (a path relative to it, decoded and normalised, forward
   * slashes); any other answers exactly as a missing file does. The release store passes its rule
   * (docs/deploy.md#release-store): its operator files are not for visitors. Everything by default.
   */
  servable?: (file: string) => boolean;
}

export interface ServeShellOptions extends ServeCommonOptions {
  kind: 'shell';
  /** Served as /runtime-config.json; defaults to the file in the build. */
  runtimeConfigFile?: string;
  /** Where /api/* goes: one API instance, or several taken in turn (docs/deploy.md#rehearsal). */
  apiUrl: string | readonly string[];
  /** See `ApiUpstreamOptions.pinHeader`; off unless set. */
  apiPinHeader?: string;
  /** A Stripe stand-in's URL (Stripe.js and the API on one origin); Stripe's own origins otherwise. */
  stripeUrl?: string;
  /** The data sources' stand-in, whose photos (avatars) reports show. */
  sourcesUrl?: string;
  /**
   * Compose pages on the server (docs/architecture.md#prerendered-pages) when the build has a frame renderer; `false` serves the
   * shell's page as it is, for the benchmark's client-rendered variant.
   */
  compose?: boolean;
  /** See `API_TIMEOUT_MS` (the default); tests shorten it. */
  apiTimeoutMs?: number;
  /**
   * The process's health (served on its ops port, docs/operations.md#health): the edge adds its
   * readiness checks to it — the runtime configuration readable, the frame renderer loaded.
   */
  health?: Health;
}

export type ServeOptions = ServeRemoteOptions | ServeShellOptions;

type ForwardingRequest = Pick<FastifyRequest, 'protocol' | 'host'> & { raw: { socket: { remoteAddress?: string | undefined } } };

/**
 * docs/architecture.md#client-address: the API learns who the client is from this edge. The address this edge sees is
 * appended to X-Forwarded-For (anything the client wrote stays in front of it, where an API that
 * trusts exactly this one hop ignores it), and the protocol and host are this edge's own.
 */
export function forwardedHeaders<H extends Record<string, unknown>>(request: ForwardingRequest, headers: H) {
  const client = request.raw.socket.remoteAddress;
  const earlier = ([] as unknown[]).concat(headers['x-forwarded-for']).filter((value): value is string => typeof value === 'string' && value !== '').join(', ');
  return {
    ...headers,
    'x-forwarded-for': client ? (earlier ? `${earlier}, ${client}` : client) : earlier,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

/** The remotes' origins in the runtime configuration as it is now (re-read when the file changes). */
function remoteOriginsOf(readConfig: () => RuntimeConfig): () => string[] {
  return () => {
    try {
      return [...new Set(readConfig().remotes.flatMap(manifestUrlsOf).map((url) => new URL(url).origin))];
    } catch {
      return []; // an unreadable configuration allows no remote, rather than failing every answer
    }
  };
}

/** The static plugin's check, from a rule on paths relative to the root. */
function servableOf(servable: (file: string) => boolean) {
  return (pathName: string) => servable(pathName.replace(/^\/+/, ''));
}

/**
 * Serves one production build the way a deployment would: compressed, cache headers by file
 * kind, security headers. A remote allows cross-origin use of its files (helmet's default
 * Cross-Origin-Resource-Policy `same-origin` would stop the shell loading them).
 */
export async function serveApp(options: ServeOptions): Promise<FastifyInstance> {
  const failureLog = options.failureLog ?? stderrFailureLog;
  const handleError = edgeErrorHandler(failureLog);
  const app = Fastify({
    // Without a logger given, none (Fastify's default).
    loggerInstance: options.log,
    genReqId: requestIdFromTrustedHop(trustedHops(options.trustProxy ?? [])),
    // One line per request when it ends (the door logs its arrival), `requestId` on each.
    logController: new RequestLogController('silent'),
    forceCloseConnections: options.cutConnectionsOnClose ? true : 'idle',
    // Every answer the edge makes itself is in the one error shape (docs/deploy.md#edge): the
    // router's refusal of a malformed URL, and requests Node's parser refused before Fastify saw them.
    frameworkErrors: handleError,
    clientErrorHandler: edgeClientErrorHandler,
    return503OnClosing: false,
  });
  // Before any plugin, so every route and plugin registered below answers through them.
  app.setErrorHandler(handleError);
  // Every answer names the request's id, the edge's own errors and the API's answers alike.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  });
  answerWhileClosing(app);
  // The shell's edge is counted by route (docs/operations.md#metrics); a release store it serves beside is not.
  const pages = options.kind === 'shell' ? countRequests(app) : undefined;
  const configFile = options.kind === 'shell' ? (options.runtimeConfigFile ?? path.join(options.root, 'runtime-config.json')) : '';
  const readConfig = runtimeConfigReader(configFile);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  if (options.kind === 'remote') {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  } else {
    const html = fs.readFileSync(path.join(options.root, 'index.html'), 'utf8');
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: shellContentSecurityPolicy(
        html,
        remoteOriginsOf(readConfig),
        options.stripeUrl ? paymentOriginsOf(options.stripeUrl) : STRIPE_ORIGINS,
        options.sourcesUrl ? [new URL(options.sourcesUrl).origin] : [],
      ),
      crossOriginEmbedderPolicy: false,
    });
    const upstreams = apiUpstreams(options.apiUrl, { pinHeader: options.apiPinHeader });
    const answeredBy = new WeakMap<object, { url: string; number: number }>();
    await app.register(fastifyHttpProxy, {
      // With several instances there is no one base; each request's comes from `getUpstream`.
      upstream: upstreams.urls.length === 1 ? (upstreams.urls[0] ?? '') : '',
      prefix: '/api',
      rewritePrefix: '/api',
      // Only the wait for the answer to start: a stream's pauses are its own (undici's default for those).
      undici: { headersTimeout: options.apiTimeoutMs ?? API_TIMEOUT_MS },
      replyOptions: {
        getUpstream: (request) => {
          const chosen = upstreams.pick(request.headers);
          answeredBy.set(request, chosen);
          return chosen.url;
        },
        onError: proxyErrorHandler(failureLog, (request) => answeredBy.get(request)?.url),
        // The API takes this id from the edge (its TRUST_PROXY), as the edge took it from the door.
        rewriteRequestHeaders: (request, headers) => ({ ...forwardedHeaders(request, withoutHopByHop(headers)), [REQUEST_ID_HEADER]: request.id }),
        rewriteHeaders: (headers, request) =>
          options.apiPinHeader && request ? { ...headers, [options.apiPinHeader.toLowerCase()]: String(answeredBy.get(request)?.number ?? '') } : headers,
      },
    });
    // docs/deploy.md#canary: each visitor's place decides a canary's release, for pages and this file alike.
    registerCanaryHooks(app, readConfig);
    app.get(RUNTIME_CONFIG_PATH, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json');
      return visitorConfigJson(configFile, readConfig, request.headers.cookie);
    });
  }

  // docs/architecture.md#prerendered-pages: pages are composed on the server when the shell build has its frame renderer.
  const frames = options.kind === 'shell' && options.compose !== false ? loadFrameRenderer(options.root) : undefined;
  if (options.kind === 'shell' && options.health) {
    options.health.addReadinessCheck('runtime-config', () => Boolean(readConfig()));
    const composing = options.compose !== false;
    options.health.addReadinessCheck('frame-renderer', () => !composing || frames !== undefined);
  }
  await app.register(fastifyStatic, {
    root: options.root,
    // With a frame renderer the shell's page is composed per request (below), not sent as a file.
    index: options.kind === 'shell' && !frames ? ['index.html'] : false,
    cacheControl: false,
    setHeaders: (res, filePath) => res.header('Cache-Control', cacheControlFor(filePath)),
    // The static plugin asks before it opens a file and again for the file it chose; a refusal is its not-found.
    ...(options.kind === 'remote' && options.servable ? { allowedPath: servableOf(options.servable) } : {}),
  });

  if (options.kind === 'shell') {
    // Pages are rendered with the public configuration the browser would fetch (from the first instance).
    const configApi = apiUpstreams(options.apiUrl).urls[0];
    const composed = frames
      ? createPageHandler({ shellRoot: options.root, readConfig, frames, publicConfig: createPublicConfigSource(() => configApi) })
      : undefined;
    if (composed) app.get('/', composed);
    // Client-side routes: every unknown GET that wants HTML gets the shell's page.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html')) {
        pages?.add(request);
        if (composed) return composed(request, reply);
        reply.header('Cache-Control', 'no-cache');
        return reply.sendFile('index.html');
      }
      return sendEdgeError(request, reply, { status: 404, code: 'NOT_FOUND' });
    });
  } else {
    // The release store: a file that is not there (Fastify's own 404 names the route it tried).
    app.setNotFoundHandler((request, reply) => sendEdgeError(request, reply, { status: 404, code: 'NOT_FOUND' }));
  }

  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}
