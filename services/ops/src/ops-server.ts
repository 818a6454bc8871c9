import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Health } from './health';
import { collectProcessMetrics, METRICS_CONTENT_TYPE, onScrape, scrape } from './metrics';

export interface OpsServerOptions {
  host: string;
  port: number;
  health: Health;
  /** Node's own metrics (default true); tests that start many servers leave them out. */
  processMetrics?: boolean;
}

export interface OpsServer {
  /** The port it listens on (the one asked for, or the one chosen for port 0). */
  port: number;
  url: string;
  close(): Promise<void>;
}

function send(response: http.ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

/**
 * The ops port of a process (docs/operations.md#ops-port): `/metrics` (Prometheus), `/livez`,
 * `/readyz`, and nothing else. It listens apart from the port visitors reach, so the front door
 * never routes to it: Prometheus and the platform's probes ask it directly.
 */
export async function serveOps(options: OpsServerOptions): Promise<OpsServer> {
  if (options.processMetrics !== false) collectProcessMetrics();
  // Readiness is a gauge too, refreshed at every scrape (mailscout_ready).
  const offScrape = onScrape(async () => void (await options.health.readiness()));
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain', 'method not allowed\n');
    const answer = (promise: Promise<{ ok: boolean }>) =>
      promise.then(
        (result) => send(response, result.ok ? 200 : 503, 'application/json', JSON.stringify(result)),
        () => send(response, 503, 'application/json', JSON.stringify({ ok: false })),
      );
    switch (path) {
      case '/metrics':
        return void scrape().then(
          (text) => send(response, 200, METRICS_CONTENT_TYPE, text),
          () => send(response, 500, 'text/plain', 'metrics unavailable\n'),
        );
      case '/livez':
        return void answer(options.health.liveness());
      case '/readyz':
        return void answer(options.health.readiness());
      default:
        return send(response, 404, 'text/plain', 'not found\n');
    }
  });
  // A scrape or a probe is one short request; nothing waits on these connections at shutdown.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    port,
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        offScrape();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
