import { edgeRehearsalBanner, loadEdgeConfig, serveApp } from '@mailscout/edge';
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
  const stop = () => void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(`edge on http://${config.host}:${config.port}, API ${config.apiUrls.join(' ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
