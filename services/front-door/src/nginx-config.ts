import path from 'node:path';
import { Language } from '@mailscout/contracts';
import { HOP_BY_HOP_HEADERS } from '@mailscout/contracts/hop-by-hop';
import { REQUEST_ID_REGEX_SOURCE } from '@mailscout/logging';
import { DOOR_STATUSES, doorJson, doorPage, doorRetryAfter, type DoorStatus } from './door-answers';
import { DOOR_TIMEOUTS as T } from './door-timeouts';
import type { FrontDoorSpec } from './front-door-spec';
import { streamPathPattern } from './haproxy-config';

/** nginx's own codes for what the door answers with a standard status (its 494: headers too large; 501: an unknown transfer coding). */
const NGINX_CODES: Record<DoorStatus, readonly number[]> = {
  400: [400, 501],
  404: [404],
  405: [405],
  408: [408],
  413: [413],
  414: [414],
  431: [494],
  500: [500],
  502: [502],
  503: [503],
  504: [504],
};

const ms = (value: number) => `${value / 1000}s`;

/** Every answer names its request id, the door's own too (docs/architecture.md#request-id). */
const REQUEST_ID_ANSWER = '    add_header X-Request-Id $door_request_id always;';

/** A literal for nginx: single-quoted, `\` and `'` escaped; nginx would read `$` as a variable, so none may occur. */
function quoted(text: string): string {
  if (text.includes('$')) throw new Error(`a door answer may not contain "$" (nginx reads it as a variable): ${text.slice(0, 80)}`);
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * Which answer a request gets when the door refuses it: JSON for the API and for anything that is
 * not a page, else the page in the visitor's language, chosen as docs/decisions.md#language orders it
 * (`?lng`, the `ms_lng` cookie, the first language of Accept-Language: German or a German-speaking
 * region; as `door-language.ts` does for HAProxy). A request too broken to read is answered in JSON.
 */
const VARIANT_MAPS = [
  'map $http_accept_language $door_lang_browser {',
  '  default en;',
  `  "~*^\\s*(de|[a-z]{2,3}[-_](de|at|ch|li|lu))\\s*([;,]|$)" de;`,
  '}',
  'map $cookie_ms_lng $door_lang_stored {',
  '  default $door_lang_browser;',
  '  "~*^de" de;',
  '  "~*^en" en;',
  '}',
  'map $arg_lng $door_lang {',
  '  default $door_lang_stored;',
  '  "~*^de" de;',
  '  "~*^en" en;',
  '}',
  'map "$request_method $uri $http_accept" $door_wants_page {',
  '  default 0;',
  '  "~^(GET|HEAD) /api/" 0;',
  '  "~^(GET|HEAD) [^ ]* .*text/html" 1;',
  '}',
  'map $door_wants_page $door_variant {',
  '  default json;',
  '  1 $door_lang;',
  '}',
  // An HTTP/1.0 request may come without Host: it is for this site.
  'map $http_host $door_host {',
  '  default $http_host;',
  '  "" "$server_addr:$server_port";',
  '}',
];

/**
 * The request id (docs/architecture.md#request-id): nginx's own `$request_id` (32 hex digits), or
 * the one a trusted load balancer in front sent when it has the safe shape; and the log line's
 * level, duration in milliseconds and the client's network (docs/deploy.md#logs).
 */
function logMaps(spec: FrontDoorSpec): string[] {
  return [
    'geo $door_trusted_upstream {',
    '  default 0;',
    ...(spec.trustedUpstreams ?? []).map((range) => `  ${range} 1;`),
    '}',
    'map "$door_trusted_upstream:$http_x_request_id" $door_request_id {',
    '  default $request_id;',
    `  "~^1:(?<door_incoming_id>${REQUEST_ID_REGEX_SOURCE.replace(/^\^/, '')})" $door_incoming_id;`,
    '}',
    'map $status $door_level {',
    '  default info;',
    '  "~^4" warn;',
    '  "~^5" error;',
    '}',
    // $request_time is seconds with three decimals: 0.012 → 12, 1.234 → 1234.
    'map $request_time $door_duration_ms {',
    '  default 0;',
    '  "~^0\\.0*(?<door_ms>[0-9]+)$" $door_ms;',
    '  "~^(?<door_s>[1-9][0-9]*)\\.(?<door_frac>[0-9]{3})$" ${door_s}${door_frac};',
    '}',
    // The path as logged: the one the client asked for ($uri becomes /__door/… once nginx answers
    // itself), without its query, an address in it (`/api/live-report/{email}`) hidden, encoded or not.
    'map $request_uri $door_path {',
    '  default "";',
    '  "~^(?<door_path_only>[^?]*)" $door_path_only;',
    '}',
    'map $door_path $door_route {',
    '  default $door_path;',
    '  "~*^(?<door_route_head>([^@%]|%(?!40))*/)[^/]*(@|%40)[^/]*(?<door_route_tail>.*)$" "${door_route_head}[email]${door_route_tail}";',
    '}',
    // The client's network only: a.b.c.0, or an IPv6 address's first four groups.
    'map $remote_addr $door_client_network {',
    '  default "";',
    '  "~^(?<door_v4>[0-9]+\\.[0-9]+\\.[0-9]+)\\.[0-9]+$" $door_v4.0;',
    '  "~^(?<door_v6>[0-9a-fA-F]*:[0-9a-fA-F]*:[0-9a-fA-F]*:[0-9a-fA-F]*)" $door_v6::;',
    '}',
  ];
}

/** One internal location per answer: `/__door/<json|en|de>/<status>`. */
function answerLocations(): string[] {
  const lines: string[] = [];
  for (const status of DOOR_STATUSES) {
    const retry = doorRetryAfter(status);
    // A location's own add_header replaces the server's: the request id is named again here.
    const headers = ['    add_header Cache-Control no-store always;', REQUEST_ID_ANSWER, ...(retry === undefined ? [] : [`    add_header Retry-After ${retry} always;`])];
    lines.push(`  location = /__door/json/${status} {`, '    internal;', '    default_type application/json;', ...headers, `    return ${status} ${quoted(doorJson(status))};`, '  }');
    for (const language of Language.options) {
      lines.push(
        `  location = /__door/${language}/${status} {`,
        '    internal;',
        '    default_type "text/html; charset=utf-8";',
        `    add_header Content-Language ${language} always;`,
        ...headers,
        `    return ${status} ${quoted(doorPage(status, language))};`,
        '  }',
      );
    }
  }
  return lines;
}

/**
 * The nginx configuration of the front door (docs/deploy.md#front-door): the one address visitors
 * reach. nginx reads every request strictly (a smuggling framing, an unknown transfer coding,
 * folded or broken headers, a missing Host on HTTP/1.1 are refused with 400), limits sizes and
 * slow clients, answers each of its refusals in the one error shape, and passes the request on to
 * HAProxy with a clean framing and the client's address appended to X-Forwarded-For. Event
 * streams pass unbuffered, with their own idle time.
 */
export function nginxConfig(spec: FrontDoorSpec): string {
  const connections = 2 * spec.apis.length * (spec.streamsPerInstance + spec.requestsPerInstance) + 1000;
  const temp = (name: string) => path.join(spec.dir, 'nginx', name);
  const proxyCommon = [
    `    proxy_pass http://balancer;`,
    '    proxy_http_version 1.1;',
    // Kept-alive connections to HAProxy; and none of the client's connection-level headers.
    ...HOP_BY_HOP_HEADERS.filter((name) => name !== 'transfer-encoding').map((name) => `    proxy_set_header ${name} "";`),
    '    proxy_set_header Host $door_host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    proxy_set_header X-Forwarded-Host $door_host;',
    // The id HAProxy, the edge and the API take from this hop; theirs in the answer is the same one,
    // and nginx names it itself (also on its own answers).
    '    proxy_set_header X-Request-Id $door_request_id;',
    '    proxy_hide_header X-Request-Id;',
    REQUEST_ID_ANSWER,
    `    proxy_bind ${spec.doorAddress};`,
    `    proxy_connect_timeout ${ms(T.connectMs)};`,
    // HAProxy retries on another instance; nginx has one upstream and never sends a request twice.
    '    proxy_next_upstream off;',
  ];
  const lines = [
    '# Generated by @mailscout/front-door from the topology; do not edit (docs/deploy.md#front-door).',
    'daemon off;',
    'worker_processes 1;',
    `worker_rlimit_nofile ${2 * connections + 100};`,
    `pid ${temp('nginx.pid')};`,
    'events {',
    `  worker_connections ${connections};`,
    '}',
    'http {',
    '  server_tokens off;',
    ...logMaps(spec).map((line) => `  ${line}`),
    // One JSON line per request in the one shape (docs/deploy.md#logs): the path without its query (a
    // query can hold an address), the client's network only, no other header, no body.
    `  log_format door escape=json '{"time":"$time_iso8601","level":"$door_level","process":"front-door-nginx","requestId":"$door_request_id","route":"$door_route","method":"$request_method","status":$status,"durationMs":$door_duration_ms,"client":"$door_client_network","upstreamSeconds":"$upstream_response_time","bytes":$bytes_sent}';`,
    // A file: nginx cannot open /dev/stdout when it is a socket, as a supervisor's pipe is (a container's is not).
    `  access_log ${path.join(spec.dir, 'access.log')} door;`,
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  client_max_body_size ${spec.maxBodyBytes};`,
    `  client_header_timeout ${ms(T.requestMs)};`,
    `  client_body_timeout ${ms(T.requestMs)};`,
    `  send_timeout ${ms(T.clientMs)};`,
    `  keepalive_timeout ${ms(T.keepAliveMs)};`,
    '  large_client_header_buffers 4 16k;',
    ...VARIANT_MAPS.map((line) => `  ${line}`),
    '  upstream balancer {',
    `    server ${spec.balancer.host}:${spec.balancer.port} max_fails=0;`,
    '    keepalive 256;',
    '  }',
    '  server {',
    `    listen ${spec.listen.host}:${spec.listen.port};`,
    // `=status`: an answer reached through error_page keeps nginx's own code unless told otherwise.
    ...DOOR_STATUSES.flatMap((status) => NGINX_CODES[status].map((code) => `    error_page ${code}${code === status ? '' : ` =${status}`} /__door/$door_variant/${status};`)),
    '    location / {',
    ...proxyCommon,
    `    proxy_read_timeout ${ms(T.serverMs)};`,
    // A client that half-closes after its request (HTTP/1.0, then FIN) still gets the answer.
    '    proxy_ignore_client_abort on;',
    '    }',
    `    location ~ ${streamPathPattern()} {`,
    ...proxyCommon,
    '    proxy_buffering off;',
    `    proxy_read_timeout ${ms(T.streamIdleMs)};`,
    '    }',
    ...answerLocations().map((line) => `  ${line}`),
    '  }',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
