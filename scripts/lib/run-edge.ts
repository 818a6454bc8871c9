import { edgeRehearsalBanner, loadEdgeConfig, serveApp } from '@mailscout/edge';
import { consoleShutdownLog, gracefulShutdown } from '@mailscout/graceful-shutdown';
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
  if (config.rehearsal) console.warn(edgeRehearsalBanner(config.rehearsal.standIns));
  const servers: Array<{ close(): Promise<unknown> }> = [];
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
    }),
  );
  // docs/deploy.md#graceful-shutdown: stop accepting (a request arriving on an open connection
  // gets 503, answer-while-closing.ts), let requests in flight finish, within EDGE_SHUTDOWN_TIMEOUT.
  gracefulShutdown({
    name: 'edge',
    timeoutMs: config.shutdownTimeoutMs,
    log: consoleShutdownLog(),
    steps: [{ name: 'close the servers', run: () => Promise.all(servers.map((server) => server.close())) }],
  });
  console.log(`edge on http://${config.host}:${config.port}, API ${config.apiUrls.join(' ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
