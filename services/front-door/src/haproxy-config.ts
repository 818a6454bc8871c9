import { apiRoutes } from '@mailscout/contracts';
import { REQUEST_ID_REGEX_SOURCE } from '@mailscout/logging';
import { DOOR_TIMEOUTS as T } from './door-timeouts';
import { doorRetryAfter } from './door-answers';
import { BALANCER_STATUSES, type BalancerErrorFiles } from './haproxy-error-files';
import { languageRules } from './door-language';
import type { FrontDoorSpec, Upstream } from './front-door-spec';

/** The API's routes that hold their connection open (server-sent events), from the route catalogue. */
export const STREAM_ROUTES = ['lookup.previewEvents', 'scans.events'] as const;

/** A path pattern for HAProxy from the catalogue's `/api/x/:id/events`. */
export function streamPathPattern(): string {
  const paths = STREAM_ROUTES.map((name) => apiRoutes[name].path.replace(/:[A-Za-z]+/g, '[^/]+'));
  return `^(${paths.join('|')})$`;
}

/** Extra stream connections past the API's own cap, so the API's refusal (503, Retry-After) is what a visitor gets. */
const STREAM_HEADROOM = 64;

const ms = (value: number) => `${value}ms`;
const noStore = 'hdr Cache-Control no-store';
const retryAfter = (status: number) => {
  const seconds = doorRetryAfter(status as (typeof BALANCER_STATUSES)[number]);
  return seconds === undefined ? '' : ` hdr Retry-After ${seconds}`;
};

function jsonErrors(files: BalancerErrorFiles): string[] {
  return BALANCER_STATUSES.map((status) => `  http-error status ${status} content-type application/json file ${files.json(status)} ${noStore}${retryAfter(status)}`);
}

function pageErrors(files: BalancerErrorFiles): string[] {
  return BALANCER_STATUSES.map(
    (status) => `  http-error status ${status} content-type "text/html; charset=utf-8" lf-file ${files.page(status)} ${noStore} hdr Content-Language %[var(txn.lng)]${retryAfter(status)}`,
  );
}

/** The readiness path every process of ours serves on its ops port (docs/operations.md#health). */
export const READINESS_PATH = '/readyz';

/** A pool's check: `/readyz` on the ops port when every server has one (docs/operations.md#ops-port), else `fallback` on its own port. */
const checkPath = (servers: readonly Upstream[], fallback: string) => (servers.every((server) => server.opsPort !== undefined) ? READINESS_PATH : fallback);
/** `port N` on a server line: the check goes to its ops port, never the traffic. */
const checkPort = (server: Upstream) => (server.opsPort !== undefined ? ` port ${server.opsPort}` : '');

const healthCheck = (uri: string) => [
  '  option httpchk',
  `  http-check send meth GET uri ${uri} ver HTTP/1.1 hdr Host front-door`,
  '  http-check expect status 200',
];

/** An instance's server line; the stream pool follows the ordinary pool's health instead of checking twice. */
function apiServer(api: Upstream, index: number, spec: FrontDoorSpec, pool: 'api' | 'streams'): string {
  const common = `server ${api.name} ${api.host}:${api.port} id ${index + 1} source ${spec.sourceAddress}`;
  if (pool === 'streams') return `  ${common} track api/${api.name} maxconn ${spec.streamsPerInstance + STREAM_HEADROOM}`;
  // A refused connection takes a killed instance out at once, before its next check.
  return `  ${common} check${checkPort(api)} observe layer4 error-limit 1 on-error mark-down maxconn ${spec.requestsPerInstance}`;
}

/**
 * The request id (docs/architecture.md#request-id): the one nginx sent (from the door's address, of
 * the safe shape), else a new one (`unique-id-format`: a UUID). Passed on in X-Request-Id, named in
 * every answer (HAProxy's own too: `http-after-response`) and logged.
 */
function requestIdRules(spec: FrontDoorSpec): string[] {
  return [
    '  unique-id-format %[uuid()]',
    `  acl from_door src ${spec.doorAddress}`,
    `  acl safe_request_id req.hdr(x-request-id) -m reg ${REQUEST_ID_REGEX_SOURCE}`,
    '  http-request set-var(txn.request_id) req.hdr(x-request-id) if from_door safe_request_id',
    '  http-request set-var(txn.request_id) unique-id unless { var(txn.request_id) -m found }',
    '  http-request set-header X-Request-Id %[var(txn.request_id)]',
    // The path as logged (docs/deploy.md#logs): without its query, an address in it hidden, encoded or not.
    '  http-request set-var(txn.route) path,regsub([^/]*@[^/]*,[email],g),regsub([^/]*%40[^/]*,[email],gi)',
    '  http-after-response set-header X-Request-Id %[var(txn.request_id)] if { var(txn.request_id) -m found }',
    // The log line's level (docs/deploy.md#logs).
    '  http-after-response set-var(txn.level) str(info)',
    '  http-after-response set-var(txn.level) str(warn) if { status ge 400 }',
    '  http-after-response set-var(txn.level) str(error) if { status ge 500 }',
  ];
}

/**
 * One JSON line per request in the one shape (docs/deploy.md#logs): no query string (it may hold an
 * address), no header but the request id, the client's network only.
 */
const LOG_FORMAT = [
  '{"time":"%[date,utime(%Y-%m-%dT%H:%M:%SZ)]"',
  '"level":"%[var(txn.level)]"',
  '"process":"front-door-haproxy"',
  '"requestId":"%[var(txn.request_id)]"',
  '"route":"%[var(txn.route)]"',
  '"method":"%HM"',
  '"status":%ST',
  '"durationMs":%Ta',
  '"client":"%[src,ipmask(24,64)]"',
  '"backend":"%b"',
  '"server":"%s"',
  '"retries":"%rc"',
  '"termination":"%tsc"',
  '"bytes":%B}',
].join(',');

function edgeFallbacks(spec: FrontDoorSpec): string[] {
  return ['  option allbackups', ...spec.edges.map((edge) => `  server ${edge.name}-fallback ${edge.host}:${edge.port} source ${spec.sourceAddress} backup`)];
}

/** Pinning an instance by number (`X-MailScout-Upstream: 2`), and naming the one that answered. */
function pinRules(spec: FrontDoorSpec): string[] {
  if (!spec.pinHeader) return [];
  return [
    ...spec.apis.map((api, index) => `  use-server ${api.name} if { req.hdr(${spec.pinHeader}) -m str ${index + 1} }`),
    `  http-response set-header ${spec.pinHeader} %[srv_id]`,
  ];
}

/**
 * The HAProxy configuration of the front door's balancer (docs/deploy.md#front-door), behind
 * nginx, written from the topology alone:
 * - `/api/previews/:id/events` and `/api/scans/:id/events` (event streams) go to the instances through their own pool: a stream holds its
 *   connection for minutes and must never take one that other requests need;
 * - the rest of `/api/*` to the instances, balanced, with active health checks on `/api/health`
 *   (an instance answering 503 or nothing leaves rotation within ~2 s and comes back by itself),
 *   a refused connection marking the instance down at once, and one retry on another instance:
 *   for every request whose connection failed (nothing was sent), and for GET/HEAD also when the
 *   connection broke before any answer (the API honours no idempotency key, so a POST that may
 *   have arrived is never sent twice);
 * - pages (GET/HEAD wanting HTML) and the shell's files to the edges.
 * Every answer it makes itself is in the one error shape (`haproxy-error-files.ts`); requests
 * reach it already checked by nginx (framing, sizes, Host).
 */
export function haproxyConfig(spec: FrontDoorSpec, files: BalancerErrorFiles): string {
  if (spec.apis.length === 0 || spec.edges.length === 0) throw new Error('the front door needs at least one API instance and one edge');
  const maxconn = 2 * spec.apis.length * (spec.streamsPerInstance + spec.requestsPerInstance) + 1000;
  const health = apiRoutes['health.get'].path;
  const lines = [
    '# Generated by @mailscout/front-door from the topology; do not edit (docs/deploy.md#front-door).',
    'global',
    '  log stdout format raw local0 info',
    `  maxconn ${maxconn}`,
    `  hard-stop-after ${ms(T.hardStopMs)}`,
    '',
    'defaults',
    '  mode http',
    '  log global',
    `  log-format '${LOG_FORMAT}'`,
    '  option dontlognull',
    '  option http-ignore-probes',
    `  timeout connect ${ms(T.connectMs)}`,
    `  timeout http-request ${ms(T.requestMs)}`,
    `  timeout client ${ms(T.clientMs)}`,
    `  timeout server ${ms(T.serverMs)}`,
    `  timeout http-keep-alive ${ms(T.keepAliveMs)}`,
    `  timeout queue ${ms(T.queueMs)}`,
    `  default-server inter ${ms(T.checkIntervalMs)} fastinter ${ms(T.checkIntervalMs / 2)} downinter ${ms(T.checkIntervalMs)} fall ${T.checkFall} rise ${T.checkRise}`,
    `  timeout check ${ms(T.checkTimeoutMs)}`,
    ...jsonErrors(files),
    '',
    'frontend balancer',
    `  bind ${spec.balancer.host}:${spec.balancer.port}`,
    `  maxconn ${maxconn}`,
    // Appends nginx's address (the door's), which the API trusts like HAProxy's own (trustedProxies).
    '  option forwardfor',
    ...requestIdRules(spec),
    ...languageRules(),
    '  acl is_api path_beg /api/',
    `  acl is_stream path_reg ${streamPathPattern()}`,
    '  acl wants_page method GET HEAD',
    '  acl wants_html req.hdr(accept) -m sub text/html',
    '  use_backend streams if is_api is_stream',
    '  use_backend api if is_api',
    '  use_backend pages if wants_page wants_html',
    '  default_backend files',
    '',
    'backend api',
    '  balance roundrobin',
    ...healthCheck(checkPath(spec.apis, health)),
    '  retries 1',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '  http-request disable-l7-retry unless METH_GET',
    ...pinRules(spec),
    ...spec.apis.map((api, index) => apiServer(api, index, spec, 'api')),
    '',
    'backend streams',
    '  balance leastconn',
    `  timeout server ${ms(T.streamIdleMs)}`,
    `  timeout queue ${ms(T.streamQueueMs)}`,
    '  retries 1',
    '  option redispatch 1',
    ...pinRules(spec),
    ...spec.apis.map((api, index) => apiServer(api, index, spec, 'streams')),
    '',
    'backend pages',
    '  balance roundrobin',
    ...healthCheck(checkPath(spec.edges, '/runtime-config.json')),
    '  retries 1',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    ...pageErrors(files),
    // From the address the edges trust for the request id (EDGE_TRUST_PROXY), as the instances do.
    ...spec.edges.map((edge) => `  server ${edge.name} ${edge.host}:${edge.port} source ${spec.sourceAddress} check${checkPort(edge)}`),
    // Edges keep no state: if every check failed (a busy machine answering late), still try them
    // rather than refuse every page; one that is really gone answers the 503 page all the same.
    ...edgeFallbacks(spec),
    '',
    'backend files',
    '  balance roundrobin',
    '  retries 1',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '  http-request disable-l7-retry unless METH_GET',
    ...spec.edges.map((edge) => `  server ${edge.name} ${edge.host}:${edge.port} source ${spec.sourceAddress} track pages/${edge.name}`),
    ...edgeFallbacks(spec),
  ];
  if (spec.stats) {
    lines.push(
      '',
      'frontend stats',
      `  bind ${spec.stats.host}:${spec.stats.port}`,
      '  http-request use-service prometheus-exporter if { path /metrics }',
      '  stats enable',
      '  stats uri /',
      '  stats refresh 5s',
      '  stats show-legends',
    );
  }
  return `${lines.join('\n')}\n`;
}
