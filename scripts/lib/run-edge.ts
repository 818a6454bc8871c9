import { createHealth, edgeRehearsalBanner, loadEdgeConfig, serveApp, serveOps } from '@mailscout/edge';
import { consoleShutdownLog, gracefulShutdown } from '@mailscout/graceful-shutdown';
import { processLogger } from '@mailscout/logging';
import { serveReleaseStore } from '@mailscout/release';

/**
 * The edge as its own process in `pnpm start:prod`: the shell's page (composed on the server)
 * with /api/* balanced over the API instances, and the release store (every remote's releases) on
 * its own origin, as the CDN in front of it would serve it. Configured by its environment
 * (`loadEdgeConfig`, docs/deploy.md#configuration); the release store by RELEASE_STORE_ROOT and
 * RELEASE_STORE_PORT, which only this rehearsal sets (production has a CDN).
 */
async function main() {
  const config = loadEdgeConfig(process.env);
  // One JSON line per request and event, in the one shape (docs/deploy.md#logs).
  const log = processLogger('edge', { level: config.logLevel });
  if (config.rehearsal) log.warn(edgeRehearsalBanner(config.rehearsal.standIns));
  const servers: Array<{ close(): Promise<unknown> }> = [];
  // Ready once its runtime configuration and frame renderer are loaded, and not from the moment it
  // drains (docs/operations.md#health); served on its ops port with its metrics.
  const health = createHealth();
  const storeRoot = process.env.RELEASE_STORE_ROOT;
  // The release store on its own origin, as the CDN in front of it serves it in production: only
  // the files a browser needs (docs/deploy.md#release-store).
  if (storeRoot) servers.push(await serveReleaseStore({ root: storeRoot, port: Number(process.env.RELEASE_STORE_PORT), host: 'localhost' }));
  servers.push(
    await serveApp({
      kind: 'shell',
      root: config.shellRoot,
      port: config.port,
      host: config.host,
      apiUrl: config.apiUrls,
      apiPinHeader: config.pinHeader,
      stripeUrl: config.stripeUrl,
      sourcesUrl: config.sourcesUrl,
      runtimeConfigFile: config.runtimeConfigFile,
      health,
      log,
      trustProxy: config.trustProxy,
    }),
  );
  const ops = await serveOps({ host: config.ops.host, port: config.ops.port, health });
  // docs/deploy.md#graceful-shutdown: stop accepting (a request arriving on an open connection
  // gets 503, answer-while-closing.ts), let requests in flight finish, within EDGE_SHUTDOWN_TIMEOUT.
  gracefulShutdown({
    name: 'edge',
    timeoutMs: config.shutdownTimeoutMs,
    log: consoleShutdownLog(),
    onDraining: () => health.markDraining(),
    steps: [
      { name: 'close the servers', run: () => Promise.all(servers.map((server) => server.close())) },
      { name: 'close the ops port', run: () => ops.close() },
    ],
  });
  log.info(`edge on http://${config.host}:${config.port}, API ${config.apiUrls.join(' ')}; ops (metrics, health) on ${ops.url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
